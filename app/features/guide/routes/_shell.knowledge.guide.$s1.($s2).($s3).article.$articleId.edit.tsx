// /knowledge/guide/{id*}/article/{articleId}/edit: change an article (section, title, body, files,
// roles, tags): "Обновить" keeps its status, "В черновик" / "Опубликовать" change it, "Удалить" opens
// ?dialog=delete, where the exact title must be typed (a wrong one marks the field and deletes
// nothing); deleting moves it to the archive and returns to the section with "Статья удалена".
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { ConfirmByNameFields } from "~/shared/forms/fields";
import { Form, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { formFailure, nameMismatch, readForm, redirectWithToast, requireSignedIn } from "~/platform/remix.server";
import { ARTICLE_FORM_MAX_BYTES, articleAt, articleFormStart, saveArticle, sectionPathOf } from "~/features/guide/server/pages.server";
import { refuse } from "~/features/guide/server/refusals.server";
import { useGuideFrame } from "~/features/guide/ui/frame";
import { ArticleForm, NotifyDialog, type ArticleActionData } from "~/features/guide/ui/forms/article-form";
import { GuideBreadcrumbs, GuideLayout } from "~/features/guide/ui/layout";
import { GUIDE, guideUrl } from "~/features/guide/ui/urls";
import { pageTitle } from "~/shared/ui/meta";
import { guidePageMessages as t } from "~/features/guide/messages";
import { guideFormMessages as tf } from "~/features/guide/ui/forms/messages";

export const meta: MetaFunction = () => pageTitle(tf.editArticleTitle);
export const handle = { title: tf.editArticleTitle, backTo: GUIDE };
/** The form's body limit, files included (server/pages.ts reads it; not sent to the browser). */
export const uploadLimit = ARTICLE_FORM_MAX_BYTES;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const found = await articleAt(context, actor, sectionPathOf(params), params.articleId, request);
  if (!("article" in found)) return refuse({ status: found.status, title: tf.editArticleTitle, article: { readable: false } });
  const { article } = found;
  if (!article.canEdit) return refuse({ status: 403, title: tf.editArticleTitle, article: { readable: true } });
  const start = await articleFormStart(request, context, {
    name: article.name,
    categoryId: article.categoryId,
    contentNewEditor: article.contentNewEditor ?? article.html,
    tags: article.tags,
    fileIds: article.files.map((f) => f.id),
    roleIds: article.roles.map((r) => r.id),
    version: article.version,
  });
  return { article, ...start };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const found = await articleAt(context, actor, sectionPathOf(params), params.articleId);
  if ("status" in found || !found.article.canEdit) {
    const status = "status" in found ? found.status : 403;
    return data({ status: "error" as const, error: { "": [status === 403 ? t.noReadRight : t.articleMissing] } }, { status });
  }
  const { article } = found;
  if (new URL(request.url).searchParams.get("dialog") === "delete") {
    const form = await readForm(request);
    const mismatch = nameMismatch(form, article.name, tf.deleteNameMismatch);
    if (mismatch) return data(mismatch, { status: 400 });
    try {
      const deleted = await context.services.guide.deleteArticle(actor, { id: article.id });
      return redirectWithToast(context, guideUrl.section(article.path), { type: "success", text: deleted.message });
    } catch (error) {
      return data({ deleteError: formFailure(error).formError, typed: article.name }, { status: 400 });
    }
  }
  return saveArticle(request, context, actor, article);
}

export default function EditArticle() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as
    ArticleActionData | { deleteError: string; typed: string } | { status: "error" } | undefined;
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const frame = useGuideFrame();
  const { article } = page;
  const self = guideUrl.editArticle(article.path, article.id);
  const view = guideUrl.article(article.path, article.id);
  const deleteError = answer && "deleteError" in answer ? answer : null;
  const back = answer && "step" in answer ? answer : undefined;

  if (params.get("dialog") === "delete") {
    const deleting = navigation.state === "submitting";
    return (
      <GuideLayout frame={frame} currentPath={article.path}>
        <GuideBreadcrumbs crumbs={article.breadcrumbs} last={tf.deleteArticleTitle} />
        <section className="card confirm" aria-labelledby="delete-title">
          <h1 id="delete-title" className="page-title">
            {tf.deleteArticleTitle}
          </h1>
          <p>{tf.deleteArticleText(article.name)}</p>
          <Form method="post" action={`${self}?dialog=delete`} className="guide-form">
            <ConfirmByNameFields
              label={tf.deleteArticleField}
              error={deleteError?.deleteError}
              typed={deleteError?.typed}
              confirmLabel={tf.deleteArticleConfirm}
              cancelLabel={tf.cancel}
              cancelTo={self}
              busy={deleting}
            />
          </Form>
        </section>
      </GuideLayout>
    );
  }

  return (
    <GuideLayout frame={frame} currentPath={article.path}>
      <GuideBreadcrumbs crumbs={article.breadcrumbs} last={tf.editArticleTitle} />
      <section className="card">
        <h1 className="page-title">{tf.editArticleTitle}</h1>
        <ArticleForm
          id={`guide-article-${article.id}`}
          mode="update"
          status={article.status}
          lastResult={back?.result}
          defaultValue={page.defaults}
          sections={page.sections}
          attached={back?.attached ?? page.attached}
          roles={back?.roles ?? page.roles}
          cancelTo={view}
          deleteTo={`${self}?dialog=delete`}
        />
      </section>
      {back?.step === "notify" ? <NotifyDialog pairs={back.pairs} roleNames={back.roleNames} /> : null}
    </GuideLayout>
  );
}

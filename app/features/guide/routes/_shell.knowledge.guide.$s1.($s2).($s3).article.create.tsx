// /knowledge/guide/{id*}/article/create: a new article in the section the address names (those who can
// edit it). "Опубликовать" (asks whether to notify the chosen roles), "Сохранить черновик", "Отмена".
// After saving, the article opens with "Статья добавлена".
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { issueFormToken, requireSignedIn } from "~/platform/remix.server";
import { ARTICLE_FORM_MAX_BYTES, articleFormStart, saveArticle, sectionAt, sectionPathOf } from "~/features/guide/server/pages.server";
import { ArticleForm, NotifyDialog, type ArticleActionData } from "~/features/guide/ui/forms/article-form";
import { refuse } from "~/features/guide/server/refusals.server";
import { useGuideFrame } from "~/features/guide/ui/frame";
import { GuideBreadcrumbs, GuideLayout } from "~/features/guide/ui/layout";
import { GUIDE, guideUrl } from "~/features/guide/ui/urls";
import { pageTitle } from "~/shared/ui/meta";
import { guidePageMessages as t } from "~/features/guide/messages";
import { guideFormMessages as tf } from "~/features/guide/ui/forms/messages";

export const meta: MetaFunction = () => pageTitle(tf.createArticleTitle);
export const handle = { title: tf.createArticleTitle, backTo: GUIDE };
/** The form's body limit, files included (server/pages.ts reads it; not sent to the browser). */
export const uploadLimit = ARTICLE_FORM_MAX_BYTES;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const section = await sectionAt(context, actor, sectionPathOf(params), request);
  if (!section) return refuse({ status: 404, title: tf.createArticleTitle });
  if (!section.canEdit) return refuse({ status: 403, title: tf.createArticleTitle });
  const start = await articleFormStart(request, context, {
    name: "",
    categoryId: section.id,
    contentNewEditor: "",
    tags: [],
    fileIds: [],
    roleIds: [],
  });
  return { section, ...start, formToken: await issueFormToken(context, actor) };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const section = await sectionAt(context, actor, sectionPathOf(params));
  if (!section) return data({ status: "error" as const, error: { "": [t.sectionNotFound] } }, { status: 404 });
  return saveArticle(request, context, actor, null);
}

export default function CreateArticle() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as ArticleActionData | { status: "error" } | undefined;
  const frame = useGuideFrame();
  const { section } = page;
  const back = answer && "step" in answer ? answer : undefined;
  return (
    <GuideLayout frame={frame} currentPath={section.path}>
      <GuideBreadcrumbs crumbs={section.breadcrumbs} last={tf.createArticleTitle} />
      <section className="card">
        <h1 className="page-title">{tf.createArticleTitle}</h1>
        <ArticleForm
          id={`guide-article-new-${section.id}`}
          mode="create"
          lastResult={back?.result}
          defaultValue={page.defaults}
          sections={page.sections}
          attached={back?.attached ?? page.attached}
          roles={back?.roles ?? page.roles}
          cancelTo={guideUrl.section(section.path)}
          formToken={page.formToken}
        />
      </section>
      {back?.step === "notify" ? <NotifyDialog pairs={back.pairs} roleNames={back.roleNames} /> : null}
    </GuideLayout>
  );
}

// /group/{id}/article/edit/{idArticle}: change an article (canEdit: its author, the group's managers,
// administrators; others 403): the create form's fields and buttons plus Удалить, which opens
// ?dialog=delete, where the exact name must be typed — a mismatch marks the field and deletes nothing;
// deleted, the list opens with "Статья удалена". A failed load goes back to the list with a toast (§8).
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { formFailure, nameMismatch, readForm, redirectWithToast, refusePage, requireSignedIn } from "~/platform/remix.server";
import { ConfirmByNameFields } from "~/shared/forms/fields";
import { BreadcrumbTrail } from "~/shared/ui/breadcrumbs";
import { PageDialog } from "~/shared/ui/page-dialog";
import { pageTitle } from "~/shared/ui/meta";
import { groupArticleMessages as t } from "~/features/groups/messages/article";
import { readableGroupOfPage } from "~/features/groups/server/pages.server";
import { ARTICLE_FORM_MAX_BYTES, articleOfPage, saveArticlePage } from "~/features/groups/server/articles-pages.server";
import { ArticleForm, type CoverView } from "~/features/groups/ui/article-form";
import { articleUrl } from "~/features/groups/ui/article-urls";
import styles from "~/features/groups/ui/articles.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => pageTitle(t.editTitle);
/** The form's body limit, the cover included (server/pages.ts reads it; not sent to the browser). */
export const uploadLimit = ARTICLE_FORM_MAX_BYTES;

/** The article, if the reader may edit it; else the list with a toast (missing) or the page's 403. */
async function editableArticle(request: Request, context: LoaderFunctionArgs["context"], params: LoaderFunctionArgs["params"]) {
  const actor = requireSignedIn(request, context);
  const group = await readableGroupOfPage(context, actor, params.id);
  const article = await articleOfPage(context, actor, group.id, params.idArticle);
  if (!article.canEdit) throw refusePage(403, { pageTitle: t.editTitle, title: t.editTitle, text: t.cannotEdit });
  return { actor, group, article };
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { group, article } = await editableArticle(request, context, params);
  return {
    group: { id: group.id, name: group.name },
    article: { id: article.id, name: article.name, version: article.version, content: article.content, cover: article.previewPicture },
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { actor, group, article } = await editableArticle(request, context, params);
  if (new URL(request.url).searchParams.get("dialog") === "delete") {
    const form = await readForm(request);
    const mismatch = nameMismatch(form, article.name, t.deleteNameMismatch);
    if (mismatch) return data(mismatch, { status: 400 });
    try {
      await context.services.groupArticles.remove(actor, { id: article.id });
    } catch (error) {
      return data({ deleteError: formFailure(error).formError, typed: article.name }, { status: 400 });
    }
    return redirectWithToast(context, articleUrl.list(group.id), { type: "success", text: t.deleted });
  }
  return saveArticlePage(request, context, actor, group.id, article);
}

type Answer = { deleteError: string; typed: string } | { result: Parameters<typeof ArticleForm>[0]["lastResult"]; cover: CoverView };

export default function EditGroupArticle() {
  const { group, article } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as Answer | undefined;
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const self = articleUrl.edit(group.id, article.id);
  const crumbs = [
    { name: group.name, to: `/group/${group.id}` },
    { name: t.title, to: articleUrl.list(group.id) },
  ];

  const deleting = params.get("dialog") === "delete";
  const deleteFailed = answer && "deleteError" in answer ? answer : undefined;
  const back = answer && "result" in answer ? answer : undefined;
  return (
    <>
      {deleting ? (
        <PageDialog label={t.deleteTitle} closeTo={self}>
          <section className="card article-view" aria-labelledby="delete-title">
            <h2 id="delete-title">{t.deleteTitle}</h2>
            <p>{t.deleteText(article.name)}</p>
            <Form method="post" action={`${self}?dialog=delete`} className="article-form">
              <ConfirmByNameFields
                label={t.deleteField}
                error={deleteFailed?.deleteError}
                typed={deleteFailed?.typed}
                confirmLabel={t.deleteConfirm}
                cancelLabel={t.cancel}
                cancelTo={self}
                busy={navigation.state === "submitting"}
              />
            </Form>
          </section>
        </PageDialog>
      ) : null}
      <section className="card article-view">
        <BreadcrumbTrail
          label={t.title}
          items={[...crumbs, { name: article.name, to: articleUrl.view(group.id, article.id) }, { name: t.editTitle }]}
        />
        <h2>{t.editTitle}</h2>
        <ArticleForm
          id={`group-article-${article.id}`}
          lastResult={back?.result}
          defaultValue={{ name: article.name, contentNewEditor: article.content, version: String(article.version) }}
          cover={back ? back.cover : article.cover}
          cancelTo={articleUrl.view(group.id, article.id)}
          deleteTo={`${self}?dialog=delete`}
        />
      </section>
    </>
  );
}

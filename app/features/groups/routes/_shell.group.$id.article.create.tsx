// /group/{id}/article/create: a new article (members and administrators; others 403): title, cover,
// body; Опубликовать, В черновик, Отмена. Saved, the article opens with its toast; a refusal comes back
// under its field with everything typed (and a stored cover) kept.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { issueFormToken, refusePage, requireSignedIn } from "~/platform/remix.server";
import { pageTitle } from "~/shared/ui/meta";
import { BreadcrumbTrail } from "~/shared/ui/breadcrumbs";
import { groupArticleMessages as t } from "~/features/groups/messages/article";
import { readableGroupOfPage } from "~/features/groups/server/pages.server";
import { ARTICLE_FORM_MAX_BYTES, saveArticlePage } from "~/features/groups/server/articles-pages.server";
import { ArticleForm } from "~/features/groups/ui/article-form";
import { articleUrl } from "~/features/groups/ui/article-urls";
import styles from "~/features/groups/ui/articles.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => pageTitle(t.createTitle);
/** The form's body limit, the cover included (server/pages.ts reads it; not sent to the browser). */
export const uploadLimit = ARTICLE_FORM_MAX_BYTES;

/** The group, if the reader may write in it; else the page's 403 saying why. */
async function writableGroup(request: Request, context: LoaderFunctionArgs["context"], idParam: string | undefined) {
  const actor = requireSignedIn(request, context);
  const group = await readableGroupOfPage(context, actor, idParam);
  const access = await context.services.groups.access(actor, group.id);
  if (!access.canPost) throw refusePage(403, { pageTitle: t.createTitle, title: t.createTitle, text: t.notMember });
  return { actor, group };
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { actor, group } = await writableGroup(request, context, params.id);
  return { group: { id: group.id, name: group.name }, formToken: await issueFormToken(context, actor) };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { actor, group } = await writableGroup(request, context, params.id);
  return saveArticlePage(request, context, actor, group.id, null);
}

export default function CreateGroupArticle() {
  const { group, formToken } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <section className="card article-view">
      <BreadcrumbTrail
        label={t.title}
        items={[{ name: group.name, to: `/group/${group.id}` }, { name: t.title, to: articleUrl.list(group.id) }, { name: t.createTitle }]}
      />
      <h2>{t.createTitle}</h2>
      <ArticleForm
        id={`group-article-new-${group.id}`}
        lastResult={answer?.result}
        defaultValue={{ name: "", contentNewEditor: "" }}
        cover={answer?.cover ?? null}
        cancelTo={articleUrl.list(group.id)}
        formToken={formToken}
      />
    </section>
  );
}

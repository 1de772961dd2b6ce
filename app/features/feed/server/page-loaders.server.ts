// The loaders of the feed's pages: a page of the feed with the composer, a post's page (which counts a
// view), its poll's address and its edit page. Posts and the composer come as HTML rendered here
// (page-html.server.tsx), sent once through pageOnly (the page's hydration data holds a stand-in).
import { redirect, type AppLoadContext } from "@remix-run/node";
import type { SignedIn } from "~/platform/actor";
import { isDomainError } from "~/platform/errors";
import { appPathname, issueFormToken, pageOnly, refusePage, requireSignedIn } from "~/platform/remix.server";
import { toId } from "~/platform/ids";
import { pages } from "~/shared/messages";
import { feedMessages as t } from "../messages";
import { canPublishNews } from "../policy";
import type { Post } from "../types";
import { emptyComposer } from "../ui/composer";
import { postPath } from "../ui/post-card";
import { composerValuesOfPost } from "./page-forms.server";
import { composerHtml } from "./page-html.server";
import { feedBlockHtml, formActionOf, postBlockHtml } from "./page-views.server";

type Args = { request: Request; context: AppLoadContext; params: Record<string, string | undefined> };

/** The path the page was asked at, without BASE_PATH, and its query without Remix's own `index`. */
function whereOf(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const pathname = appPathname(request, context);
  const query = new URLSearchParams(url.search);
  query.delete("index");
  query.delete("likes");
  query.delete("editComment");
  query.delete("stickers");
  const search = query.toString();
  return { url, pathname, back: pathname + (search ? `?${search}` : "") };
}

const notFoundPage = () => refusePage(404, { pageTitle: t.notFound, title: t.notFound, back: { to: "/news", label: t.newsTitle } });

/** `/`, `/main`, `/news`: a page of the feed (`?after=` its cursor; a bad one gives the first page) and the composer. */
export async function feedPageLoader({ request, context }: Args) {
  const actor = requireSignedIn(request, context);
  const { url, pathname, back } = whereOf(request, context);
  const ctx = { base: context.basePath, action: formActionOf(pathname), back };
  const feed = await feedBlockHtml(context, actor, { pathname, back }, url.searchParams.get("after") ?? "");
  const editor = canPublishNews(actor);
  const composer = composerHtml({
    ...ctx,
    back: pathname,
    mode: "create",
    canPublish: editor,
    withPlanned: editor,
    formToken: await issueFormToken(context, actor),
    values: emptyComposer(),
    errors: {},
    formError: null,
  });
  return {
    title: pathname === "/news" ? pages.news : pages.main,
    composer: pageOnly(context, "feed-composer", composer),
    feed: pageOnly(context, "feed", feed),
  };
}

/** The post this reader may open, or the page's 404. */
async function visiblePost(context: AppLoadContext, actor: SignedIn, idParam: string | undefined): Promise<Post> {
  const id = toId(idParam);
  if (id === null) throw notFoundPage();
  try {
    return await context.services.feed.get(actor, id);
  } catch (error) {
    if (isDomainError(error) && (error.kind === "not_found" || error.kind === "invalid")) throw notFoundPage();
    throw error;
  }
}

/**
 * `/news/{id}`, `/main/news/{id}`: the post with all its comments (50 a page, `?before=`), opening it counts a
 * view; `?likes=1` lists who liked it, `?editComment={id}` shows that comment as a form.
 */
export async function postPageLoader({ request, context, params }: Args) {
  const actor = requireSignedIn(request, context);
  const { url, pathname, back } = whereOf(request, context);
  let post = await visiblePost(context, actor, params.idPost);
  const { feed } = context.services;
  if (post.status === "PUBLISHED" && !post.isDelete) {
    const seen = await feed.addView(actor, { postId: post.id });
    post = { ...post, view: true, viewsCount: seen.viewsCount };
  }
  const likes = url.searchParams.get("likes") === "1" ? await feed.likes(actor, { id: post.id }) : null;
  const editId = toId(url.searchParams.get("editComment"));
  const html = await postBlockHtml(
    context,
    actor,
    post,
    { pathname, back },
    {
      likes,
      openStickers: url.searchParams.get("stickers") === "1",
      before: url.searchParams.get("before"),
      edit: editId === null ? null : { id: editId },
    },
  );
  return { title: post.title ?? t.postTitle, post: pageOnly(context, "post", html) };
}

/** `/news/{id}/{idPoll}`: the post's page at its poll; another post's poll is not found. */
export async function pollPageLoader({ request, context, params }: Args) {
  const actor = requireSignedIn(request, context);
  const { pathname } = whereOf(request, context);
  const post = await visiblePost(context, actor, params.idPost);
  const pollId = toId(params.idPoll);
  if (pollId === null || post.pollId !== pollId) throw notFoundPage();
  const main = pathname.startsWith("/main/") ? "/main" : "";
  return redirect(`${main}${postPath(post.id)}#poll-${pollId}`);
}

/** `/news/{id}/edit`: the composer filled with the post, for those who may edit it. */
export async function editPageLoader({ request, context, params }: Args) {
  const actor = requireSignedIn(request, context);
  const { pathname } = whereOf(request, context);
  const post = await visiblePost(context, actor, params.idPost);
  if (!post.canEdit || post.isDelete) throw refusePage(403, { pageTitle: t.editTitle });
  const composer = composerHtml({
    base: context.basePath,
    action: pathname,
    back: postPath(post.id),
    mode: "edit",
    canPublish: canPublishNews(actor),
    withPlanned: post.status === "DEFERRED",
    version: post.version,
    postId: post.id,
    values: composerValuesOfPost(post),
    errors: {},
    formError: null,
  });
  return { composer: pageOnly(context, "edit-composer", composer) };
}

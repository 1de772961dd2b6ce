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
import { composerValuesOfPost, groupArticleOptions } from "./page-forms.server";
import { composerHtml } from "./page-html.server";
import { feedBlockHtml, formActionOf, postBlockHtml } from "./page-views.server";
import { groupMenuHtml } from "~/features/groups/index.server";

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
  });
  return {
    title: pathname === "/news" ? pages.news : pages.main,
    composer: pageOnly(context, "feed-composer", composer),
    feed: pageOnly(context, "feed", feed),
  };
}

/** The home page: the feed, and the mobile group menu the shell shows on it (handle.groupMenu; groups render it). */
export async function homePageLoader(args: Args) {
  const actor = requireSignedIn(args.request, args.context);
  const [page, groupMenu] = await Promise.all([feedPageLoader(args), groupMenuHtml(args.context, actor)]);
  return { ...page, groupMenu: pageOnly(args.context, "group-menu", groupMenu) };
}

/**
 * `/group/{id}`: the group's posts tab (its route checked the group is the reader's to read): the composer
 * for those who may post there (members publish directly: a poll, no planned date, one of the group's
 * published articles instead of a guide one) and a page of the group's posts.
 */
export async function groupFeedLoader({ request, context, params }: Args) {
  const actor = requireSignedIn(request, context);
  const { url, pathname, back } = whereOf(request, context);
  const groupId = toId(params.id);
  if (groupId === null) throw notFoundPage();
  const access = await context.services.groups.access(actor, groupId);
  const feed = await feedBlockHtml(context, actor, { pathname, back }, url.searchParams.get("after") ?? "");
  const composer = access.canPost
    ? composerHtml({
        base: context.basePath,
        action: formActionOf(pathname),
        back: pathname,
        mode: "create",
        canPublish: true,
        withPlanned: false,
        withArticle: false,
        groupArticles: await groupArticleOptions(context, actor, groupId),
        groupId,
        formToken: await issueFormToken(context, actor),
        values: emptyComposer(),
      })
    : null;
  return {
    composer: composer === null ? null : pageOnly(context, "feed-composer", composer),
    feed: pageOnly(context, "feed", feed),
  };
}

/**
 * The post this reader may open, or the page's 404. On a group's page (`params.id`) only a post of that
 * group; a group's post asked under /news goes to its page in the group (the same query kept).
 */
async function visiblePost(context: AppLoadContext, actor: SignedIn, params: Args["params"], search = ""): Promise<Post> {
  const id = toId(params.idPost);
  if (id === null) throw notFoundPage();
  let post: Post;
  try {
    post = await context.services.feed.get(actor, id);
  } catch (error) {
    if (isDomainError(error) && (error.kind === "not_found" || error.kind === "invalid")) throw notFoundPage();
    throw error;
  }
  const inGroup = params.id === undefined ? null : toId(params.id);
  if (params.id !== undefined && (inGroup === null || post.groupId !== inGroup)) throw notFoundPage();
  if (params.id === undefined && post.groupId !== null) throw redirect(`${postPath(post)}${search}`);
  return post;
}

/**
 * `/news/{id}`, `/main/news/{id}`: the post with all its comments (50 a page, `?before=`), opening it counts a
 * view; `?likes=1` lists who liked it, `?editComment={id}` shows that comment as a form.
 */
export async function postPageLoader({ request, context, params }: Args) {
  const actor = requireSignedIn(request, context);
  const { url, pathname, back } = whereOf(request, context);
  let post = await visiblePost(context, actor, params, url.search);
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

/** `/news/{id}/{idPoll}`, `/group/{id}/{idPost}/{idPoll}`: the post's page at its poll; another post's poll is not found. */
export async function pollPageLoader({ request, context, params }: Args) {
  const actor = requireSignedIn(request, context);
  const { pathname } = whereOf(request, context);
  const pollId = toId(params.idPoll);
  const post = await visiblePost(context, actor, params);
  if (pollId === null || post.pollId !== pollId) throw notFoundPage();
  const main = pathname.startsWith("/main/") && post.groupId === null ? "/main" : "";
  return redirect(`${main}${postPath(post)}#poll-${pollId}`);
}

/** `/news/{id}/edit`: the composer filled with the post, for those who may edit it. */
export async function editPageLoader({ request, context, params }: Args) {
  const actor = requireSignedIn(request, context);
  const { pathname } = whereOf(request, context);
  // The edit page serves group posts too: only the address it comes back to is the group's.
  const post = await context.services.feed.get(actor, toId(params.idPost) ?? 0).catch((error: unknown) => {
    if (isDomainError(error) && (error.kind === "not_found" || error.kind === "invalid")) throw notFoundPage();
    throw error;
  });
  if (!post.canEdit || post.isDelete) throw refusePage(403, { pageTitle: t.editTitle });
  const composer = composerHtml({
    base: context.basePath,
    action: pathname,
    back: postPath(post),
    mode: "edit",
    canPublish: post.groupId !== null || canPublishNews(actor),
    withArticle: post.groupId === null,
    ...(post.groupId === null ? {} : { groupArticles: await groupArticleOptions(context, actor, post.groupId, post.article) }),
    withPlanned: post.status === "DEFERRED",
    version: post.version,
    postId: post.id,
    values: composerValuesOfPost(post),
  });
  return { composer: pageOnly(context, "edit-composer", composer) };
}

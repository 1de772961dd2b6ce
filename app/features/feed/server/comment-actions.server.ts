// What the feed's pages do with a comment form (issue #12 point 9): write (a post's page or a feed card),
// edit, delete, restore and like. A success redirects back (PRG) with a toast: from the feed to the post's
// card (`/#post-{id}`), on a post's page to the comment. A refused new or edited comment comes back beside
// its field with what was typed (the page's block rendered again, status 400); other refusals as toasts.
import { formText } from "~/shared/forms/form-text";
import { data, type AppLoadContext } from "@remix-run/node";
import type { SignedIn } from "~/platform/actor";
import { isDomainError, type DomainError } from "~/platform/errors";
import { pageOnly, redirectWithToast, safeNext } from "~/platform/remix.server";
import { toId } from "~/platform/ids";
import { feedCommentToasts as toasts, feedServerMessages } from "../messages.server";
import { feedBlockHtml, postBlockHtml, queryOf } from "./page-views.server";

const { postNotFound } = feedServerMessages;
const INTENTS = ["comment", "comment-edit", "comment-delete", "comment-restore", "comment-like"] as const;

export const isCommentIntent = (intent: FormDataEntryValue | null) => INTENTS.some((i) => i === intent);

/** A post's page (/news/{id}, /main/news/{id}, /group/{id}/{postId}) rather than a feed page. */
const isPostPage = (pathname: string) => /^((\/main)?\/news|\/group\/\d+)\/\d+$/.test(pathname);

/** The message beside the comment's field: the note's own, else the refusal's. */
const fieldMessage = (error: DomainError) => error.fieldErrors?.note ?? error.message;

/** The page's block again, with a refused form in it (a feed page or a post's page). */
async function refusedBlock(
  context: AppLoadContext,
  actor: SignedIn,
  pathname: string,
  back: string,
  postId: number,
  state: Parameters<typeof postBlockHtml>[4],
) {
  const where = { pathname, back };
  if (!isPostPage(pathname)) {
    const html = await feedBlockHtml(context, actor, where, queryOf(back).get("after") ?? "", state.commentForm ?? null);
    return data({ feed: pageOnly(context, "feed-reply", html) }, { status: 400 });
  }
  const post = await context.services.feed.get(actor, { id: postId });
  const html = await postBlockHtml(context, actor, post, where, state);
  return data({ post: pageOnly(context, "post-reply", html) }, { status: 400 });
}

/** The action of a comment form posted to a feed page or a post's page. */
export async function commentAct(context: AppLoadContext, actor: SignedIn, form: FormData, pathname: string) {
  const { postComments } = context.services;
  const back = safeNext(form.get("back"), pathname).split("#")[0] ?? pathname;
  const intent = form.get("intent");
  const commentId = form.get("commentId");
  const atComment = `${back}#comment-${String(commentId)}`;
  const note = formText(form, "note");
  // Those the finder named (JavaScript), and those named by hand as «@Фамилия Имя»; each once.
  const named = async () => [...new Set([...form.getAll("notifyUserIds").map(String), ...(await postComments.namedIn(note)).map(String)])];
  try {
    switch (intent) {
      case "comment": {
        const stickerId = formText(form, "stickerId");
        const comment = await postComments.create(actor, { postId: form.get("postId"), note, stickerId, notifyUserIds: await named() });
        // On the post's page the newest comments are its first page (no ?before=).
        const to = isPostPage(pathname) ? `${back.split("?")[0]}#comment-${comment.id}` : `${back}#post-${comment.postId}`;
        return await redirectWithToast(context, to, { type: "success", text: toasts.created });
      }
      case "comment-edit":
        await postComments.edit(actor, { id: commentId, note, notifyUserIds: await named() });
        return await redirectWithToast(context, atComment, { type: "success", text: toasts.updated });
      case "comment-delete":
        await postComments.remove(actor, { id: commentId });
        return await redirectWithToast(context, atComment, { type: "success", text: toasts.deleted });
      case "comment-restore":
        await postComments.recover(actor, { id: commentId });
        return await redirectWithToast(context, atComment, { type: "success", text: toasts.restored });
      default: {
        const liked = await postComments.like(actor, { postCommentId: commentId, like: form.get("like") === "1" });
        return await redirectWithToast(context, atComment, { type: "success", text: liked.hasLike ? toasts.liked : toasts.unliked });
      }
    }
  } catch (error) {
    if (!isDomainError(error)) throw error;
    const postId = toId(form.get("postId"));
    const editedId = toId(commentId);
    const before = queryOf(back).get("before");
    try {
      // A refused comment (empty, too long, a sticker gone) comes back beside its field with its text.
      if (intent === "comment" && postId !== null && error.kind !== "forbidden" && error.message !== postNotFound) {
        const state = { postId, note, stickerId: toId(form.get("stickerId")), error: fieldMessage(error) };
        return await refusedBlock(context, actor, pathname, back, postId, { before, edit: null, commentForm: state });
      }
      if (intent === "comment-edit" && editedId !== null && error.kind === "invalid" && isPostPage(pathname)) {
        const comment = await postComments.get(actor, editedId);
        const edit = { id: editedId, note, error: fieldMessage(error) };
        return await refusedBlock(context, actor, pathname, back, comment.postId, { before, edit });
      }
    } catch (again) {
      // The post or comment is gone for this reader: the refusal as a toast.
      if (!isDomainError(again)) throw again;
    }
    const to = intent === "comment" ? `${back}#post-${String(form.get("postId"))}` : atComment;
    return redirectWithToast(context, to, { type: "error", text: error.message });
  }
}

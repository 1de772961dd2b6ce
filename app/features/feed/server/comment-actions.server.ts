// What the feed's pages do with a comment form (issue #12 point 9): write (a post's page or a feed card),
// edit, delete, restore and like. A success redirects back (PRG) with a toast: from the feed to the post's
// card (`/#post-{id}`), on a post's page to the comment. A new or edited comment is parsed with its schema
// (ADR 0024) and a refusal is conform's reply: the page's block rendered again from it (status 400), the
// text as typed, the note's message under it and any other over the form. Other refusals, and one whose
// post or comment this reader cannot see, come back as toasts.
import type { SubmissionResult } from "@conform-to/react";
import { data, type AppLoadContext } from "@remix-run/node";
import type { SignedIn } from "~/platform/actor";
import { isDomainError } from "~/platform/errors";
import { replyWithDomainError } from "~/platform/form-reply";
import { pageOnly, redirectWithToast, safeNext } from "~/platform/remix.server";
import { toId } from "~/platform/ids";
import { parseWithSchema } from "~/shared/forms/parse.server";
import { feedCommentToasts as toasts, feedServerMessages } from "../messages.server";
import { commentCreateSchema, commentEditFormSchema } from "../schema-talk";
import { feedBlockHtml, postBlockHtml, queryOf } from "./page-views.server";
import type { MentionChoice } from "../types-talk";
import { mentionOf, noteNaming } from "./mention-field.server";

const { postNotFound } = feedServerMessages;
const INTENTS = ["comment", "comment-edit", "comment-delete", "comment-restore", "comment-like"] as const;

export const isCommentIntent = (intent: FormDataEntryValue | null) => INTENTS.some((i) => i === intent);

/** A post's page (/news/{id}, /main/news/{id}, /group/{id}/{postId}) rather than a feed page. */
const isPostPage = (pathname: string) => /^((\/main)?\/news|\/group\/\d+)\/\d+$/.test(pathname);

/** The page a comment form came from, and where on it. */
interface Where {
  pathname: string;
  back: string;
}

/** The page's block again, with a refused form in it (a feed page or a post's page). */
async function refusedBlock(
  context: AppLoadContext,
  actor: SignedIn,
  where: Where,
  postId: number,
  state: Parameters<typeof postBlockHtml>[4],
) {
  if (!isPostPage(where.pathname)) {
    const html = await feedBlockHtml(context, actor, where, queryOf(where.back).get("after") ?? "", state.commentForm ?? null);
    return data({ feed: pageOnly(context, "feed-reply", html) }, { status: 400 });
  }
  const post = await context.services.feed.get(actor, { id: postId });
  const html = await postBlockHtml(context, actor, post, where, state);
  return data({ post: pageOnly(context, "post-reply", html) }, { status: 400 });
}

/** The reply's first message (the note's first): what a toast says when the form cannot be shown again. */
const firstMessage = (reply: SubmissionResult<string[]>) =>
  reply.error?.note?.[0] ?? Object.values(reply.error ?? {}).find((messages) => messages?.[0])?.[0] ?? "";

/**
 * The block with the refused form in it; a toast instead when it cannot be shown (the post or the
 * comment is gone for this reader, or the form named none).
 */
async function refused(
  context: AppLoadContext,
  actor: SignedIn,
  where: Where,
  reply: SubmissionResult<string[]>,
  show: () => Promise<Awaited<ReturnType<typeof refusedBlock>> | null>,
  to: string,
) {
  try {
    const block = await show();
    if (block) return block;
  } catch (error) {
    if (!isDomainError(error)) throw error;
  }
  return redirectWithToast(context, to, { type: "error", text: firstMessage(reply) });
}

/** People named in a comment: those the finder named (JavaScript), and those named by hand as «@Фамилия Имя»; each once. */
async function namedIn(context: AppLoadContext, value: { note: string; notifyUserIds: number[] }) {
  return [...new Set([...value.notifyUserIds, ...(await context.services.postComments.namedIn(value.note))])];
}

/**
 * A new comment (a post's page or a feed card): written, or the form again with its reply. The «Упомянуть»
 * field's name is looked up first (mention-field.server.ts): namesakes or nobody bring the form back, with
 * what was typed and, for namesakes, the choice among them; nothing is written then.
 */
async function writeComment(context: AppLoadContext, actor: SignedIn, form: FormData, where: Where) {
  const submission = parseWithSchema(form, commentCreateSchema);
  const toPost = `${where.back}#post-${String(form.get("postId"))}`;
  let reply: SubmissionResult<string[]>;
  let mentionChoices: MentionChoice[] = [];
  const mention = submission.status === "success" ? await mentionOf(context, actor, form) : null;
  if (submission.status !== "success") reply = submission.reply();
  else if (mention?.kind === "ask" || mention?.kind === "refused") {
    reply = submission.reply({ fieldErrors: { mention: [mention.message] } });
    if (mention.kind === "ask") mentionChoices = mention.choices;
  } else {
    const person = mention?.kind === "one" ? mention.person : null;
    const value = person ? { ...submission.value, note: noteNaming(submission.value.note, person) } : submission.value;
    try {
      const named = await namedIn(context, value);
      const comment = await context.services.postComments.create(actor, {
        ...value,
        notifyUserIds: person && !named.includes(person.id) ? [...named, person.id] : named,
      });
      // On the post's page the newest comments are its first page (no ?before=).
      const to = isPostPage(where.pathname) ? `${where.back.split("?")[0]}#comment-${comment.id}` : `${where.back}#post-${comment.postId}`;
      return await redirectWithToast(context, to, { type: "success", text: toasts.created });
    } catch (error) {
      // Not the reader's to write (or no longer there): a toast, not a form.
      if (isDomainError(error) && (error.kind === "forbidden" || error.message === postNotFound))
        return redirectWithToast(context, toPost, { type: "error", text: error.message });
      reply = replyWithDomainError(submission, error);
    }
  }
  const postId = toId(form.get("postId"));
  const before = queryOf(where.back).get("before");
  const show = async () =>
    postId === null
      ? null
      : refusedBlock(context, actor, where, postId, { before, edit: null, commentForm: { postId, reply, mentionChoices } });
  return refused(context, actor, where, reply, show, toPost);
}

/** An edited comment (a post's page): saved, or its form again with its reply. */
async function editComment(context: AppLoadContext, actor: SignedIn, form: FormData, where: Where, atComment: string) {
  const { postComments } = context.services;
  const submission = parseWithSchema(form, commentEditFormSchema);
  let reply: SubmissionResult<string[]>;
  if (submission.status !== "success") reply = submission.reply();
  else {
    try {
      await postComments.edit(actor, { ...submission.value, notifyUserIds: await namedIn(context, submission.value) });
      return await redirectWithToast(context, atComment, { type: "success", text: toasts.updated });
    } catch (error) {
      // Only a refusal of what was typed comes back as the form; the others are toasts.
      if (isDomainError(error) && error.kind !== "invalid")
        return redirectWithToast(context, atComment, { type: "error", text: error.message });
      reply = replyWithDomainError(submission, error);
    }
  }
  const editedId = toId(form.get("commentId"));
  const before = queryOf(where.back).get("before");
  const show = async () => {
    // The edit form is on the post's page only.
    if (editedId === null || !isPostPage(where.pathname)) return null;
    const comment = await postComments.get(actor, editedId);
    return refusedBlock(context, actor, where, comment.postId, { before, edit: { id: editedId, reply } });
  };
  return refused(context, actor, where, reply, show, atComment);
}

/** The action of a comment form posted to a feed page or a post's page. */
export async function commentAct(context: AppLoadContext, actor: SignedIn, form: FormData, pathname: string) {
  const { postComments } = context.services;
  const where = { pathname, back: safeNext(form.get("back"), pathname).split("#")[0] ?? pathname };
  const intent = form.get("intent");
  const commentId = form.get("commentId");
  const atComment = `${where.back}#comment-${String(commentId)}`;
  if (intent === "comment") return writeComment(context, actor, form, where);
  if (intent === "comment-edit") return editComment(context, actor, form, where, atComment);
  try {
    switch (intent) {
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
    return redirectWithToast(context, atComment, { type: "error", text: error.message });
  }
}

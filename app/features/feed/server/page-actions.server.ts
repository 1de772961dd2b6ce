// What the feed's pages do with a posted form (issue #12 points 3, 6, 8): every form posts to the page it
// is on with an `intent` and the page it came from (`back`); a success redirects there, to the post's
// anchor, with a toast (PRG, works without JavaScript). The composer's multipart post is read here; a
// card's small forms go to card-actions, comment-actions and thanks-pages by their intent. The composer
// is parsed with its schema (composerFormSchema, ADR 0024); its refusal is conform's reply, from which the
// composer is rendered again with what was typed (status 400); any other refusal comes back as a toast.
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import type { SignedIn } from "~/platform/actor";
import { readForm } from "~/platform/body-limit.server";
import { replyWithDomainError } from "~/platform/form-reply";
import { parseWithSchema } from "~/shared/forms/parse.server";
import { common } from "~/shared/messages";
import { appPathname, createOnce, pageOnly, redirectWithToast, requireSignedIn } from "~/platform/remix.server";
import { feedPageToasts as toasts } from "../messages.server";
import { canPublishNews } from "../policy";
import { composerFormSchema } from "../schema";
import { anchorOf, backOf, cardAct, isCardIntent } from "./card-actions.server";
import { commentAct, isCommentIntent } from "./comment-actions.server";
import { composerHtml } from "./page-html.server";
import { postPath } from "../ui/post-card";
import { formActionOf, groupIdOfPath } from "./page-views.server";
import { deleteThanksForm } from "./thanks-pages.server";
import { composerPost, composerValuesOf, groupArticleOptions, readComposer, type ComposerPost } from "./page-forms.server";

type Args = { request: Request; context: AppLoadContext };

/** The composer (its page) after a refusal, rendered from the reply: the same form, the same token, what was typed. */
export type ComposerReply = { composer: ReturnType<typeof pageOnly<string>> };

/**
 * The create composer posted to a feed page: publish, publish later, or offer; on a group's page
 * (`groupId`, the page's address), publish in the group (its members; the service refuses others).
 * Parsed with the composer's schema; a refusal is conform's reply, the composer rendered again from it.
 */
async function create(
  context: AppLoadContext,
  actor: SignedIn,
  { form, uploadErrors }: ComposerPost,
  action: string,
  groupId: number | null,
) {
  const back = backOf(form);
  const editor = groupId !== null || canPublishNews(actor);
  const submission = parseWithSchema(form, composerFormSchema);
  const posted = composerPost(submission, uploadErrors);
  let reply: SubmissionResult<string[]>;
  if ("reply" in posted) reply = posted.reply;
  else {
    // The group the page's address names, never one the form does.
    const input = { ...posted.input, groupId };
    try {
      return await createOnce(context, actor, form, async () => {
        const { feed } = context.services;
        if (!editor) {
          const { createPollRequest: _poll, plannedPublishDate: _date, articleId: _article, ...offer } = input;
          const post = await feed.offer(actor, offer);
          return { path: anchorOf(back, post.id), toast: { type: "success", text: toasts.offered } };
        }
        const post = input.plannedPublishDate ? await feed.createDelayed(actor, input) : await feed.create(actor, input);
        return {
          path: anchorOf(back, post.id),
          toast: { type: "success", text: input.plannedPublishDate ? toasts.deferred : toasts.published },
        };
      });
    } catch (error) {
      reply = replyWithDomainError(submission, error);
    }
  }
  const token = form.get("formToken");
  const html = composerHtml({
    base: context.basePath,
    action,
    back,
    mode: "create",
    canPublish: editor,
    withPlanned: editor && groupId === null,
    withArticle: groupId === null,
    ...(groupId === null ? {} : { groupArticles: await groupArticleOptions(context, actor, groupId) }),
    groupId,
    formToken: typeof token === "string" ? token : undefined,
    values: await composerValuesOf(context, reply),
    reply,
  });
  return data<ComposerReply>({ composer: pageOnly(context, "composer", html) }, { status: 400 });
}

/** The card forms' intents a page answers besides the composer's: the cards', the comments', a thanks' delete. */
function smallAct(context: AppLoadContext, actor: SignedIn, form: FormData, pathname: string) {
  const intent = form.get("intent");
  if (isCardIntent(intent)) return cardAct(context, actor, form, String(intent));
  if (isCommentIntent(intent)) return commentAct(context, actor, form, pathname);
  if (intent === "thanks-delete") return deleteThanksForm(context, actor, form);
  return redirect(anchorOf(backOf(form), Number(form.get("postId")) || null));
}

const isMultipart = (request: Request) => (request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");

/**
 * The action of the feed pages and of a post's page. Only the composer posts multipart (its files), so
 * only a multipart body goes through the composer's reader, which stores files; every other form (a like,
 * a vote, a comment) is a small urlencoded body read as it is and handed to its intent's handler.
 */
export async function feedPageAction({ request, context }: Args) {
  const actor = requireSignedIn(request, context);
  const pathname = appPathname(request, context);
  const composer = (posted: ComposerPost) => create(context, actor, posted, formActionOf(pathname), groupIdOfPath(pathname));
  if (isMultipart(request)) {
    const posted = await readComposer(request, context, actor);
    // A file past its limit left no intent to read: it is the composer's, and goes back to it.
    if (posted.tooBig || posted.form.get("intent") === "create") return composer(posted);
    // A card's form never posts multipart (a hand-made post): it is not read as one.
    throw new Response(common.badRequest, { status: 400 });
  }
  const form = await readForm(request);
  // The composer without files (a hand-made or scripted post): the same create, nothing to store.
  if (form.get("intent") === "create") return composer({ form, tooBig: false, uploadErrors: {} });
  return smallAct(context, actor, form, pathname);
}

/** `/news/{id}/edit`: saves the post (or, planned date given, the deferred post); a refusal keeps the text. */
export async function editPageAction({ request, context, params }: Args & { params: Record<string, string | undefined> }) {
  const actor = requireSignedIn(request, context);
  const { form, uploadErrors } = await readComposer(request, context, actor);
  const { feed } = context.services;
  const id = params.idPost ?? "";
  const submission = parseWithSchema(form, composerFormSchema);
  // The post's page: under /news, or in its group for a group's post.
  let back = `/news/${id}`;
  let inGroup: number | null = null;
  let keptPoll: { id: number; question: string } | null = null;
  let keptArticle: { id: number; name: string } | null = null;
  const posted = composerPost(submission, uploadErrors);
  let reply: SubmissionResult<string[]>;
  try {
    const post = await feed.get(actor, { id });
    back = postPath(post);
    inGroup = post.groupId;
    keptPoll = post.poll ? { id: post.poll.id, question: post.poll.question } : null;
    keptArticle = post.article;
    if ("reply" in posted) reply = posted.reply;
    else {
      // The post the address names, never one the form does.
      const input = { ...posted.input, id };
      if (post.status === "DEFERRED" && input.plannedPublishDate) await feed.updateDelayed(actor, input);
      else await feed.update(actor, input);
      return await redirectWithToast(context, `${back}#post-${post.id}`, { type: "success", text: toasts.saved });
    }
  } catch (error) {
    reply = replyWithDomainError(submission, error);
  }
  const html = composerHtml({
    base: context.basePath,
    action: `/news/${id}/edit`,
    back,
    mode: "edit",
    canPublish: inGroup !== null || canPublishNews(actor),
    withArticle: inGroup === null,
    ...(inGroup === null ? {} : { groupArticles: await groupArticleOptions(context, actor, inGroup, keptArticle) }),
    withPlanned: form.has("plannedPublishDate"),
    version: Number(form.get("version")) || undefined,
    postId: Number(id) || undefined,
    values: await composerValuesOf(context, reply, keptPoll, inGroup === null ? keptArticle : null),
    reply,
  });
  return data<ComposerReply>({ composer: pageOnly(context, "composer", html) }, { status: 400 });
}

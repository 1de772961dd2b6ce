// A feed card's small forms (issue #12 points 6, 8; issue #31 point 5): like, vote, delete, restore, pin.
// Each is a urlencoded post of a few fields, read as such by the page's action and handed here by its
// intent; none of them ever goes through the composer's multipart reader. A success redirects back to
// the post's anchor with a toast (PRG, works without JavaScript); a refusal comes back as an error toast.
import type { AppLoadContext } from "@remix-run/node";
import type { SignedIn } from "~/platform/actor";
import { isDomainError } from "~/platform/errors";
import { redirectWithToast, safeNext } from "~/platform/remix.server";
import { feedPageToasts as toasts } from "../messages.server";

/** What a card form posts besides its intent: the page it came from, its post. */
export const backOf = (form: FormData, fallback = "/") => safeNext(form.get("back"), fallback).split("#")[0] ?? fallback;
export const anchorOf = (back: string, postId: number | null) => (postId ? `${back}#post-${postId}` : back);

type Toast = { type: "success"; text: string };
type CardAct = (context: AppLoadContext, actor: SignedIn, form: FormData) => Promise<Toast>;

/** Each intent reads only its own fields. */
const CARD_ACTS: Record<string, CardAct> = {
  like: async ({ services }, actor, form) => {
    const liked = await services.feed.like(actor, { postId: form.get("postId"), like: form.get("like") === "1" });
    return { type: "success", text: liked.hasLike ? toasts.liked : toasts.unliked };
  },
  vote: async ({ services }, actor, form) => {
    await services.feed.answerPoll(actor, { pollId: form.get("pollId"), numbers: form.getAll("numbers") });
    return { type: "success", text: toasts.voted };
  },
  delete: async ({ services }, actor, form) => {
    await services.feed.remove(actor, { id: form.get("postId") });
    return { type: "success", text: toasts.deleted };
  },
  restore: async ({ services }, actor, form) => {
    await services.feed.recover(actor, { id: form.get("postId") });
    return { type: "success", text: toasts.restored };
  },
  pin: async ({ services }, actor, form) => {
    const post = await services.feed.setFixed(actor, { id: form.get("postId") });
    return { type: "success", text: post.fixedFlag ? toasts.pinned : toasts.unpinned };
  },
};

export const isCardIntent = (intent: FormDataEntryValue | null) => typeof intent === "string" && Object.hasOwn(CARD_ACTS, intent);

/** A card form's post: its act, then back to the post with the act's toast, or the refusal's. */
export async function cardAct(context: AppLoadContext, actor: SignedIn, form: FormData, intent: string) {
  const back = anchorOf(backOf(form), Number(form.get("postId")) || null);
  try {
    return await redirectWithToast(context, back, await CARD_ACTS[intent]!(context, actor, form));
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return redirectWithToast(context, back, { type: "error", text: error.message });
  }
}

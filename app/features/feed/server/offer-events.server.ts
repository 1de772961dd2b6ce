// The author of an offered news item hears of the decision (issue #12 point 7): POST_OFFER_DECIDED,
// written in the decision's transaction, becomes a POST_OFFER notification here, after the commit (the
// outbox delivers it; a failure is retried there).
import type { Transaction } from "kysely";
import type { Database } from "~/platform/db/schema";
import type { EventConsumer } from "~/platform/events.server";
import type { NotificationTypeDef } from "~/platform/feature";
import { notify } from "~/features/notifications/index.server";
import { feedServerMessages as t } from "../messages.server";
import type { FeedDeps } from "./feed.server";
import { POST_OFFER_DECIDED } from "./moderation.server";

/** The notification type of decided offers (family POST: its link is the post's page). */
export const POST_OFFER_NOTIFICATION = "POST_OFFER";
export const offerNotificationTypes: Record<string, NotificationTypeDef> = {
  [POST_OFFER_NOTIFICATION]: { family: "POST", template: t.offerPublishedNotice, variants: { rejected: t.offerRejectedNotice } },
};
/** How much of an untitled post's text names it in a notification. */
const NAME_CHARS = 60;

interface OfferDecided {
  postId: number;
  authorId: number;
  accepted: boolean;
  reason: string | null;
}

async function notifyAuthor(now: () => Date, payload: unknown, trx: Transaction<Database>) {
  const event = payload as OfferDecided;
  const post = await trx.selectFrom("posts").select(["id", "title", "text"]).where("id", "=", event.postId).executeTakeFirst();
  if (!post) return;
  const name = post.title ?? (post.text.length > NAME_CHARS ? `${post.text.slice(0, NAME_CHARS).trimEnd()}…` : post.text || t.untitledPost);
  await notify(trx, {
    recipients: [event.authorId],
    type: POST_OFFER_NOTIFICATION,
    variables: [{ text: name, objectId: post.id }],
    ...(event.accepted ? {} : { variant: "rejected", inline: { reason: event.reason ?? "" } }),
    at: now().toISOString(),
  });
}

/** The feed's consumers of the events outbox (registered through its manifest). */
export function feedEventConsumers({ now }: Pick<FeedDeps, "now">): EventConsumer[] {
  return [{ name: "feed.notifyOfferDecided", types: [POST_OFFER_DECIDED], handle: (payload, trx) => notifyAuthor(now, payload, trx) }];
}

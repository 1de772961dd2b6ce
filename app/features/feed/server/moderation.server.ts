// Offered news (issue #12 point 7): a news editor publishes an offer under its author, or rejects it
// with a reason; either way its author is told (an event for the notifications). The decision is one
// UPDATE guarded by status = OFFERED: two editors deciding at once, one wins and the other is told.
// The offers list: news editors see every pending offer; others their own offers, pending or rejected.
import { sql } from "kysely";
import type { SignedIn } from "~/platform/actor";
import { forbidden, invalid, notFound } from "~/platform/errors";
import { writeEvent } from "~/platform/events.server";
import { feedServerMessages as t } from "../messages.server";
import { isNewsEditor } from "../policy";
import type { RejectInput } from "../schema";
import type { Post } from "../types";
import type { FeedDeps } from "./feed.server";
import { POST_PUBLISHED } from "./post-create.server";
import { getPost } from "./post-find.server";
import { writePostsChanged } from "./search-indexer.server";
import { postQuery, present } from "./post-rows.server";
import { recordAudit } from "~/platform/audit.server";

export const POST_OFFER_DECIDED = "POST_OFFER_DECIDED";
const OFFERS_PAGE = 50;

/** GET /posts/offers (ours): pending offers (editors) or the reader's own offers, newest first. */
export async function listOffers(feed: FeedDeps, actor: SignedIn, beforeId?: number): Promise<Post[]> {
  let query = postQuery(feed.db, actor).where("p.group_id", "is", null);
  query = isNewsEditor(actor)
    ? query.where("p.status", "=", "OFFERED")
    : query.where("p.status", "in", ["OFFERED", "REJECTED"]).where("p.author_id", "=", actor.userId);
  if (beforeId !== undefined) query = query.where("p.id", "<", beforeId);
  const rows = await query.where("p.is_delete", "=", 0).orderBy("p.id", "desc").limit(OFFERS_PAGE).execute();
  return present(feed, actor, rows);
}

async function decide(feed: FeedDeps, actor: SignedIn, id: number, accepted: boolean, reason: string | null): Promise<Post> {
  if (!isNewsEditor(actor)) throw forbidden(t.moderateForbidden);
  const offer = await feed.db
    .selectFrom("posts")
    .select(["id", "author_id", "status", "moderated_at", "is_delete"])
    .where("id", "=", id)
    .where("group_id", "is", null)
    .executeTakeFirst();
  // A post that never was an offer, or an offer its author deleted, is no offer to decide.
  if (!offer || offer.is_delete === 1 || (offer.status !== "OFFERED" && offer.moderated_at === null)) throw notFound(t.notAnOffer);
  const now = feed.now();
  await feed.db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable("posts")
      .set({
        status: accepted ? "PUBLISHED" : "REJECTED",
        reject_reason: reason,
        moderated_by: actor.userId,
        moderated_at: now.toISOString(),
        updated_at: now.toISOString(),
        version: sql`version + 1`,
        ...(accepted ? { publish_date: now.toISOString() } : {}),
      })
      .where("id", "=", id)
      .where("status", "=", "OFFERED")
      .returning("id")
      .executeTakeFirst();
    if (!changed) throw invalid(t.offerDecided);
    await recordAudit(trx, {
      actorId: actor.userId,
      action: accepted ? "POST_OFFER_PUBLISH" : "POST_OFFER_REJECT",
      entity: "POST",
      entityId: id,
      before: { status: "OFFERED" },
      after: { status: accepted ? "PUBLISHED" : "REJECTED", reason },
      at: now,
    });
    await writeEvent(trx, POST_OFFER_DECIDED, { postId: id, authorId: offer.author_id, accepted, reason }, now);
    if (accepted) await writeEvent(trx, POST_PUBLISHED, { postId: id }, now);
    // An accepted offer joins the portal search; a rejected one was never in it.
    if (accepted) await writePostsChanged(trx, [id], now);
  });
  return getPost(feed, actor, id);
}

/** POST /posts/offers/publish {id} (ours): the offer joins the feed under its author, dated now. */
export const publishOffer = (feed: FeedDeps, actor: SignedIn, id: number) => decide(feed, actor, id, true, null);

/** POST /posts/offers/reject {id, reason} (ours). */
export const rejectOffer = (feed: FeedDeps, actor: SignedIn, input: RejectInput) => decide(feed, actor, input.id, false, input.reason);

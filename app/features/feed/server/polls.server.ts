// Polls: GET /poll/get?id and POST /poll/answer {pollId, numbers} (answer idx from 0). A vote is final:
// the voter's row (poll, person) is inserted once with ON CONFLICT DO NOTHING, and only then are the
// chosen answers recorded and the counters moved, in the same transaction.
import { sql } from "kysely";
import type { SignedIn } from "~/platform/actor";
import { invalid, notFound } from "~/platform/errors";
import { feedServerMessages as t } from "../messages.server";
import type { PollAnswerInput } from "../schema";
import type { Poll } from "../types";
import type { FeedDeps } from "./feed.server";
import { pollsOf } from "./post-rows.server";
import { visiblePost } from "./visibility.server";

async function pollOfVisiblePost({ db }: FeedDeps, actor: SignedIn, pollId: number) {
  const row = await db
    .selectFrom("polls as pl")
    .innerJoin("posts as p", "p.id", "pl.post_id")
    .select(["pl.id", "pl.post_id", "pl.multiple", "p.status", "p.is_delete"])
    .select((eb) => eb.selectFrom("poll_answers").select(eb.fn.countAll<number>().as("n")).whereRef("poll_id", "=", "pl.id").as("answers"))
    .where("pl.id", "=", pollId)
    .where(visiblePost(actor))
    .executeTakeFirst();
  if (!row) throw notFound(t.pollNotFound);
  return row;
}

async function pollView(feed: FeedDeps, actor: SignedIn, postId: number): Promise<Poll> {
  const poll = (await pollsOf(feed.db, actor, [postId])).get(postId);
  if (!poll) throw notFound(t.pollNotFound);
  return poll;
}

/** GET /poll/get?id. */
export async function getPoll(feed: FeedDeps, actor: SignedIn, pollId: number): Promise<Poll> {
  const row = await pollOfVisiblePost(feed, actor, pollId);
  return pollView(feed, actor, row.post_id);
}

/** POST /poll/answer: one answer (several when the poll is multiple), once. */
export async function answerPoll(feed: FeedDeps, actor: SignedIn, input: PollAnswerInput): Promise<Poll> {
  const poll = await pollOfVisiblePost(feed, actor, input.pollId);
  if (poll.status !== "PUBLISHED" || poll.is_delete === 1) throw notFound(t.pollNotFound);
  const { numbers } = input;
  if (numbers.some((n) => n >= Number(poll.answers))) throw invalid(t.answerUnknown, { numbers: t.answerUnknown });
  if (numbers.length === 0) throw invalid(poll.multiple ? t.chooseAnswers : t.chooseOne, { numbers: t.chooseOne });
  if (!poll.multiple && numbers.length !== 1) throw invalid(t.chooseOne, { numbers: t.chooseOne });
  const now = feed.now().toISOString();
  await feed.db.transaction().execute(async (trx) => {
    const voter = await trx
      .insertInto("poll_voters")
      .values({ poll_id: poll.id, user_id: actor.userId, created_at: now })
      .onConflict((oc) => oc.columns(["poll_id", "user_id"]).doNothing())
      .returning("user_id")
      .executeTakeFirst();
    if (!voter) throw invalid(t.alreadyVoted);
    await trx
      .insertInto("poll_votes")
      .values(numbers.map((idx) => ({ poll_id: poll.id, user_id: actor.userId, idx, created_at: now })))
      .execute();
    await trx
      .updateTable("poll_answers")
      .set({ quantity: sql`quantity + 1` })
      .where("poll_id", "=", poll.id)
      .where("idx", "in", numbers)
      .execute();
    await trx
      .updateTable("polls")
      .set({ total_count: sql`total_count + 1` })
      .where("id", "=", poll.id)
      .execute();
  });
  return pollView(feed, actor, poll.post_id);
}

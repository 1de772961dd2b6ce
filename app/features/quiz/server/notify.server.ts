// QUIZ_PUBLISHED → a notification to every active person (a quiz is for everyone), after the commit; it links
// to the quiz (the family QUIZ in the manifest).
import type { Transaction } from "kysely";
import type { Database } from "~/platform/db/schema";
import type { Deps } from "~/platform/deps.server";
import type { EventConsumer } from "~/platform/events.server";
import { notify } from "~/features/notifications/index.server";
import { QUIZ_PUBLISHED, type QuizPublishedEvent } from "./events";

async function notifyPublished(now: () => Date, payload: unknown, trx: Transaction<Database>) {
  const event = payload as QuizPublishedEvent;
  const quiz = await trx
    .selectFrom("quiz_quizzes")
    .where("id", "=", event.quizId)
    .select(["id", "title", "published_at"])
    .executeTakeFirst();
  if (!quiz?.published_at) return;
  const people = await trx.selectFrom("users").where("blocked", "=", 0).select("id").orderBy("id").execute();
  await notify(trx, {
    recipients: people.map((p) => p.id),
    type: QUIZ_PUBLISHED,
    variables: [{ text: quiz.title, objectId: quiz.id }],
    at: now().toISOString(),
  });
}

export function quizConsumers({ now }: Pick<Deps, "now">): EventConsumer[] {
  return [{ name: "quiz.notifyPublished", types: [QUIZ_PUBLISHED], handle: (payload, trx) => notifyPublished(now, payload, trx) }];
}

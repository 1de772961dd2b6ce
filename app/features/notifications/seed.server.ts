// Demo notifications for an empty database (issue #13 point 10). Runs after the guide's and the feed's
// seeds (the registry lists notifications after them) so the demo employee's notifications name real
// articles, posts and comments (found by the guide's and the feed's functions), and go through notify() as the producers' would: every demo account with
// a password is welcomed (the newest of its notifications); the demo employee (9000000003) gets 45 or so over the last 30 days, the latest
// 10 unread, among them one group: three updates of one guide article (the guide groups updates of an
// article while unread). The feed's demo already thanks each demo account for real.
// Every list orders by id (ids follow time wherever a notification is written at its moment, ADR 0019), but
// this seed back-dates its history and runs after the seeds that notify at their own times (claims,
// vacancies, groups, thanks): so the demo's notifications are written again at the end, oldest first.
import type { Kysely } from "kysely";
import type { Database } from "~/platform/db/schema";
import type { SeedContext } from "~/platform/feature";
import { notify, type NotifyInput } from "./server/engine.server";

/** A comment the demo employee is mentioned in, with its post's title and its author. */
export interface DemoComment {
  id: number;
  postId: number;
  postTitle: string | null;
  authorId: number;
  authorName: string;
  authorSurname: string;
  authorAvatarPath: string | null;
}

/**
 * Where the demo finds the objects its notifications name, from the features whose objects they are. Those
 * import notify(), so this feature cannot import them: the composition root passes their functions.
 */
export interface DemoNotificationSources {
  /** The feed's comments on published posts written by others than `authorId`, oldest first, at most `limit`. */
  publishedCommentsNotBy(db: Kysely<Database>, authorId: number, limit: number): Promise<DemoComment[]>;
  /** The guide's published articles, oldest first, at most `limit`. */
  publishedArticles(db: Kysely<Database>, limit: number): Promise<{ id: number; name: string }[]>;
}

export const DEMO_EMPLOYEE_PHONE = "9000000003";
const DAY = 24 * 3600_000;
const MENTIONS = 25;
const ARTICLES = 17;
const UNREAD = 10;

export async function seedNotifications({ deps: { db, now }, demoUserId }: SeedContext, sources: DemoNotificationSources): Promise<void> {
  const at = now();
  const send = (input: NotifyInput) => db.transaction().execute((trx) => notify(trx, input));
  // The welcome comes last, at "now", so it tops every demo account's list (the journeys look for it).
  const welcome = async () => {
    const demoUsers = await db.selectFrom("users").select("id").where("password_hash", "is not", null).orderBy("id").execute();
    await send({ recipients: demoUsers.map((u) => u.id), type: "SYSTEM_WELCOME", variables: [], at: at.toISOString() });
  };
  const me = await demoUserId(DEMO_EMPLOYEE_PHONE).catch(() => null);
  if (me === null) return welcome();
  const comments = await sources.publishedCommentsNotBy(db, me, MENTIONS);
  const articles = await sources.publishedArticles(db, ARTICLES);

  const events: Omit<NotifyInput, "at">[] = [
    ...comments.map((c) => ({
      recipients: [me],
      type: "POST_COMMENT_MENTION",
      variables: [
        { text: `${c.authorName} ${c.authorSurname}`.trim(), objectId: c.authorId, avatarFilePath: c.authorAvatarPath },
        { text: `\u00ab${c.postTitle ?? ""}\u00bb`, objectId: c.postId },
        { text: "", objectId: c.id },
      ],
    })),
    ...articles.map((a, i) => ({
      recipients: [me],
      type: "WIKI_GUIDE",
      variables: [{ text: a.name, objectId: a.id }],
      ...(i % 3 === 0 ? { variant: "update", groupKey: `article:${a.id}` } : {}),
    })),
  ];
  // Mixed, oldest first over 30 days (ids follow time, as the list orders by id).
  const mixed = events.map((e, i) => ({ e, k: (i * 7) % events.length })).sort((a, b) => a.k - b.k);
  const step = (30 * DAY) / (mixed.length + 3);
  let when = at.getTime() - 30 * DAY;
  for (const { e } of mixed) {
    await send({ ...e, at: new Date((when += step)).toISOString() });
  }
  // The group: the latest article updated three times while unread.
  const grouped = articles.at(-1);
  if (grouped) {
    for (let n = 0; n < 3; n++) {
      await send({
        recipients: [me],
        type: "WIKI_GUIDE",
        variant: "update",
        groupKey: `article:${grouped.id}`,
        variables: [{ text: grouped.name, objectId: grouped.id }],
        at: new Date((when += step)).toISOString(),
      });
    }
  }
  await welcome();
  await rewriteOldestFirst(db);
  const unread = (
    await db.selectFrom("notifications").select("id").where("user_id", "=", me).orderBy("id", "desc").limit(UNREAD).execute()
  ).map((r) => r.id);
  await db.updateTable("notifications").set({ showed: 1 }).where("user_id", "=", me).where("id", "not in", unread).execute();
}

/** Writes every notification again in the order of its time (ties: as written), so its id follows its time. */
async function rewriteOldestFirst(db: SeedContext["deps"]["db"]): Promise<void> {
  const rows = await db
    .selectFrom("notifications")
    .select(["user_id", "type", "text", "variables", "object_id", "claim_status", "showed", "create_date", "group_key", "group_count"])
    .orderBy("create_date")
    .orderBy("id")
    .execute();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("notifications").execute();
    // Nothing refers to a notification's id yet: the demo has no push devices, whose events would.
    for (let i = 0; i < rows.length; i += 100)
      await trx
        .insertInto("notifications")
        .values(rows.slice(i, i + 100))
        .execute();
  });
}

// Thanks between colleagues (ours, issue #12 point 11): anyone thanks an active colleague (1–1000
// characters, never oneself), the recipient is notified through the events outbox; the giver or a news
// editor deletes it (soft: it is gone for everyone, the row stays). Lists are newest first by keyset
// (an opaque cursor of the last id; a malformed one gives the first page), in one statement whatever
// their length.
import { idCursor, idOfCursor } from "~/platform/cursor.server";
import type { Kysely } from "kysely";
import type { SignedIn } from "~/platform/actor";
import type { Database } from "~/platform/db/schema";
import { forbidden, invalid, notFound } from "~/platform/errors";
import { writeEvent } from "~/platform/events.server";
import { feedTalkMessages as t } from "../messages.server";
import { canDeleteThanks } from "../policy";
import type { ThanksCreateInput, ThanksListInput } from "../schema-talk";
import type { Thanks, ThanksPage } from "../types-talk";
import { deliverTalkEvents, THANKS_CREATED, type ThanksCreatedEvent } from "./talk-events.server";
import type { TalkDeps } from "./talk.server";
import { personRef } from "./people.server";

function thanksQuery(db: Kysely<Database>) {
  return db
    .selectFrom("thanks as t")
    .innerJoin("users as f", "f.id", "t.from_user_id")
    .innerJoin("users as r", "r.id", "t.to_user_id")
    .select([
      "t.id",
      "t.text",
      "t.created_at",
      "t.from_user_id",
      "f.name as from_name",
      "f.surname as from_surname",
      "f.avatar_path as from_avatar",
      "t.to_user_id",
      "r.name as to_name",
      "r.surname as to_surname",
      "r.avatar_path as to_avatar",
    ])
    .where("t.is_delete", "=", 0);
}

type ThanksRow = Awaited<ReturnType<ReturnType<typeof thanksQuery>["execute"]>>[number];

const present = (actor: SignedIn, r: ThanksRow): Thanks => ({
  id: r.id,
  from: personRef(r.from_user_id, r.from_name, r.from_surname, r.from_avatar),
  to: personRef(r.to_user_id, r.to_name, r.to_surname, r.to_avatar),
  text: r.text,
  createDate: r.created_at,
  canDelete: canDeleteThanks(actor, { fromUserId: r.from_user_id }),
});

/** GET /thanks/list {userId, cursor, limit}: thanks userId received (without it: all), newest first. */
export async function listThanks({ db }: TalkDeps, actor: SignedIn, input: ThanksListInput): Promise<ThanksPage> {
  let query = thanksQuery(db);
  if (input.userId !== undefined) {
    // An unknown person is refused: an empty list would hide a wrong id.
    const exists = await db.selectFrom("users").select("id").where("id", "=", input.userId).executeTakeFirst();
    if (!exists) throw notFound(t.userNotFound);
    query = query.where("t.to_user_id", "=", input.userId);
  }
  const before = idOfCursor(input.cursor);
  if (before !== null) query = query.where("t.id", "<", before);
  const rows = await query
    .orderBy("t.id", "desc")
    .limit(input.limit + 1)
    .execute();
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return {
    content: page.map((r) => present(actor, r)),
    nextCursor: rows.length > input.limit && last ? idCursor(last.id) : null,
  };
}

/** Where the feed's thanks stream stands: after the thanks of this date and id (newest first). */
export interface ThanksPosition {
  date: string;
  id: number;
}

/** The feed's thanks (ours, its pages): the next `limit` after `after`, newest first, in one statement. */
export async function thanksForFeed({ db }: TalkDeps, actor: SignedIn, after: ThanksPosition | null, limit: number): Promise<Thanks[]> {
  let query = thanksQuery(db);
  if (after) {
    query = query.where((eb) =>
      eb.or([eb("t.created_at", "<", after.date), eb.and([eb("t.created_at", "=", after.date), eb("t.id", "<", after.id)])]),
    );
  }
  const rows = await query.orderBy("t.created_at", "desc").orderBy("t.id", "desc").limit(limit).execute();
  return rows.map((r) => present(actor, r));
}

/** GET /thanks/get?id. */
export async function getThanks({ db }: TalkDeps, actor: SignedIn, id: number): Promise<Thanks> {
  const row = await thanksQuery(db).where("t.id", "=", id).executeTakeFirst();
  if (!row) throw notFound(t.thanksNotFound);
  return present(actor, row);
}

/** POST /thanks/create {userId, text}. */
export async function createThanks(deps: TalkDeps, actor: SignedIn, input: ThanksCreateInput): Promise<Thanks> {
  if (input.userId === actor.userId) throw invalid(t.thanksSelf, { userId: t.thanksSelf });
  const to = await deps.db.selectFrom("users").select("id").where("id", "=", input.userId).where("blocked", "=", 0).executeTakeFirst();
  if (!to) throw notFound(t.userNotFound);
  const now = deps.now();
  const id = await deps.db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto("thanks")
      .values({ from_user_id: actor.userId, to_user_id: input.userId, text: input.text, created_at: now.toISOString() })
      .returning("id")
      .executeTakeFirstOrThrow();
    const event: ThanksCreatedEvent = { thanksId: id, fromUserId: actor.userId, toUserId: input.userId };
    await writeEvent(trx, THANKS_CREATED, event, now);
    return id;
  });
  await deliverTalkEvents(deps.db, deps.now);
  return getThanks(deps, actor, id);
}

/** POST /thanks/delete {id}: the giver or a news editor. */
export async function deleteThanks(deps: TalkDeps, actor: SignedIn, id: number): Promise<null> {
  const row = await deps.db
    .selectFrom("thanks")
    .select(["id", "from_user_id"])
    .where("id", "=", id)
    .where("is_delete", "=", 0)
    .executeTakeFirst();
  if (!row) throw notFound(t.thanksNotFound);
  if (!canDeleteThanks(actor, { fromUserId: row.from_user_id })) throw forbidden(t.thanksDeleteForbidden);
  await deps.db.updateTable("thanks").set({ is_delete: 1 }).where("id", "=", id).execute();
  return null;
}

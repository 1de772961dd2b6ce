// Awards: a kind granted to a person by an editor (with an optional comment and day) or by a rule
// (rules.server.ts), revoked by an editor; a person's awards for the profile and one award's page. Each award
// made writes ACHIEVEMENT_GRANTED in its transaction; the consumer tells the holder (notification
// ACHIEVEMENT_NEW, family ACHIEVEMENT, leading to /user/{me}/achievement/{awardId}).
import type { Transaction } from "kysely";
import type { Actor } from "~/platform/actor";
import type { Database } from "~/platform/db/schema";
import type { Deps } from "~/platform/deps.server";
import { conflict, notFound } from "~/platform/errors";
import { writeEvent, type EventConsumer } from "~/platform/events.server";
import { requireUser } from "~/platform/require-user";
import { notify } from "~/features/notifications/index.server";
import { messages as t } from "../messages";
import { serverMessages as r } from "../messages.server";
import type { GrantInput } from "../schema";
import { moscowDay } from "~/shared/dates";
import { ACHIEVEMENT_GRANTED, ACHIEVEMENT_NEW, type AchievementGranted } from "./events";
import { requireEditor } from "./kinds.server";
import { awardRows, presentAward, type AchievementAward, type Db } from "./views.server";

/** The most awards a person's list shows (a career holds a few dozen). */
export const PERSON_MAX = 200;

export function createAwards({ db, now }: Deps) {
  async function awardById(id: number): Promise<AchievementAward> {
    const row = await awardRows(db).where("a.id", "=", id).executeTakeFirst();
    if (!row) throw notFound(t.awardNotFound);
    return presentAward(row);
  }

  return {
    /** Grants a kind (not archived) to an active person, once: a second grant of it is refused. */
    async grant(actor: Actor, input: GrantInput): Promise<AchievementAward> {
      const user = requireEditor(actor);
      const at = now();
      const id = await db.transaction().execute(async (trx) => {
        const kind = await trx.selectFrom("achievement_kinds").select("archived").where("id", "=", input.kindId).executeTakeFirst();
        if (!kind) throw notFound(t.kindNotFound, { kindId: t.kindNotFound });
        if (kind.archived === 1) throw conflict(r.archivedKind);
        const person = await trx
          .selectFrom("users")
          .select("id")
          .where("id", "=", input.userId)
          .where("blocked", "=", 0)
          .executeTakeFirst();
        if (!person) throw notFound(t.personInvalid, { userId: t.personInvalid });
        const row = await trx
          .insertInto("achievement_awards")
          .values({
            kind_id: input.kindId,
            user_id: input.userId,
            awarded_on: input.awardedOn ?? moscowDay(at),
            granted_by: user.userId,
            by_rule: 0,
            comment: input.comment === "" ? null : input.comment,
            created_at: at.toISOString(),
          })
          .onConflict((oc) => oc.columns(["kind_id", "user_id"]).doNothing())
          .returning("id")
          .executeTakeFirst();
        if (!row) throw conflict(r.alreadyHeld);
        const event: AchievementGranted = { ids: [row.id] };
        await writeEvent(trx, ACHIEVEMENT_GRANTED, event, at);
        return row.id;
      });
      return awardById(id);
    },

    /** Takes an award back (a mistaken grant): the holder no longer has it. */
    async revoke(actor: Actor, id: number): Promise<{ id: number }> {
      requireEditor(actor);
      const gone = await db.deleteFrom("achievement_awards").where("id", "=", id).executeTakeFirst();
      if (Number(gone.numDeletedRows) === 0) throw notFound(t.awardNotFound);
      return { id };
    },

    /** One award of a person (the page /user/{userId}/achievement/{id}); another person's id is not found. */
    async award(actor: Actor, { userId, id }: { userId: number; id: number }): Promise<AchievementAward> {
      requireUser(actor);
      const award = await awardById(id);
      if (award.user.id !== userId) throw notFound(t.awardNotFound);
      return award;
    },

    /** An award by its id alone: a notification's link names the reader, the page sends on to the holder's. */
    async awardOwner(actor: Actor, id: number): Promise<number | null> {
      requireUser(actor);
      const row = await db.selectFrom("achievement_awards").select("user_id").where("id", "=", id).executeTakeFirst();
      return row?.user_id ?? null;
    },

    /** A person's awards, newest first (by day, then award): one statement. */
    async ofPerson(actor: Actor, userId: number): Promise<AchievementAward[]> {
      requireUser(actor);
      const person = await db.selectFrom("users").select("id").where("id", "=", userId).executeTakeFirst();
      if (!person) throw notFound(t.personInvalid);
      return awardsOfPerson(db, userId);
    },

    /** The outbox consumer: each new award's holder is told. */
    consumers(): EventConsumer[] {
      return [
        {
          name: "achievements.notify",
          types: [ACHIEVEMENT_GRANTED],
          handle: (payload, trx) => notifyHolders(trx, payload as AchievementGranted, now()),
        },
      ];
    },
  };
}

async function notifyHolders(trx: Transaction<Database>, { ids }: AchievementGranted, at: Date): Promise<void> {
  if (!Array.isArray(ids) || ids.length === 0) return;
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await trx
      .selectFrom("achievement_awards as a")
      .innerJoin("achievement_kinds as k", "k.id", "a.kind_id")
      .select(["a.id", "a.user_id", "k.title"])
      .where("a.id", "in", ids.slice(i, i + 500))
      .execute();
    for (const award of rows) {
      await notify(trx, {
        recipients: [award.user_id],
        type: ACHIEVEMENT_NEW,
        variables: [{ text: award.title, objectId: award.id }],
        at: at.toISOString(),
      });
    }
  }
}

/** A person's awards, newest first (by day, then award), PERSON_MAX at most: one statement (the profile reads it too). */
export async function awardsOfPerson(db: Db, userId: number): Promise<AchievementAward[]> {
  const rows = await awardRows(db)
    .where("a.user_id", "=", userId)
    .orderBy("a.awarded_on", "desc")
    .orderBy("a.id", "desc")
    .limit(PERSON_MAX)
    .execute();
  return rows.map(presentAward);
}

export type Awards = ReturnType<typeof createAwards>;

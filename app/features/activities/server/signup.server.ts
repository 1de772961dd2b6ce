// Signing up and withdrawing, the organiser's removal of a person, and the lists of people: the public one of
// participants (/activities/{id}/users) and the organiser's, participants then the waiting list, with its CSV.
// Every list is a keyset page by the sign-up's id: one statement whatever the page or the activity's size.
import { sql } from "kysely";
import type { Actor } from "~/platform/actor";
import type { Deps } from "~/platform/deps.server";
import { conflict, invalid, notFound } from "~/platform/errors";
import { idCursor, idOfCursor } from "~/platform/cursor.server";
import { requireUser } from "~/platform/require-user";
import { moscowTime } from "../ui/dates";
import { activitiesNames, serverMessages as r } from "../messages.server";
import { requireManaged } from "./activities.server";
import { GOING, personColumns, presentPerson, WAITING, type ActivityPerson, type Db, type MyStatus, type Page } from "./model";
import { fillPlaces, freePlace, takePlace, waitingPosition } from "./places.server";

/** People a list page shows. */
export const PEOPLE_PAGE = 50;
/** Rows the CSV reads per statement. */
const CSV_BATCH = 1000;

export type JoinResult = { status: "going" } | { status: "waiting"; position: number };

async function activityOf(db: Db, id: number) {
  const row = await db
    .selectFrom("activities")
    .select(["id", "starts_at", "signup_until", "cancelled"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw notFound(r.notFound);
  return row;
}

/** Takes a person out (withdrawal or removal): her place goes to the first of the waiting list. */
async function dropMember(trx: Db, activityId: number, userId: number, at: Date): Promise<"going" | "waiting" | null> {
  const gone = await trx
    .deleteFrom("activity_members")
    .where("activity_id", "=", activityId)
    .where("user_id", "=", userId)
    .returning("status")
    .executeTakeFirst();
  if (!gone) return null;
  if (gone.status === GOING) {
    await freePlace(trx, activityId);
    await fillPlaces(trx, activityId, at);
    return "going";
  }
  return "waiting";
}

/** The organiser's keyset: participants ("going") before the waiting list, each in sign-up order. */
const statusCursor = (status: string, id: number) => Buffer.from(`${status === GOING ? "g" : "w"}${id}`).toString("base64url");
function ofStatusCursor(value: string | null): { status: string; id: number } | null {
  if (!value || value.length > 20) return null;
  const m = /^([gw])(\d{1,15})$/.exec(Buffer.from(value, "base64url").toString("latin1"));
  return m ? { status: m[1] === "g" ? GOING : WAITING, id: Number(m[2]) } : null;
}

function peopleQuery(db: Db, activityId: number) {
  return db
    .selectFrom("activity_members as m")
    .innerJoin("users as u", "u.id", "m.user_id")
    .select(personColumns)
    .where("m.activity_id", "=", activityId);
}

type PersonRow = Awaited<ReturnType<ReturnType<typeof peopleQuery>["execute"]>>[number];

function paged(rows: PersonRow[], pageSize: number, cursorOf: (last: PersonRow) => string): Page<ActivityPerson> {
  const shown = rows.slice(0, pageSize);
  const last = shown.at(-1);
  return { items: shown.map(presentPerson), nextCursor: rows.length > pageSize && last ? cursorOf(last) : null };
}

export function createSignups({ db, now }: Deps) {
  return {
    /**
     * Signs the reader up: a place if one is free, else the waiting list (not an error: the result says her
     * number). Refused by name for a cancelled or started activity and after the sign-up's end.
     */
    async join(actor: Actor, id: number): Promise<JoinResult> {
      const user = requireUser(actor);
      const at = now();
      return db.transaction().execute(async (trx) => {
        const a = await activityOf(trx, id);
        if (a.cancelled === 1) throw conflict(r.cancelled);
        if (a.starts_at <= at.toISOString()) throw conflict(r.past);
        if (a.signup_until !== null && a.signup_until <= at.toISOString()) throw conflict(r.deadline(moscowTime(a.signup_until)));
        const member = await trx
          .insertInto("activity_members")
          .values({ activity_id: id, user_id: user.userId, status: WAITING, created_at: at.toISOString() })
          .onConflict((oc) => oc.columns(["activity_id", "user_id"]).doNothing())
          .returning("id")
          .executeTakeFirst();
        if (!member) {
          const mine = await trx
            .selectFrom("activity_members")
            .select(["id", "status"])
            .where("activity_id", "=", id)
            .where("user_id", "=", user.userId)
            .executeTakeFirstOrThrow();
          if (mine.status === GOING) throw conflict(r.alreadyGoing);
          throw conflict(r.alreadyWaiting(await waitingPosition(trx, id, mine.id)));
        }
        // Someone already waiting is ahead: a place freed is theirs (fillPlaces), never taken past them.
        const ahead = await trx
          .selectFrom("activity_members")
          .select("id")
          .where("activity_id", "=", id)
          .where("status", "=", WAITING)
          .where("id", "<", member.id)
          .limit(1)
          .executeTakeFirst();
        if (!ahead && (await takePlace(trx, id))) {
          await trx.updateTable("activity_members").set({ status: GOING }).where("id", "=", member.id).execute();
          return { status: "going" };
        }
        const after = await activityOf(trx, id);
        if (after.cancelled === 1) throw conflict(r.cancelled);
        return { status: "waiting", position: await waitingPosition(trx, id, member.id) };
      });
    },

    /** Withdraws the reader (a place or the waiting list); a place freed moves the waiting list up. */
    async leave(actor: Actor, id: number): Promise<{ was: "going" | "waiting" }> {
      const user = requireUser(actor);
      const at = now();
      return db.transaction().execute(async (trx) => {
        const a = await activityOf(trx, id);
        if (a.starts_at <= at.toISOString() && a.cancelled === 0) throw conflict(r.pastLeave);
        const was = await dropMember(trx, id, user.userId, at);
        if (!was) throw invalid(r.notSignedUp);
        return { was };
      });
    },

    /** The organiser takes a person out of the participants or the waiting list. */
    async remove(actor: Actor, id: number, userId: number): Promise<{ was: "going" | "waiting" }> {
      const at = now();
      return db.transaction().execute(async (trx) => {
        await requireManaged(trx, actor, id);
        const was = await dropMember(trx, id, userId, at);
        if (!was) throw notFound(r.personNotFound, { userId: r.personNotFound });
        return { was };
      });
    },

    /** The reader's status (the card reads it with the activity; the /api's join answer uses this). */
    async statusOf(actor: Actor, id: number): Promise<MyStatus> {
      const user = requireUser(actor);
      const mine = await db
        .selectFrom("activity_members")
        .select(["id", "status"])
        .where("activity_id", "=", id)
        .where("user_id", "=", user.userId)
        .executeTakeFirst();
      if (!mine) return null;
      return mine.status === GOING ? { status: "going" } : { status: "waiting", position: await waitingPosition(db, id, mine.id) };
    },

    /** Who is going (anyone signed in): the participants in the order they signed up. */
    async users(actor: Actor, id: number, after: string | null, pageSize = PEOPLE_PAGE): Promise<Page<ActivityPerson>> {
      requireUser(actor);
      await activityOf(db, id);
      const from = idOfCursor(after);
      let query = peopleQuery(db, id).where("m.status", "=", GOING);
      if (from !== null) query = query.where("m.id", ">", from);
      const rows = await query
        .orderBy("m.id")
        .limit(pageSize + 1)
        .execute();
      return paged(rows, pageSize, (last) => idCursor(last.memberId));
    },

    /** The organiser's list: the participants, then the waiting list, each in the order they signed up. */
    async participants(
      actor: Actor,
      id: number,
      after: string | null,
      pageSize = PEOPLE_PAGE,
    ): Promise<Page<ActivityPerson & { waitingNumber: number | null }>> {
      await requireManaged(db, actor, id);
      const from = ofStatusCursor(after);
      let query = peopleQuery(db, id);
      if (from) query = query.where(sql<boolean>`(m.status > ${from.status} or (m.status = ${from.status} and m.id > ${from.id}))`);
      const rows = await query
        .orderBy("m.status")
        .orderBy("m.id")
        .limit(pageSize + 1)
        .execute();
      const page = paged(rows, pageSize, (last) => statusCursor(last.status, last.memberId));
      // The waiting list's numbers go on from the pages before: one count, only when this page reaches the list.
      const firstWaiting = page.items.find((p) => p.status === "waiting");
      let next = firstWaiting ? await waitingPosition(db, id, firstWaiting.memberId) : 0;
      return { ...page, items: page.items.map((p) => ({ ...p, waitingNumber: p.status === "waiting" ? next++ : null })) };
    },

    /** The CSV's rows, a batch at a time: participants, then the waiting list in its order. */
    async *csvRows(actor: Actor, id: number): AsyncGenerator<(string | number | null)[][]> {
      await requireManaged(db, actor, id);
      for (const status of [GOING, WAITING] as const) {
        for (let after = 0; ;) {
          const rows = await db
            .selectFrom("activity_members as m")
            .innerJoin("users as u", "u.id", "m.user_id")
            .select(["m.id", "u.surname", "u.name", "u.middlename", "u.phone", "m.created_at"])
            .where("m.activity_id", "=", id)
            .where("m.status", "=", status)
            .where("m.id", ">", after)
            .orderBy("m.id")
            .limit(CSV_BATCH)
            .execute();
          const label = status === GOING ? activitiesNames.csvGoing : activitiesNames.csvWaiting;
          if (rows.length > 0) yield rows.map((p) => [p.surname, p.name, p.middlename, p.phone, label, moscowTime(p.created_at)]);
          if (rows.length < CSV_BATCH) break;
          after = rows.at(-1)!.id;
        }
      }
    },
  };
}

export type Signups = ReturnType<typeof createSignups>;

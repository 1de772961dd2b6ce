// Активности's activities: create, edit, cancel (editors and administrators create; the organiser, editors and
// administrators edit and cancel), the card with the reader's own status, the list by keyset pages and the
// calendar's seam (eventsOf). Inputs are parsed at the edge (inputs.server.ts); the rules between fields are
// checked here and refused by field.
import { sql } from "kysely";
import type { Actor, SignedIn } from "~/platform/actor";
import type { Deps } from "~/platform/deps.server";
import { forbidden, invalid, notFound } from "~/platform/errors";
import { writeEvent, writeIdsEvent } from "~/platform/events.server";
import { requireUser } from "~/platform/require-user";
import { richHtmlToPlainText } from "~/shared/richtext/plain-text.server";
import { richTextForStorage } from "~/shared/richtext/stored.server";
import { canEditActivities, canManageActivity } from "../policy";
import { serverMessages as r } from "../messages.server";
import type { ActivityFilter, ActivityInput } from "../schema";
import { ACTIVITIES_CHANGED, ACTIVITY_NOTICE, type ActivityNotice } from "./events";
import { activityColumns, presentItem, WAITING, type ActivityCard, type ActivityItem, type Db, type Page } from "./model";
import { fillPlaces, waitingPosition } from "./places.server";

/** Activities a list page shows. */
export const LIST_PAGE = 20;

export function requireCreator(actor: Actor): SignedIn {
  const user = requireUser(actor);
  if (!canEditActivities(user)) throw forbidden(r.forbidden);
  return user;
}

/** The activity's organiser, or not found; refused unless the actor may manage it. */
export async function requireManaged(db: Db, actor: Actor, id: number): Promise<{ id: number; title: string }> {
  const user = requireUser(actor);
  const row = await db.selectFrom("activities").select(["id", "title", "created_by"]).where("id", "=", id).executeTakeFirst();
  if (!row) throw notFound(r.notFound);
  if (!canManageActivity(user, row.created_by)) throw forbidden(r.notOrganiser);
  return row;
}

/** The rules between fields: the end after the start, the sign-up's end not after the start, a place or a link. */
function checked(input: ActivityInput) {
  const { startsAt, endsAt } = input;
  if (startsAt === null || endsAt === null) throw invalid(r.endsBeforeStart);
  if (endsAt <= startsAt) throw invalid(r.endsBeforeStart, { endsAt: r.endsBeforeStart });
  if (input.signupUntil !== null && input.signupUntil > startsAt) throw invalid(r.signupAfterStart, { signupUntil: r.signupAfterStart });
  if (!input.place && !input.link) throw invalid(r.placeRequired, { place: r.placeRequired });
  return {
    title: input.title,
    description: richTextForStorage(input.description),
    starts_at: startsAt,
    ends_at: endsAt,
    place: input.place,
    link: input.link,
    seats: input.seats,
    signup_until: input.signupUntil,
  };
}

/** base64url of [startsAt, id]: the keyset of a list ordered by start. */
const encode = (startsAt: string, id: number) => Buffer.from(JSON.stringify([startsAt, id])).toString("base64url");
function decode(value: string | null | undefined): [string, number] | null {
  if (!value || value.length > 120) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, "base64url").toString("utf8"));
    return Array.isArray(parsed) && typeof parsed[0] === "string" && Number.isSafeInteger(parsed[1])
      ? [parsed[0], parsed[1] as number]
      : null;
  } catch {
    return null;
  }
}

export function createActivities({ db, now }: Deps) {
  return {
    async create(actor: Actor, input: ActivityInput): Promise<{ id: number }> {
      const user = requireCreator(actor);
      const values = checked(input);
      const at = now();
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto("activities")
          .values({ ...values, created_by: user.userId, created_at: at.toISOString(), updated_at: at.toISOString() })
          .returning("id")
          .executeTakeFirstOrThrow();
        await writeIdsEvent(trx, ACTIVITIES_CHANGED, [row.id], at);
        return { id: row.id };
      });
    },

    /**
     * Saves the organiser's edit. A new time or place tells everyone signed up; a raised limit moves the waiting
     * list up. A limit lowered under the participants keeps them all (no one loses a place given).
     */
    async update(actor: Actor, id: number, input: ActivityInput): Promise<{ id: number }> {
      const at = now();
      return db.transaction().execute(async (trx) => {
        await requireManaged(trx, actor, id);
        const values = checked(input);
        const before = await trx
          .selectFrom("activities")
          .select(["starts_at", "ends_at", "place", "link", "cancelled"])
          .where("id", "=", id)
          .executeTakeFirstOrThrow();
        if (before.cancelled === 1) throw invalid(r.alreadyCancelled);
        await trx
          .updateTable("activities")
          .set({ ...values, updated_at: at.toISOString() })
          .where("id", "=", id)
          .execute();
        const moved = before.starts_at !== values.starts_at || before.ends_at !== values.ends_at;
        if (moved || before.place !== values.place || before.link !== values.link) {
          const notice: ActivityNotice = { activityId: id, kind: "CHANGED" };
          await writeEvent(trx, ACTIVITY_NOTICE, notice, at);
        }
        // A later start is a new day before: the reminder is due again.
        if (moved) await trx.updateTable("activities").set({ reminded: 0 }).where("id", "=", id).execute();
        await fillPlaces(trx, id, at);
        await writeIdsEvent(trx, ACTIVITIES_CHANGED, [id], at);
        return { id };
      });
    },

    /** Cancels it: no more sign-ups; everyone signed up is told. */
    async cancel(actor: Actor, id: number): Promise<{ id: number }> {
      const at = now();
      return db.transaction().execute(async (trx) => {
        await requireManaged(trx, actor, id);
        const done = await trx
          .updateTable("activities")
          .set({ cancelled: 1, updated_at: at.toISOString() })
          .where("id", "=", id)
          .where("cancelled", "=", 0)
          .executeTakeFirst();
        if (Number(done.numUpdatedRows) === 0) throw invalid(r.alreadyCancelled);
        const notice: ActivityNotice = { activityId: id, kind: "CANCELLED" };
        await writeEvent(trx, ACTIVITY_NOTICE, notice, at);
        await writeIdsEvent(trx, ACTIVITIES_CHANGED, [id], at);
        return { id };
      });
    },

    /** The card: the activity, its organiser and the reader's status (her number in the waiting list). */
    async card(actor: Actor, id: number): Promise<ActivityCard> {
      const user = requireUser(actor);
      const row = await db
        .selectFrom("activities as a")
        .leftJoin("users as o", "o.id", "a.created_by")
        .leftJoin("activity_members as my", (j) => j.onRef("my.activity_id", "=", "a.id").on("my.user_id", "=", user.userId))
        .select([
          ...activityColumns,
          "a.description",
          "a.signup_until",
          "a.created_by",
          "o.name",
          "o.surname",
          "my.status as mine",
          "my.id as myId",
        ])
        .select((eb) =>
          eb
            .selectFrom("activity_members as w")
            .select((w) => w.fn.countAll<number>().as("n"))
            .whereRef("w.activity_id", "=", "a.id")
            .where("w.status", "=", WAITING)
            .as("waiting"),
        )
        .where("a.id", "=", id)
        .executeTakeFirst();
      if (!row) throw notFound(r.notFound);
      const item = presentItem(row);
      const at = now().toISOString();
      const past = row.starts_at <= at;
      const me =
        item.mine === "going"
          ? ({ status: "going" } as const)
          : item.mine === "waiting" && row.myId !== null
            ? ({ status: "waiting", position: await waitingPosition(db, id, row.myId) } as const)
            : null;
      return {
        ...item,
        description: row.description,
        signupUntil: row.signup_until,
        organiser:
          row.created_by !== null && row.name !== null && row.surname !== null
            ? { id: row.created_by, name: row.name, surname: row.surname }
            : null,
        past,
        signupOpen: !item.cancelled && !past && (row.signup_until === null || row.signup_until > at),
        me,
        canManage: canManageActivity(user, row.created_by),
        waiting: Number(row.waiting ?? 0),
      };
    },

    /** The form's values of an activity the actor manages (the description as the text typed). */
    async forEdit(actor: Actor, id: number) {
      await requireManaged(db, actor, id);
      const a = await db.selectFrom("activities").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      return {
        id: a.id,
        title: a.title,
        description: richHtmlToPlainText(a.description),
        startsAt: a.starts_at,
        endsAt: a.ends_at,
        place: a.place,
        link: a.link,
        seats: a.seats,
        signupUntil: a.signup_until,
        cancelled: a.cancelled === 1,
      };
    },

    /**
     * A page of the list: upcoming (not yet ended) from the soonest, past from the latest, or the reader's own
     * (going or waiting) from the latest start. One statement whatever the page or the table's size.
     */
    async list(actor: Actor, filter: ActivityFilter, after: string | null, pageSize = LIST_PAGE): Promise<Page<ActivityItem>> {
      const user = requireUser(actor);
      const at = now().toISOString();
      const cursor = decode(after);
      const ascending = filter === "upcoming";
      let query = db
        .selectFrom("activities as a")
        .leftJoin("activity_members as my", (j) => j.onRef("my.activity_id", "=", "a.id").on("my.user_id", "=", user.userId))
        .select([...activityColumns, "my.status as mine"]);
      if (filter === "upcoming") query = query.where("a.ends_at", ">", at);
      else if (filter === "past") query = query.where("a.ends_at", "<=", at);
      else query = query.where("my.user_id", "is not", null);
      if (cursor) {
        const [startsAt, id] = cursor;
        query = ascending
          ? query.where(sql<boolean>`(a.starts_at > ${startsAt} or (a.starts_at = ${startsAt} and a.id > ${id}))`)
          : query.where(sql<boolean>`(a.starts_at < ${startsAt} or (a.starts_at = ${startsAt} and a.id < ${id}))`);
      }
      const direction = ascending ? "asc" : "desc";
      const rows = await query
        .orderBy("a.starts_at", direction)
        .orderBy("a.id", direction)
        .limit(pageSize + 1)
        .execute();
      const shown = rows.slice(0, pageSize);
      const last = shown.at(-1);
      return { items: shown.map(presentItem), nextCursor: rows.length > pageSize && last ? encode(last.starts_at, last.id) : null };
    },

    /**
     * The calendar's seam (issue #35): the activities a person takes part in (a place, not the waiting list; not
     * cancelled) that overlap [fromIso, toIso), by start. One statement.
     */
    async eventsOf(userId: number, fromIso: string, toIso: string) {
      const rows = await db
        .selectFrom("activity_members as m")
        .innerJoin("activities as a", "a.id", "m.activity_id")
        .select(["a.id", "a.title", "a.starts_at", "a.ends_at", "a.place", "a.link"])
        .where("m.user_id", "=", userId)
        .where("m.status", "=", "going")
        .where("a.cancelled", "=", 0)
        .where("a.starts_at", "<", toIso)
        .where("a.ends_at", ">", fromIso)
        .orderBy("a.starts_at")
        .orderBy("a.id")
        .execute();
      return rows.map((a) => ({ id: a.id, title: a.title, startsAt: a.starts_at, endsAt: a.ends_at, place: a.place, link: a.link }));
    },
  };
}

export type ActivitiesCore = ReturnType<typeof createActivities>;

// The Maxi-club's gate passes: a person asks for a pass for a day (herself, up to MAX_GUESTS guests, maybe a
// car); the checkpoint's staff see the day's passes, approve or decline them and mark the arrival. Each step
// writes its outbox event in its transaction (server/events.ts); the manifest's consumer turns them into the
// CLUB_GATE notifications. A person sees only her own passes; the staff see every pass.
import type { Kysely } from "kysely";
import type { Actor, SignedIn } from "~/platform/actor";
import type { Database } from "~/platform/db/schema";
import type { Deps } from "~/platform/deps.server";
import { forbidden, invalid, notFound, unauthorized } from "~/platform/errors";
import { writeEvent } from "~/platform/events.server";
import { parseInput } from "~/platform/validate";
import { moscowDay, normalizeDate, shiftDay } from "~/shared/dates";
import { api as apiMessages } from "~/shared/messages.server";
import type { GatePassStatus } from "../tables";
import { canKeepGate } from "../policy";
import { gateMessages as g } from "../messages.server";
import { passRequestOf, passRequestSchema } from "../schema.server";
import { CLUB_GATE_DECIDED, CLUB_GATE_REQUESTED, type GateDecidedEvent, type GateRequestedEvent } from "./events";

/** A pass is asked for at most this many days ahead. */
export const MAX_DAYS_AHEAD = 60;
/** A page of the staff's day list and of a person's own passes (keyset: the next page starts after an id). */
export const PASS_PAGE = 50;

export interface GatePass {
  id: number;
  day: string;
  guests: string[];
  car: string | null;
  status: GatePassStatus;
  createdAt: string;
  person: { id: number; name: string; surname: string };
}

export interface PassPage {
  passes: GatePass[];
  /** The id the next page starts after; null: this is the last. */
  next: number | null;
}

function requireSignedIn(actor: Actor): SignedIn {
  if (actor.kind !== "user") throw unauthorized(apiMessages.unauthorized);
  return actor;
}

function requireStaff(actor: Actor): SignedIn {
  const me = requireSignedIn(actor);
  if (!canKeepGate(actor)) throw forbidden(g.notStaff);
  return me;
}

const guestsOf = (json: string): string[] => {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter((n): n is string => typeof n === "string") : [];
};

export function createGate({ db, now }: Deps) {
  const passes = (q: Kysely<Database> = db) =>
    q
      .selectFrom("club_gate_passes as p")
      .innerJoin("users as u", "u.id", "p.user_id")
      .select(["p.id", "p.visit_day", "p.guests", "p.car_number", "p.status", "p.created_at", "u.id as personId", "u.name", "u.surname"]);
  type Row = Awaited<ReturnType<ReturnType<typeof passes>["execute"]>>[number];
  const present = (r: Row): GatePass => ({
    id: r.id,
    day: r.visit_day,
    guests: guestsOf(r.guests),
    car: r.car_number,
    status: r.status,
    createdAt: r.created_at,
    person: { id: r.personId, name: r.name, surname: r.surname },
  });
  /** One page more than asked tells whether another follows: one query a page, whatever the table holds. */
  const paged = (rows: Row[]): PassPage => ({
    passes: rows.slice(0, PASS_PAGE).map(present),
    next: rows.length > PASS_PAGE ? (rows[PASS_PAGE - 1]?.id ?? null) : null,
  });

  /** Moves a pass from one status to the next (a status the staff decided), or refuses by name. */
  async function decide(actor: Actor, id: number, from: GatePassStatus, to: GatePassStatus, refusal: string): Promise<GatePass> {
    const me = requireStaff(actor);
    const at = now().toISOString();
    return db.transaction().execute(async (trx) => {
      const pass = await trx.selectFrom("club_gate_passes").select(["id", "status", "user_id"]).where("id", "=", id).executeTakeFirst();
      if (!pass) throw notFound(g.noPass);
      const changed = await trx
        .updateTable("club_gate_passes")
        .set(to === "ARRIVED" ? { status: to, arrived_at: at } : { status: to, decided_by: me.userId, decided_at: at })
        .where("id", "=", id)
        .where("status", "=", from)
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) === 0) throw invalid(refusal);
      if (to !== "ARRIVED") {
        const event: GateDecidedEvent = { passId: id, personId: pass.user_id, approved: to === "APPROVED" };
        await writeEvent(trx, CLUB_GATE_DECIDED, event, new Date(at));
      }
      return present(await passes(trx).where("p.id", "=", id).executeTakeFirstOrThrow());
    });
  }

  return {
    /** Today, as the gate keeps it (the staff's day list opens on it). */
    today: () => moscowDay(now()),

    /** Asks for a pass: a day from today to MAX_DAYS_AHEAD ahead, once a day; the staff are told (CLUB_GATE_NEW). */
    async request(actor: Actor, input: unknown): Promise<GatePass> {
      const me = requireSignedIn(actor);
      const { day, guests, car } = passRequestOf(parseInput(passRequestSchema, input));
      const today = moscowDay(now());
      if (day < today) throw invalid(g.pastDay, { day: g.pastDay });
      if (day > shiftDay(today, MAX_DAYS_AHEAD)) throw invalid(g.farDay(MAX_DAYS_AHEAD), { day: g.farDay(MAX_DAYS_AHEAD) });
      const at = now();
      const id = await db.transaction().execute(async (trx) => {
        const taken = await trx
          .selectFrom("club_gate_passes")
          .select("id")
          .where("user_id", "=", me.userId)
          .where("visit_day", "=", day)
          .where("status", "!=", "DECLINED")
          .executeTakeFirst();
        if (taken) throw invalid(g.alreadyRequested, { day: g.alreadyRequested });
        const row = await trx
          .insertInto("club_gate_passes")
          .values({
            user_id: me.userId,
            visit_day: day,
            guests: JSON.stringify(guests),
            car_number: car,
            status: "NEW",
            created_at: at.toISOString(),
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        const event: GateRequestedEvent = { passId: row.id, personId: me.userId };
        await writeEvent(trx, CLUB_GATE_REQUESTED, event, at);
        return row.id;
      });
      return present(await passes().where("p.id", "=", id).executeTakeFirstOrThrow());
    },

    /** The actor's own passes, the latest day first (then the newest), a page after `after` (an id). */
    async mine(actor: Actor, after: number | null = null): Promise<PassPage> {
      const me = requireSignedIn(actor);
      let q = passes().where("p.user_id", "=", me.userId);
      if (after !== null) q = q.where("p.id", "<", after);
      return paged(
        await q
          .orderBy("p.id", "desc")
          .limit(PASS_PAGE + 1)
          .execute(),
      );
    },

    /** The staff: a day's passes in the order they were asked for, a page after `after` (an id). */
    async day(actor: Actor, typed: string, after: number | null = null): Promise<PassPage> {
      requireStaff(actor);
      const day = normalizeDate(typed);
      if (!day) throw invalid(g.badDay, { day: g.badDay });
      let q = passes().where("p.visit_day", "=", day);
      if (after !== null) q = q.where("p.id", ">", after);
      return paged(
        await q
          .orderBy("p.id", "asc")
          .limit(PASS_PAGE + 1)
          .execute(),
      );
    },

    approve: (actor: Actor, id: number) => decide(actor, id, "NEW", "APPROVED", g.notNew),
    decline: (actor: Actor, id: number) => decide(actor, id, "NEW", "DECLINED", g.notNew),
    arrive: (actor: Actor, id: number) => decide(actor, id, "APPROVED", "ARRIVED", g.notApproved),
  };
}

export type GateService = ReturnType<typeof createGate>;

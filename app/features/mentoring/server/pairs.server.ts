// Requests and pairs: a person asks a mentor, the mentor accepts (a pair, while she has a free place) or
// declines, either of the two records their meetings and closes the pair. Each answer tells the other side
// (notify() in the change's transaction). HR reads every pair.
import type { Kysely, Transaction } from "kysely";
import type { Actor, SignedIn } from "~/platform/actor";
import type { Database } from "~/platform/db/schema";
import { forbidden, invalid, notFound } from "~/platform/errors";
import { requireUser } from "~/platform/require-user";
import { parseInput } from "~/platform/validate";
import { fullName } from "~/features/contacts/index.server";
import { notify } from "~/features/notifications/index.server";
import { readsAllPairs } from "../policy";
import { serverMessages as r } from "../messages.server";
import { meetingSchema, pairIdSchema, requestSchema } from "../schema";
import { MENTORING_ACCEPTED, MENTORING_DECLINED, MENTORING_REQUEST } from "./events";
import { busyOf } from "./mentors.server";
import type { MyMentoring, Pair, PairsPage } from "./model";

/** The newest of a person's own requests and pairs her page shows. */
export const MINE_MAX = 50;
/** Pairs per page of HR's list. */
export const PAIRS_PAGE = 30;

type Db = Kysely<Database>;

const pairColumns = [
  "p.id",
  "p.mentor_id",
  "p.mentee_id",
  "p.message",
  "p.status",
  "p.created_at",
  "p.answered_at",
  "mr.name as mentor_name",
  "mr.surname as mentor_surname",
  "mr.middlename as mentor_middlename",
  "me.name as mentee_name",
  "me.surname as mentee_surname",
  "me.middlename as mentee_middlename",
] as const;

const pairsWithNames = (db: Db) =>
  db.selectFrom("mentoring_pairs as p").innerJoin("users as mr", "mr.id", "p.mentor_id").innerJoin("users as me", "me.id", "p.mentee_id");

const nameOf = (name: string, surname: string, middlename: string | null) => fullName({ name, surname, middlename });

export function createPairs(db: Db, now: () => Date) {
  const personName = async (trx: Transaction<Database>, userId: number) => {
    const u = await trx.selectFrom("users").select(["name", "surname", "middlename"]).where("id", "=", userId).executeTakeFirstOrThrow();
    return fullName(u);
  };

  /** The pair an input names and the actor's side of it, or the refusal. */
  async function pairFor(actor: SignedIn, input: unknown) {
    const { pairId } = parseInput(pairIdSchema, input);
    const pair = await db.selectFrom("mentoring_pairs").selectAll().where("id", "=", pairId).executeTakeFirst();
    if (!pair) throw notFound(r.pairNotFound);
    const side = pair.mentor_id === actor.userId ? "mentor" : pair.mentee_id === actor.userId ? "mentee" : null;
    return { pair, side };
  }

  /** The mentor answers a pending request: a pair (while she has a free place), or a refusal; the mentee is told. */
  async function answer(actor: Actor, input: unknown, accept: boolean): Promise<{ pairId: number }> {
    const me = requireUser(actor);
    const { pair, side } = await pairFor(me, input);
    if (side !== "mentor") throw forbidden(r.notMentor);
    if (pair.status !== "PENDING") throw invalid(r.notPending);
    const at = now().toISOString();
    await db.transaction().execute(async (trx) => {
      if (accept) {
        const mentor = await trx
          .selectFrom("mentoring_mentors as m")
          .select(["m.capacity", busyOf("m.user_id").as("busy")])
          .where("m.user_id", "=", me.userId)
          .executeTakeFirst();
        if (!mentor || Number(mentor.busy) >= mentor.capacity) throw invalid(r.full);
      }
      await trx
        .updateTable("mentoring_pairs")
        .set({ status: accept ? "ACCEPTED" : "DECLINED", answered_at: at })
        .where("id", "=", pair.id)
        .execute();
      const variables = [{ text: await personName(trx, me.userId), objectId: me.userId }];
      await notify(trx, { recipients: [pair.mentee_id], type: accept ? MENTORING_ACCEPTED : MENTORING_DECLINED, variables, at });
    });
    return { pairId: pair.id };
  }

  /** A pair going on, and the actor one of its two. */
  async function activePair(actor: Actor, input: unknown) {
    const me = requireUser(actor);
    const { pair, side } = await pairFor(me, input);
    if (!side) throw forbidden(r.notInPair);
    if (pair.status !== "ACCEPTED") throw invalid(r.notActive);
    return { me, pair };
  }

  return {
    /** Asks a mentor (not herself; one open request or pair per mentor); the mentor is told. */
    async request(actor: Actor, input: unknown): Promise<{ pairId: number }> {
      const me = requireUser(actor);
      const { mentorId, message } = parseInput(requestSchema, input);
      if (mentorId === me.userId) throw invalid(r.selfRequest);
      const at = now().toISOString();
      const id = await db.transaction().execute(async (trx) => {
        const mentor = await trx
          .selectFrom("mentoring_mentors as m")
          .innerJoin("users as u", "u.id", "m.user_id")
          .select(["m.capacity", "m.accepting", busyOf("m.user_id").as("busy")])
          .where("m.user_id", "=", mentorId)
          .where("u.blocked", "=", 0)
          .executeTakeFirst();
        if (!mentor) throw notFound(r.mentorNotFound);
        if (mentor.accepting !== 1) throw invalid(r.notAccepting);
        if (Number(mentor.busy) >= mentor.capacity) throw invalid(r.full);
        const open = await trx
          .selectFrom("mentoring_pairs")
          .select("id")
          .where("mentor_id", "=", mentorId)
          .where("mentee_id", "=", me.userId)
          .where("status", "in", ["PENDING", "ACCEPTED"])
          .executeTakeFirst();
        if (open) throw invalid(r.alreadyAsked);
        const row = await trx
          .insertInto("mentoring_pairs")
          .values({ mentor_id: mentorId, mentee_id: me.userId, message, status: "PENDING", created_at: at })
          .returning("id")
          .executeTakeFirstOrThrow();
        const variables = [{ text: await personName(trx, me.userId), objectId: me.userId }];
        await notify(trx, { recipients: [mentorId], type: MENTORING_REQUEST, variables, at });
        return row.id;
      });
      return { pairId: id };
    },

    accept: (actor: Actor, input: unknown) => answer(actor, input, true),
    decline: (actor: Actor, input: unknown) => answer(actor, input, false),

    /** Either of the pair records a meeting (its date and what they talked about). */
    async addMeeting(actor: Actor, input: unknown): Promise<{ pairId: number }> {
      const { me, pair } = await activePair(actor, input);
      const { heldOn, notes } = parseInput(meetingSchema, input);
      await db
        .insertInto("mentoring_meetings")
        .values({ pair_id: pair.id, held_on: heldOn, notes, author_id: me.userId, created_at: now().toISOString() })
        .execute();
      return { pairId: pair.id };
    },

    /** Either of the pair ends it: the mentor's place is free again. */
    async close(actor: Actor, input: unknown): Promise<{ pairId: number }> {
      const { pair } = await activePair(actor, input);
      await db.updateTable("mentoring_pairs").set({ status: "CLOSED", closed_at: now().toISOString() }).where("id", "=", pair.id).execute();
      return { pairId: pair.id };
    },

    /** The actor's offer, and her newest requests and pairs either way with their meetings: four statements. */
    async mine(actor: Actor): Promise<MyMentoring> {
      const me = requireUser(actor);
      const offer = await db.selectFrom("mentoring_mentors").selectAll().where("user_id", "=", me.userId).executeTakeFirst();
      const topics = offer
        ? (await db.selectFrom("mentoring_topics").select("topic").where("mentor_id", "=", me.userId).orderBy("topic_key").execute()).map(
            (t) => t.topic,
          )
        : [];
      const rows = await pairsWithNames(db)
        .select(pairColumns)
        .where((eb) => eb.or([eb("p.mentor_id", "=", me.userId), eb("p.mentee_id", "=", me.userId)]))
        .orderBy("p.id", "desc")
        .limit(MINE_MAX)
        .execute();
      const ids = rows.map((p) => p.id);
      const meetings = ids.length
        ? await db
            .selectFrom("mentoring_meetings as m")
            .leftJoin("users as a", "a.id", "m.author_id")
            .select(["m.id", "m.pair_id", "m.held_on", "m.notes", "a.name", "a.surname", "a.middlename"])
            .where("m.pair_id", "in", ids)
            .orderBy("m.held_on")
            .orderBy("m.id")
            .execute()
        : [];
      return {
        offer: offer ? { about: offer.about, topics, capacity: offer.capacity, accepting: offer.accepting === 1 } : null,
        pairs: rows.map((p): Pair => ({
          id: p.id,
          mentor: { id: p.mentor_id, name: nameOf(p.mentor_name, p.mentor_surname, p.mentor_middlename) },
          mentee: { id: p.mentee_id, name: nameOf(p.mentee_name, p.mentee_surname, p.mentee_middlename) },
          message: p.message,
          status: p.status,
          createdAt: p.created_at,
          answeredAt: p.answered_at,
          meetings: meetings
            .filter((m) => m.pair_id === p.id)
            .map((m) => ({
              id: m.id,
              heldOn: m.held_on,
              notes: m.notes,
              author: m.name === null ? null : nameOf(m.name, m.surname ?? "", m.middlename),
            })),
        })),
      };
    },

    /** Every pair (requests answered or not), newest first: HR and administrators only. */
    async all(actor: Actor, after: number | null): Promise<PairsPage> {
      if (!readsAllPairs(requireUser(actor))) throw forbidden(r.hrOnly);
      const rows = await pairsWithNames(db)
        .select(pairColumns)
        .select((eb) =>
          eb
            .selectFrom("mentoring_meetings as m")
            .select(eb.fn.countAll<number | string>().as("n"))
            .whereRef("m.pair_id", "=", "p.id")
            .as("meetings"),
        )
        .$if(after !== null, (q) => q.where("p.id", "<", after!))
        .orderBy("p.id", "desc")
        .limit(PAIRS_PAGE + 1)
        .execute();
      const shown = rows.slice(0, PAIRS_PAGE);
      return {
        pairs: shown.map((p) => ({
          id: p.id,
          mentor: nameOf(p.mentor_name, p.mentor_surname, p.mentor_middlename),
          mentee: nameOf(p.mentee_name, p.mentee_surname, p.mentee_middlename),
          status: p.status,
          createdAt: p.created_at,
          meetings: Number(p.meetings ?? 0),
        })),
        next: rows.length > PAIRS_PAGE ? (shown.at(-1)?.id ?? null) : null,
      };
    },
  };
}

// Mentors: a person's offer (what she helps with, her topics, how many mentees at once) and the list people
// choose from, filtered by topic, a keyset page at a time in three statements however many mentors there are.
import { sql, type Kysely } from "kysely";
import type { Actor } from "~/platform/actor";
import type { Database } from "~/platform/db/schema";
import { invalid } from "~/platform/errors";
import { requireUser } from "~/platform/require-user";
import { parseInput } from "~/platform/validate";
import { fullName } from "~/features/contacts/index.server";
import { serverMessages as r } from "../messages.server";
import { mentorsQuery, offerSchema, topicKey } from "../schema";
import type { MentorsPage } from "./model";

/** Mentors per page. */
export const MENTORS_PAGE = 20;

/** Pairs a mentor has going on now: a statement's column. */
export const busyOf = (mentorColumn: string) =>
  sql<number | string>`(select count(*) from mentoring_pairs bp where bp.mentor_id = ${sql.ref(mentorColumn)} and bp.status = 'ACCEPTED')`;

export function createMentors(db: Kysely<Database>, now: () => Date) {
  return {
    /** The mentors, those of a topic when one is given, by name. */
    async list(actor: Actor, input: unknown): Promise<MentorsPage> {
      const me = requireUser(actor);
      const { topic, after } = parseInput(mentorsQuery, input);
      let query = db
        .selectFrom("mentoring_mentors as m")
        .innerJoin("users as u", "u.id", "m.user_id")
        .select(["m.user_id", "m.about", "m.capacity", "m.accepting", "u.name", "u.surname", "u.middlename", "u.position"])
        .select(busyOf("m.user_id").as("busy"))
        .where("u.blocked", "=", 0)
        .orderBy("u.surname")
        .orderBy("u.id")
        .limit(MENTORS_PAGE + 1);
      if (topic) {
        const key = topicKey(topic);
        query = query.where((eb) =>
          eb.exists(
            eb
              .selectFrom("mentoring_topics as t")
              .select("t.mentor_id")
              .whereRef("t.mentor_id", "=", "m.user_id")
              .where("t.topic_key", "=", key),
          ),
        );
      }
      if (after !== undefined) {
        const surname = db.selectFrom("users").select("surname").where("id", "=", after);
        query = query.where((eb) =>
          eb.or([eb("u.surname", ">", surname), eb.and([eb("u.surname", "=", surname), eb("u.id", ">", after)])]),
        );
      }
      const rows = await query.execute();
      const shown = rows.slice(0, MENTORS_PAGE);
      const ids = shown.map((m) => m.user_id);
      const [topics, mine] = ids.length
        ? await Promise.all([
            db.selectFrom("mentoring_topics").select(["mentor_id", "topic"]).where("mentor_id", "in", ids).orderBy("topic_key").execute(),
            db
              .selectFrom("mentoring_pairs")
              .select(["mentor_id", "status"])
              .where("mentee_id", "=", me.userId)
              .where("mentor_id", "in", ids)
              .where("status", "in", ["PENDING", "ACCEPTED"])
              .execute(),
          ])
        : [[], []];
      return {
        mentors: shown.map((m) => ({
          userId: m.user_id,
          name: fullName(m),
          position: m.position,
          about: m.about,
          topics: topics.filter((t) => t.mentor_id === m.user_id).map((t) => t.topic),
          capacity: m.capacity,
          busy: Number(m.busy),
          accepting: m.accepting === 1,
          mine: (mine.find((p) => p.mentor_id === m.user_id)?.status as "PENDING" | "ACCEPTED" | undefined) ?? null,
        })),
        next: rows.length > MENTORS_PAGE ? (shown.at(-1)?.user_id ?? null) : null,
      };
    },

    /** Every topic mentors offer (for the filter), one spelling per key. */
    async topics(actor: Actor): Promise<string[]> {
      requireUser(actor);
      const rows = await db
        .selectFrom("mentoring_topics")
        .select(["topic_key", sql<string>`min(topic)`.as("topic")])
        .groupBy("topic_key")
        .orderBy("topic_key")
        .execute();
      return rows.map((t) => t.topic);
    },

    /** Offers herself as a mentor, or changes her offer; her capacity may not fall below the pairs she has. */
    async saveOffer(actor: Actor, input: unknown): Promise<void> {
      const me = requireUser(actor);
      const { about, topics, capacity, accepting } = parseInput(offerSchema, input);
      const at = now().toISOString();
      await db.transaction().execute(async (trx) => {
        const busy = await trx
          .selectFrom("mentoring_pairs")
          .select((eb) => eb.fn.countAll<number | string>().as("n"))
          .where("mentor_id", "=", me.userId)
          .where("status", "=", "ACCEPTED")
          .executeTakeFirstOrThrow();
        if (capacity < Number(busy.n)) throw invalid(r.capacityBelowPairs, { capacity: r.capacityBelowPairs });
        const values = { about, capacity, accepting: accepting ? 1 : 0, updated_at: at };
        const updated = await trx.updateTable("mentoring_mentors").set(values).where("user_id", "=", me.userId).executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0)
          await trx
            .insertInto("mentoring_mentors")
            .values({ ...values, user_id: me.userId, created_at: at })
            .execute();
        await trx.deleteFrom("mentoring_topics").where("mentor_id", "=", me.userId).execute();
        await trx
          .insertInto("mentoring_topics")
          .values(topics.map((topic) => ({ mentor_id: me.userId, topic, topic_key: topicKey(topic) })))
          .execute();
      });
    },
  };
}

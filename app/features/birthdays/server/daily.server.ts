// The day's congratulations (issue #33 point 4): once a day a job makes a BIRTHDAY congratulation for each active
// person born that day and writes CONGRATULATIONS_MADE; its consumer tells the person's department. It runs once
// across processes and restarts: the (job, day) row of birthdays_job_runs is inserted first in the job's own
// transaction, so a second run — another process at the same moment, or this one after a restart — finds it
// and does nothing (on PostgreSQL the second insert waits for the first transaction, then skips). Career
// congratulations (new position, anniversaries) need a hiring date and a position history the people's data
// does not hold yet; the CAREER template is ready for them.
import type { Transaction } from "kysely";
import type { Database } from "~/platform/db/schema";
import type { Deps } from "~/platform/deps.server";
import { writeEvent, type EventConsumer } from "~/platform/events.server";
import { notify } from "~/features/notifications/index.server";
import { activePeopleOfDepartments, birthdayPeople, birthdayPerson } from "~/features/users/index.server";
import { fillPoster } from "../poster-text";
import { birthdayKeysOf, yearsOn } from "./days";
import { moscowDay } from "~/shared/dates";
import {
  CONGRATULATION_BIRTHDAY,
  CONGRATULATION_WISH_FOR_OWNER,
  CONGRATULATIONS_MADE,
  WISH_ADDED,
  type CongratulationsMade,
  type WishAdded,
} from "./events";
import { fullNameOf, dayText } from "./people.server";
import { DEFAULT_POSTER_TEXT } from "./posters.server";

export const DAILY_JOB = "birthdays.congratulate";
/** How often the portal's timer looks whether today's run is done (a missed day is made at the next look). */
export const DAILY_CHECK_EVERY_MS = 10 * 60_000;
/** The most people a day's run congratulates (a directory of thousands has a few dozen a day). */
const DAY_MAX = 5000;
/** The most of a wish a notification quotes. */
const WISH_QUOTE = 120;

export function createDaily({ db, now }: Deps) {
  return {
    /**
     * Makes the congratulations of the Moscow day of `at` (now by default), once: how many it made, or null when
     * that day's run was already done (here or by another process). The demo seed makes them unannounced.
     */
    async run(at: Date = now(), { notify = true }: { notify?: boolean } = {}): Promise<number | null> {
      const day = moscowDay(at);
      return db.transaction().execute(async (trx) => {
        const claimed = await trx
          .insertInto("birthdays_job_runs")
          .values({ job: DAILY_JOB, day, ran_at: at.toISOString(), made: 0 })
          .onConflict((oc) => oc.columns(["job", "day"]).doNothing())
          .executeTakeFirst();
        if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return null;
        const template = await trx
          .selectFrom("birthdays_poster_templates")
          .select(["text", "background_file_id"])
          .where("kind", "=", "BIRTHDAY")
          .executeTakeFirst();
        const people = await birthdayPeople(trx, { days: birthdayKeysOf(day), limit: DAY_MAX });
        const ids: number[] = [];
        for (const p of people) {
          const years = p.birthYearVisible ? yearsOn(p.birthday, day) : null;
          const text = fillPoster(template?.text ?? DEFAULT_POSTER_TEXT.BIRTHDAY, {
            name: [p.name, p.surname].join(" "),
            position: p.position ?? "",
            department: p.department ?? "",
            years: years === null ? "" : String(years),
            date: dayText(day.slice(5)),
          });
          const row = await trx
            .insertInto("birthdays_congratulations")
            .values({
              user_id: p.id,
              kind: "BIRTHDAY",
              day,
              text: text.replace(/\s+/g, " ").trim(),
              background_file_id: template?.background_file_id ?? null,
              created_at: at.toISOString(),
            })
            .onConflict((oc) => oc.columns(["user_id", "kind", "day"]).doNothing())
            .returning("id")
            .executeTakeFirst();
          if (row) ids.push(row.id);
        }
        await trx.updateTable("birthdays_job_runs").set({ made: ids.length }).where("job", "=", DAILY_JOB).where("day", "=", day).execute();
        if (ids.length > 0 && notify) {
          const event: CongratulationsMade = { ids };
          await writeEvent(trx, CONGRATULATIONS_MADE, event, at);
        }
        return ids.length;
      });
    },

    /** The outbox consumers: a department told of its colleague's birthday, a person told of a wish. */
    consumers(): EventConsumer[] {
      return [
        {
          name: "birthdays.notify",
          types: [CONGRATULATIONS_MADE, WISH_ADDED],
          handle: (payload, trx) =>
            (payload as Partial<CongratulationsMade>).ids
              ? notifyColleagues(trx, payload as CongratulationsMade, now())
              : notifyOwner(trx, payload as WishAdded, now()),
        },
      ];
    },
  };
}

async function notifyColleagues(trx: Transaction<Database>, { ids }: CongratulationsMade, at: Date): Promise<void> {
  const made = await trx.selectFrom("birthdays_congratulations").select(["id", "user_id", "text"]).where("id", "in", ids).execute();
  for (const c of made) {
    const person = await birthdayPerson(trx, c.user_id);
    if (!person?.departmentId) continue;
    const colleagues = await activePeopleOfDepartments(trx, [person.departmentId]);
    await notify(trx, {
      recipients: colleagues.map((p) => p.id).filter((id) => id !== person.id),
      type: CONGRATULATION_BIRTHDAY,
      variables: [
        { text: fullNameOf(person), objectId: person.id },
        { text: c.text, objectId: c.id },
      ],
      at: at.toISOString(),
    });
  }
}

async function notifyOwner(trx: Transaction<Database>, { wishId }: WishAdded, at: Date): Promise<void> {
  const wish = await trx
    .selectFrom("birthdays_wishes as w")
    .innerJoin("birthdays_congratulations as c", "c.id", "w.congratulation_id")
    .select(["w.author_id", "c.id", "c.user_id", "c.text"])
    .where("w.id", "=", wishId)
    .executeTakeFirst();
  const author = wish ? await birthdayPerson(trx, wish.author_id) : null;
  if (!wish || !author) return;
  await notify(trx, {
    recipients: [wish.user_id],
    type: CONGRATULATION_WISH_FOR_OWNER,
    variables: [
      { text: fullNameOf(author), objectId: author.id },
      // The notification quotes the wish's start; the page shows it whole.
      { text: wish.text.length > WISH_QUOTE ? `${wish.text.slice(0, WISH_QUOTE - 1)}…` : wish.text, objectId: wish.id },
    ],
    groupKey: `congratulation:${wish.id}`,
    at: at.toISOString(),
  });
}

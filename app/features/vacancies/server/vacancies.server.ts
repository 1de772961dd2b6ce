// Vacancies (issue #15 points 1-4, 8): the cities, the list by page number, one vacancy (a person's first
// view counted once), create and update by vacancy editors. Every save is one transaction with its outbox
// event (VACANCY_SAVED) and, when it changes what the portal search holds, the search's (VACANCY_CHANGED);
// an update is a compare-and-set on `version`.
// Restoring a vacancy from the archive publishes it again: its publishDate becomes the restore's time,
// so it comes back among the newest (ours: a restored vacancy is a new publication).
import { sql } from "kysely";
import type { Actor, SignedIn } from "~/platform/actor";
import type { Deps } from "~/platform/deps.server";
import { conflict, forbidden, invalid, notFound } from "~/platform/errors";
import { writeEvent } from "~/platform/events.server";
import type { SearchIndexer } from "~/platform/feature";
import { requireUser } from "~/features/users/index.server";
import type { ClaimsService } from "~/features/claims/index.server";
import { vacancyRefusals as t } from "../messages.server";
import type { Vacancy, VacancyPage, VacancyQuery } from "../model";
import { canReadVacancy, isVacancyEditor } from "../policy";
import { salaryProblem } from "../salary";
import type { VacanciesService, VacancyFields, VacancyUpdate } from "./contract";
import { countAll, listIds, myReplies, presentVacancy, vacancyRows, type Db } from "./vacancy-rows.server";
import { INDEXED_COLUMNS, vacanciesChanged, vacancySearchIndexer } from "./vacancy-search.server";
import { REPLY_CLAIM_TYPES, replyHandlers } from "./reply-claims.server";

/** The outbox event of a save (create, edit, archive, restore): search and others may follow it. */
export const VACANCY_SAVED = "VACANCY_SAVED";
export interface VacancySavedEvent {
  vacancyId: number;
  state: string;
  authorId: number;
  created: boolean;
}

/** Refuses a department, contact (an active employee) or city that does not exist, by field. */
async function checkReferences(db: Db, refs: { departmentId?: number; contactId?: number; cityId?: number }): Promise<void> {
  const wanted = Object.values(refs).some((v) => v !== undefined);
  if (!wanted) return;
  const found = await db
    .selectNoFrom((eb) => [
      eb
        .exists(
          eb
            .selectFrom("departments")
            .select("id")
            .where("id", "=", refs.departmentId ?? 0),
        )
        .as("department"),
      eb
        .exists(
          eb
            .selectFrom("users")
            .select("id")
            .where("id", "=", refs.contactId ?? 0)
            .where("blocked", "=", 0),
        )
        .as("contact"),
      eb
        .exists(
          eb
            .selectFrom("vacancy_cities")
            .select("id")
            .where("id", "=", refs.cityId ?? 0),
        )
        .as("city"),
    ])
    .executeTakeFirstOrThrow();
  const errors: Record<string, string> = {};
  if (refs.departmentId !== undefined && !Number(found.department)) errors.departmentId = t.departmentNotFound;
  if (refs.contactId !== undefined && !Number(found.contact)) errors.contactId = t.contactNotFound;
  if (refs.cityId !== undefined && !Number(found.city)) errors.cityId = t.cityNotFound;
  const first = Object.values(errors)[0];
  if (first) throw invalid(first, errors);
}

function requireEditor(actor: Actor): SignedIn {
  const user = requireUser(actor);
  if (!isVacancyEditor(user)) throw forbidden(t.notEditor);
  return user;
}

/**
 * A new contact handles the vacancy's open replies from now on, and the old one stops unless they handle
 * them anyway (the author, an editor): the claims' handlers were resolved when each was filed.
 */
async function moveReplyHandlers(trx: Db, claims: ClaimsService, vacancyId: number, from: number, to: number) {
  const stays = (await replyHandlers(trx, { ownerId: 0, objectId: vacancyId })).includes(from);
  for (const type of REPLY_CLAIM_TYPES) {
    if (!stays) await claims.setObjectHandlers(trx, { type, objectId: vacancyId, userIds: [from], on: false });
    await claims.setObjectHandlers(trx, { type, objectId: vacancyId, userIds: [to], on: true });
  }
}

export function createVacancies(deps: Deps, claims: ClaimsService): VacanciesService & { searchIndexer: SearchIndexer } {
  const { db, now } = deps;

  /** One vacancy as the reader sees it, or «Вакансия не найдена» (unknown; archived for a non-editor). */
  async function load(reader: SignedIn, id: number, trx: Db = db): Promise<Vacancy> {
    const row = await vacancyRows(trx).where("v.id", "=", id).executeTakeFirst();
    if (!row || !canReadVacancy(reader, row)) throw notFound(t.notFound);
    return presentVacancy(reader, row, await myReplies(trx, reader.userId, id));
  }

  /** A save's events: the search's when it changed what the index holds (written first), VACANCY_SAVED always. */
  async function saved(
    trx: Db,
    vacancy: { id: number; state: string },
    user: SignedIn,
    change: { created: boolean; indexed: boolean },
    at: Date,
  ) {
    if (change.indexed) await vacanciesChanged(trx, [vacancy.id], at);
    const event: VacancySavedEvent = { vacancyId: vacancy.id, state: vacancy.state, authorId: user.userId, created: change.created };
    await writeEvent(trx, VACANCY_SAVED, event, at);
  }

  return {
    searchIndexer: vacancySearchIndexer(deps),

    async cities() {
      return db.selectFrom("vacancy_cities").select(["id", "name"]).orderBy("id").execute();
    },

    async list(actor: Actor, query: VacancyQuery): Promise<VacancyPage> {
      const user = requireUser(actor);
      if ((query.state !== "PUBLIC" || query.onlyMy) && !isVacancyEditor(user)) throw forbidden(t.editorsOnlyFilter);
      const page = listIds(db, query, user.userId)
        .select("l.id")
        .orderBy("l.hot", "desc")
        .orderBy("l.publish_date", "desc")
        .orderBy("l.id", "desc")
        .limit(query.pageSize)
        .offset(query.pageNumber * query.pageSize);
      const [rows, counted] = await Promise.all([
        vacancyRows(db)
          .innerJoin(page.as("p"), "p.id", "v.id")
          .orderBy("v.hot", "desc")
          .orderBy("v.publish_date", "desc")
          .orderBy("v.id", "desc")
          .execute(),
        listIds(db, query, user.userId).select(countAll.as("n")).executeTakeFirstOrThrow(),
      ]);
      const total = Number(counted.n);
      return {
        content: rows.map((row) => presentVacancy(user, row, null)),
        pageNumber: query.pageNumber,
        pageSize: query.pageSize,
        total,
        last: (query.pageNumber + 1) * query.pageSize >= total,
      };
    },

    async total(actor, filters) {
      requireUser(actor);
      let q = db.selectFrom("vacancies").select(countAll.as("n")).where("state", "=", "PUBLIC");
      if (filters.cityId !== undefined) q = q.where("city_id", "=", filters.cityId);
      if (filters.sector) q = q.where("sector", "=", filters.sector);
      if (filters.level) q = q.where("level", "=", filters.level);
      return Number((await q.executeTakeFirstOrThrow()).n);
    },

    async get(actor: Actor, id: number, options: { countView?: boolean } = {}): Promise<Vacancy> {
      const user = requireUser(actor);
      const vacancy = await load(user, id);
      if (options.countView) {
        // The view row and the counter move together, and only when the row is new: one person's
        // parallel first views insert one row (the others conflict), so they count once.
        const counted = await db.transaction().execute(async (trx) => {
          const inserted = await trx
            .insertInto("vacancy_views")
            .values({ vacancy_id: id, user_id: user.userId, created_at: now().toISOString() })
            .onConflict((oc) => oc.columns(["vacancy_id", "user_id"]).doNothing())
            .executeTakeFirst();
          if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
          await trx
            .updateTable("vacancies")
            .set({ views_count: sql`views_count + 1` })
            .where("id", "=", id)
            .execute();
          return true;
        });
        if (counted && vacancy.viewsCount !== null) vacancy.viewsCount += 1;
      }
      return vacancy;
    },

    async create(actor: SignedIn, input: VacancyFields): Promise<Vacancy> {
      const user = requireEditor(actor);
      const problem = salaryProblem(input.wage, input.wage2);
      if (problem) throw invalid(problem.message, { [problem.field]: problem.message });
      const id = await db.transaction().execute(async (trx) => {
        await checkReferences(trx, { departmentId: input.departmentId, contactId: input.contactId, cityId: input.cityId });
        const at = now();
        const { id } = await trx
          .insertInto("vacancies")
          .values({
            position: input.position,
            department_id: input.departmentId,
            city_id: input.cityId,
            contact_id: input.contactId,
            author_id: user.userId,
            wage: input.wage,
            wage2: input.wage2,
            responsibility: input.responsibility,
            requirements: input.requirements,
            conditions: input.conditions,
            state: input.state,
            sector: input.sector,
            level: input.level,
            hot: input.hot ? 1 : 0,
            publish_date: at.toISOString(),
            created_at: at.toISOString(),
            updated_at: at.toISOString(),
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await saved(trx, { id, state: input.state }, user, { created: true, indexed: true }, at);
        return id;
      });
      return load(user, id);
    },

    async update(actor: SignedIn, input: VacancyUpdate): Promise<Vacancy> {
      const user = requireEditor(actor);
      await db.transaction().execute(async (trx) => {
        const was = await trx.selectFrom("vacancies").selectAll().where("id", "=", input.id).executeTakeFirst();
        if (!was) throw notFound(t.notFound);
        if (input.version !== undefined && input.version !== was.version) throw conflict(t.stale);
        const wage = input.wage !== undefined ? input.wage : was.wage;
        const wage2 = input.wage2 !== undefined ? input.wage2 : was.wage2;
        const problem = salaryProblem(wage, wage2);
        if (problem) throw invalid(problem.message, { [problem.field]: problem.message });
        const changed = <T>(next: T | undefined, before: T) => (next !== undefined && next !== before ? next : undefined);
        await checkReferences(trx, {
          departmentId: changed(input.departmentId, was.department_id),
          contactId: changed(input.contactId, was.contact_id),
          cityId: changed(input.cityId, was.city_id),
        });
        const at = now();
        const state = input.state ?? was.state;
        const next = {
          position: input.position ?? was.position,
          department_id: input.departmentId ?? was.department_id,
          city_id: input.cityId ?? was.city_id,
          contact_id: input.contactId ?? was.contact_id,
          wage,
          wage2,
          responsibility: input.responsibility ?? was.responsibility,
          requirements: input.requirements ?? was.requirements,
          conditions: input.conditions ?? was.conditions,
          state,
          sector: input.sector ?? was.sector,
          level: input.level ?? was.level,
          hot: input.hot === undefined ? was.hot : input.hot ? 1 : 0,
          publish_date: was.state === "ARCHIVE" && state === "PUBLIC" ? at.toISOString() : was.publish_date,
          updated_at: at.toISOString(),
          version: was.version + 1,
        };
        const done = await trx
          .updateTable("vacancies")
          .set(next)
          .where("id", "=", input.id)
          .where("version", "=", was.version)
          .executeTakeFirst();
        if (Number(done.numUpdatedRows) === 0) throw conflict(t.stale);
        if (next.contact_id !== was.contact_id) await moveReplyHandlers(trx, claims, was.id, was.contact_id, next.contact_id);
        const indexed = INDEXED_COLUMNS.some((column) => next[column] !== was[column]);
        await saved(trx, { id: input.id, state }, user, { created: false, indexed }, at);
      });
      return load(user, input.id);
    },
  };
}

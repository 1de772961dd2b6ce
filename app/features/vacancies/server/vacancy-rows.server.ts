// Reading vacancies: one statement gives vacancies with their department, city and contact (the user and
// the path of her avatar), so a page of 10 cards costs what one card costs. The list pages by number
// (the spec fixes page numbers): page N reads its ids from the covering index vacancies_list (state,
// city, hot desc, publish_date desc, id desc, sector, level) with limit and offset, and only those rows
// are joined (a deferred join, in the same statement); "my vacancies" read ids by the author and
// contact indexes.
import { sql, type Kysely, type Transaction } from "kysely";
import type { Actor } from "~/platform/actor";
import type { Database } from "~/platform/db/schema";
import { claimRows } from "~/features/claims/index.server";
import type { MyReply, ReplyMode, Vacancy, VacancyQuery } from "../model";
import { canReadReplies, isVacancyEditor } from "../policy";
import { replyStatusName } from "./reply-claims.server";

export type Db = Kysely<Database> | Transaction<Database>;

/** The vacancies of given ids (a subquery or a list) with what a card and the vacancy page show, as `v`. */
export function vacancyRows(db: Db) {
  return db
    .selectFrom("vacancies as v")
    .innerJoin("departments as d", "d.id", "v.department_id")
    .innerJoin("vacancy_cities as c", "c.id", "v.city_id")
    .innerJoin("users as u", "u.id", "v.contact_id")
    .select([
      "v.id",
      "v.position",
      "v.department_id",
      "d.name as department_name",
      "v.wage",
      "v.wage2",
      "v.responsibility",
      "v.requirements",
      "v.conditions",
      "v.publish_date",
      "v.views_count",
      "v.reply_count",
      "v.state",
      "v.sector",
      "v.level",
      "v.city_id",
      "c.name as city_name",
      "v.contact_id",
      "u.name as contact_name",
      "u.surname as contact_surname",
      "u.position as contact_position",
      "u.work_phone as contact_work_phone",
      "u.email as contact_email",
      "u.avatar_path as contact_avatar_path",
      "v.hot",
      "v.author_id",
      "v.version",
    ]);
}

export type VacancyRow = Awaited<ReturnType<ReturnType<typeof vacancyRows>["execute"]>>[number];

/** A row as the reader sees it: views and replies counted for editors (replies for the contact too). */
export function presentVacancy(reader: Actor, row: VacancyRow, mine: { self: MyReply | null; recommend: MyReply | null } | null): Vacancy {
  const editor = isVacancyEditor(reader);
  const readsReplies = canReadReplies(reader, { contactId: row.contact_id });
  return {
    id: row.id,
    position: row.position,
    departmentId: row.department_id,
    department: { name: row.department_name },
    wage: row.wage,
    wage2: row.wage2,
    responsibility: row.responsibility,
    requirements: row.requirements,
    conditions: row.conditions,
    publishDate: row.publish_date,
    viewsCount: editor ? row.views_count : null,
    state: row.state,
    sector: row.sector,
    level: row.level,
    cityId: row.city_id,
    city: { id: row.city_id, name: row.city_name },
    contactId: row.contact_id,
    contact: {
      id: row.contact_id,
      name: row.contact_name,
      surname: row.contact_surname,
      position: row.contact_position,
      workPhone: row.contact_work_phone,
      email: row.contact_email,
      avatarFile: row.contact_avatar_path ? { filePath: row.contact_avatar_path } : null,
    },
    hot: row.hot === 1,
    authorId: row.author_id,
    version: row.version,
    canEdit: editor,
    canReadReplies: readsReplies,
    replyCount: readsReplies ? row.reply_count : null,
    myReply: mine?.self ?? null,
    myRecommendation: mine?.recommend ?? null,
  };
}

type VacancyFilter = Pick<VacancyQuery, "state" | "cityId" | "sector" | "level" | "onlyMy">;

/**
 * The ids of a list's vacancies, in the list's order (hot first, newest first): by the covering index
 * for state and city (sector and level are its last columns, read from the index too); "mine" also
 * among the ids the author and contact indexes give.
 */
export function listIds(db: Db, filter: VacancyFilter, userId: number) {
  let ids = db.selectFrom("vacancies as l").where("l.state", "=", filter.state).where("l.city_id", "=", filter.cityId);
  if (filter.sector) ids = ids.where("l.sector", "=", filter.sector);
  if (filter.level) ids = ids.where("l.level", "=", filter.level);
  // The person's ids from the author and contact indexes (index-only), matched against the list's range:
  // "author = me or contact = me" as a filter would fetch every row of the range to test it.
  if (filter.onlyMy)
    ids = ids.where("l.id", "in", (eb) =>
      eb
        .selectFrom("vacancies as a")
        .select("a.id")
        .where("a.author_id", "=", userId)
        .unionAll(eb.selectFrom("vacancies as k").select("k.id").where("k.contact_id", "=", userId)),
    );
  return ids;
}

/** The reader's latest reply and latest recommendation to a vacancy, with their claims' status. */
export async function myReplies(db: Db, userId: number, vacancyId: number): Promise<{ self: MyReply | null; recommend: MyReply | null }> {
  const rows = await db
    .selectFrom("vacancy_replies as r")
    .innerJoin(claimRows(db).as("cl"), "cl.id", "r.claim_id")
    .select(["r.claim_id", "r.mode", "r.full_name", "r.created_at", "cl.status"])
    .where("r.user_id", "=", userId)
    .where("r.vacancy_id", "=", vacancyId)
    .orderBy("r.id", "desc")
    .execute();
  const latest = (mode: ReplyMode): MyReply | null => {
    const row = rows.find((r) => r.mode === mode);
    if (!row) return null;
    return {
      claimId: row.claim_id,
      mode,
      status: row.status,
      statusName: replyStatusName(row.status),
      fullName: row.full_name,
      createDate: row.created_at,
    };
  };
  return { self: latest("SELF"), recommend: latest("RECOMMEND") };
}

/** count(*) as a number on both databases. */
export const countAll = sql<number | string | bigint>`count(*)`;

// People by their birthday, for the birthdays feature (issue #33 point 2): who was born on some days of the year,
// filtered by department and city, blocked people left out; and the colleagues of a department. A birthday is
// "yyyy-mm-dd" or "--mm-dd" (year hidden at the source): its last five characters are the month and day on both.
import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "~/platform/db/schema";

type Db = Kysely<Database> | Transaction<Database>;

export interface BirthdayPerson {
  id: number;
  name: string;
  surname: string;
  middlename: string | null;
  position: string | null;
  departmentId: number | null;
  department: string | null;
  city: string | null;
  /** As stored: "yyyy-mm-dd", or "--mm-dd" without a year. */
  birthday: string;
  birthYearVisible: boolean;
  avatarPath: string | null;
}

export interface BirthdayQuery {
  /** "mm-dd" days, in the order the list walks them (a week may run over New Year). */
  days: readonly string[];
  departmentId?: number | null;
  /** Only the colleagues of this person's department, without her (a person's calendar). */
  colleaguesOf?: number;
  city?: string | null;
  /** The keyset: the last row shown (its place among `days` and its id). */
  after?: { place: number; id: number } | null;
  limit: number;
}

const monthDay = sql<string>`substr(u.birthday, length(u.birthday) - 4)`;

/**
 * The people born on `days` (one statement, whatever the page): ordered by the day's place in `days`, then id,
 * `limit` at most after `after`. Each row carries its place, the next page's keyset.
 */
export async function birthdayPeople(db: Db, q: BirthdayQuery): Promise<(BirthdayPerson & { place: number })[]> {
  if (q.days.length === 0) return [];
  const place = sql<number>`case ${sql.join(
    q.days.map((d, i) => sql`when ${monthDay} = ${d} then ${i}`),
    sql` `,
  )} end`;
  let query = db
    .selectFrom("users as u")
    .leftJoin("departments as d", "d.id", "u.department_id")
    .select([
      "u.id",
      "u.name",
      "u.surname",
      "u.middlename",
      "u.position",
      "u.department_id",
      "d.name as department",
      "d.city",
      "u.birthday",
      "u.birth_year_visible",
      "u.avatar_path",
      place.as("place"),
    ])
    .where("u.blocked", "=", 0)
    .where("u.birthday", "is not", null)
    .where(monthDay, "in", [...q.days]);
  if (q.departmentId) query = query.where("u.department_id", "=", q.departmentId);
  if (q.city) query = query.where("d.city", "=", q.city);
  const me = q.colleaguesOf;
  if (me !== undefined)
    query = query
      .where("u.id", "!=", me)
      .where((eb) => eb("u.department_id", "=", eb.selectFrom("users as me").select("me.department_id").where("me.id", "=", me)));
  const after = q.after;
  if (after)
    query = query.where((eb) => eb.or([eb(place, ">", after.place), eb.and([eb(place, "=", after.place), eb("u.id", ">", after.id)])]));
  const rows = await query.orderBy(place).orderBy("u.id").limit(q.limit).execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    surname: r.surname,
    middlename: r.middlename,
    position: r.position,
    departmentId: r.department_id,
    department: r.department,
    city: r.city,
    birthday: r.birthday ?? "",
    birthYearVisible: r.birth_year_visible === 1,
    avatarPath: r.avatar_path,
    place: Number(r.place),
  }));
}

/** Active people of these departments (a congratulation's colleagues), by id. */
export async function activePeopleOfDepartments(db: Db, departmentIds: readonly number[]): Promise<{ id: number; departmentId: number }[]> {
  if (departmentIds.length === 0) return [];
  const rows = await db
    .selectFrom("users")
    .select(["id", "department_id"])
    .where("blocked", "=", 0)
    .where("department_id", "in", [...departmentIds])
    .orderBy("id")
    .execute();
  return rows.map((r) => ({ id: r.id, departmentId: r.department_id ?? 0 }));
}

/** One active person's card for a congratulation (null: unknown or blocked). */
export async function birthdayPerson(db: Db, userId: number): Promise<BirthdayPerson | null> {
  const row = await db
    .selectFrom("users as u")
    .leftJoin("departments as d", "d.id", "u.department_id")
    .select(["u.id", "u.name", "u.surname", "u.middlename", "u.position", "u.department_id", "d.name as department", "d.city"])
    .select(["u.birthday", "u.birth_year_visible", "u.avatar_path"])
    .where("u.id", "=", userId)
    .where("u.blocked", "=", 0)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    surname: row.surname,
    middlename: row.middlename,
    position: row.position,
    departmentId: row.department_id,
    department: row.department,
    city: row.city,
    birthday: row.birthday ?? "",
    birthYearVisible: row.birth_year_visible === 1,
    avatarPath: row.avatar_path,
  };
}

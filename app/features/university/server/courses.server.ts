// The university's courses: the page's list by direction (two statements whatever the table holds: the
// directions, then at most COURSES_LIMIT courses in their editors' order), one course, and the editors' save,
// move (up or down within its direction) and delete.
import type { Kysely, Transaction } from "kysely";
import type { Actor } from "~/platform/actor";
import type { Deps } from "~/platform/deps.server";
import type { Database } from "~/platform/db/schema";
import { notFound } from "~/platform/errors";
import type { FilesService } from "~/platform/files/files.server";
import { coverOf, UNIVERSITY_COVER } from "../files";
import type { CourseFormat } from "../limits";
import { serverMessages as r } from "../messages.server";
import type { CourseInput, CoursesFilter } from "../schema";
import { fileOfKind, requireEditor, requireReader } from "./access.server";
import type { Course, CourseGroup, CoursesPage, MoveDirection } from "./model";
import { swapWithNeighbour } from "./ordering.server";

type Db = Kysely<Database> | Transaction<Database>;

/** The most courses a page shows; beyond it, a direction's filter shows the rest. */
export const COURSES_LIMIT = 200;
/** The most directions the filter lists. */
export const DIRECTIONS_LIMIT = 100;

const COLUMNS = [
  "id",
  "direction",
  "title",
  "summary",
  "format",
  "hours",
  "audience",
  "link",
  "cover_file_id",
  "cover_path",
  "position",
] as const;

type Row = Pick<Database["university_courses"], Exclude<(typeof COLUMNS)[number], "id">> & { id: number };

const present = (row: Row): Course => ({
  id: row.id,
  direction: row.direction,
  title: row.title,
  summary: row.summary,
  format: row.format as CourseFormat,
  hours: row.hours,
  audience: row.audience,
  link: row.link,
  cover: row.cover_path ? coverOf(row.cover_path) : null,
  coverFileId: row.cover_file_id,
});

/** The next place at the end of a direction. */
async function nextPosition(db: Db, direction: string): Promise<number> {
  const row = await db
    .selectFrom("university_courses")
    .select((eb) => eb.fn.max("position").as("last"))
    .where("direction", "=", direction)
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

export function createCourses({ db, now }: Pick<Deps, "db" | "now">) {
  const byId = (q: Db, id: number) => q.selectFrom("university_courses").select(COLUMNS).where("id", "=", id).executeTakeFirst();

  return {
    /** The directions courses are in, by name (the filter's links, the form's suggestions). */
    async directions(actor: Actor): Promise<string[]> {
      requireReader(actor);
      const rows = await db
        .selectFrom("university_courses")
        .select("direction")
        .groupBy("direction")
        .orderBy("direction")
        .limit(DIRECTIONS_LIMIT)
        .execute();
      return rows.map((row) => row.direction);
    },

    /** The directions, and the courses (of one direction when asked) grouped by direction in their order. */
    async list(actor: Actor, filter: CoursesFilter): Promise<CoursesPage> {
      const directions = await this.directions(actor);
      let q = db.selectFrom("university_courses").select(COLUMNS);
      if (filter.direction) q = q.where("direction", "=", filter.direction);
      const rows = await q
        .orderBy("direction")
        .orderBy("position")
        .orderBy("id")
        .limit(COURSES_LIMIT + 1)
        .execute();
      const groups: CourseGroup[] = [];
      for (const course of rows.slice(0, COURSES_LIMIT).map(present)) {
        const last = groups.at(-1);
        if (last?.direction === course.direction) last.courses.push(course);
        else groups.push({ direction: course.direction, courses: [course] });
      }
      return {
        directions,
        direction: filter.direction || null,
        groups,
        limited: rows.length > COURSES_LIMIT,
      };
    },

    async get(actor: Actor, id: number): Promise<Course> {
      requireReader(actor);
      const row = await byId(db, id);
      if (!row) throw notFound(r.courseNotFound);
      return present(row);
    },

    /** Adds a course (id null) at the end of its direction, or changes one (moved to the end of a new direction). */
    async save(actor: Actor, id: number | null, input: CourseInput, files: FilesService): Promise<Course> {
      requireEditor(actor);
      const cover =
        input.coverFileId === undefined ? null : await fileOfKind(files, input.coverFileId, UNIVERSITY_COVER.type, "coverFileId");
      const at = now().toISOString();
      const values = {
        direction: input.direction,
        title: input.title,
        summary: input.summary,
        format: input.format,
        hours: input.hours,
        audience: input.audience,
        link: input.link,
        updated_at: at,
        ...(cover ? { cover_file_id: cover.id, cover_path: cover.filePath } : {}),
      };
      const saved = await db.transaction().execute(async (trx) => {
        if (id === null) {
          const position = await nextPosition(trx, input.direction);
          const createdBy = actor.kind === "user" ? actor.userId : null;
          return trx
            .insertInto("university_courses")
            .values({ ...values, position, created_at: at, created_by: createdBy })
            .returning(COLUMNS)
            .executeTakeFirstOrThrow();
        }
        const before = await byId(trx, id);
        if (!before) throw notFound(r.courseNotFound);
        const position = before.direction === input.direction ? before.position : await nextPosition(trx, input.direction);
        await trx
          .updateTable("university_courses")
          .set({ ...values, position })
          .where("id", "=", id)
          .execute();
        return (await byId(trx, id))!;
      });
      return present(saved);
    },

    /** Swaps a course with its neighbour above or below in its direction; at either end nothing moves. */
    async move(actor: Actor, id: number, to: MoveDirection): Promise<void> {
      requireEditor(actor);
      await db.transaction().execute(async (trx) => {
        const row = await byId(trx, id);
        if (!row) throw notFound(r.courseNotFound);
        await swapWithNeighbour(trx, "university_courses", row, to, { column: "direction", value: row.direction });
      });
    },

    async remove(actor: Actor, id: number): Promise<void> {
      requireEditor(actor);
      const gone = await db.deleteFrom("university_courses").where("id", "=", id).executeTakeFirst();
      if (Number(gone.numDeletedRows) === 0) throw notFound(r.courseNotFound);
    },

    /** Whether a file is a course's cover (the files' read guard: anyone signed in reads it). */
    async isShownCover(fileId: number): Promise<boolean> {
      const row = await db.selectFrom("university_courses").select("id").where("cover_file_id", "=", fileId).limit(1).executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type UniversityCourses = ReturnType<typeof createCourses>;

// The university's literature: the list with its search box and topic filter (two statements whatever the
// table holds: the topics, then at most LITERATURE_LIMIT items in their editors' order), one item, and the
// editors' save, move and delete. An item has a link, a file, or both.
import { sql, type Kysely, type Transaction } from "kysely";
import type { Actor } from "~/platform/actor";
import type { Deps } from "~/platform/deps.server";
import type { Database } from "~/platform/db/schema";
import { invalid, notFound } from "~/platform/errors";
import type { FilesService } from "~/platform/files/files.server";
import { UNIVERSITY_LITERATURE } from "../files";
import type { LiteratureKind } from "../limits";
import { serverMessages as r } from "../messages.server";
import type { LiteratureFilter, LiteratureInput } from "../schema";
import { searchKey } from "~/shared/search-key";
import { fileOfKind, requireEditor, requireReader } from "./access.server";
import type { LiteratureItem, LiteraturePage, MoveDirection } from "./model";
import { swapWithNeighbour } from "./ordering.server";

type Db = Kysely<Database> | Transaction<Database>;

/** The most items a page shows; a search or a topic narrows it. */
export const LITERATURE_LIMIT = 100;
export const TOPICS_LIMIT = 100;
/** The most words of a search matched (each must occur). */
const SEARCH_WORDS = 5;

const COLUMNS = [
  "id",
  "kind",
  "title",
  "author",
  "description",
  "topic",
  "link",
  "file_id",
  "file_path",
  "file_name",
  "file_size",
  "position",
] as const;

type Row = Pick<Database["university_literature"], Exclude<(typeof COLUMNS)[number], "id">> & { id: number };

const present = (row: Row): LiteratureItem => ({
  id: row.id,
  kind: row.kind as LiteratureKind,
  title: row.title,
  author: row.author,
  description: row.description,
  topic: row.topic,
  link: row.link,
  file: row.file_path ? { path: row.file_path, name: row.file_name ?? "", size: Number(row.file_size ?? 0) } : null,
  fileId: row.file_id,
});

/** A LIKE pattern that finds `word` anywhere, its own %, _ and ! taken literally (ESCAPE '!'). */
const containing = (word: string) => `%${word.replace(/[!%_]/g, (c) => `!${c}`)}%`;

export function createLiterature({ db, now }: Pick<Deps, "db" | "now">) {
  const byId = (q: Db, id: number) => q.selectFrom("university_literature").select(COLUMNS).where("id", "=", id).executeTakeFirst();

  return {
    /** The topics items are in, by name (the filter's links, the form's suggestions). */
    async topics(actor: Actor): Promise<string[]> {
      requireReader(actor);
      const rows = await db
        .selectFrom("university_literature")
        .select("topic")
        .groupBy("topic")
        .orderBy("topic")
        .limit(TOPICS_LIMIT)
        .execute();
      return rows.map((row) => row.topic);
    },

    /** The topics, and the items of a topic and a search (every word in the title, author or description). */
    async list(actor: Actor, filter: LiteratureFilter): Promise<LiteraturePage> {
      const topics = await this.topics(actor);
      let q = db.selectFrom("university_literature").select(COLUMNS);
      if (filter.topic) q = q.where("topic", "=", filter.topic);
      const words = searchKey(filter.q).split(/\s+/).filter(Boolean).slice(0, SEARCH_WORDS);
      for (const word of words) q = q.where(sql<boolean>`search_text like ${containing(word)} escape '!'`);
      const rows = await q
        .orderBy("position")
        .orderBy("id")
        .limit(LITERATURE_LIMIT + 1)
        .execute();
      return {
        topics,
        topic: filter.topic || null,
        q: filter.q,
        items: rows.slice(0, LITERATURE_LIMIT).map(present),
        limited: rows.length > LITERATURE_LIMIT,
      };
    },

    async get(actor: Actor, id: number): Promise<LiteratureItem> {
      requireReader(actor);
      const row = await byId(db, id);
      if (!row) throw notFound(r.itemNotFound);
      return present(row);
    },

    /** Adds an item (id null) at the end of the list, or changes one; a new file replaces the old one. */
    async save(actor: Actor, id: number | null, input: LiteratureInput, files: FilesService): Promise<LiteratureItem> {
      requireEditor(actor);
      const file = input.fileId === undefined ? null : await fileOfKind(files, input.fileId, UNIVERSITY_LITERATURE.type, "fileId");
      const at = now().toISOString();
      const values = {
        kind: input.kind,
        title: input.title,
        author: input.author,
        description: input.description,
        topic: input.topic,
        link: input.link,
        search_text: searchKey([input.title, input.author, input.description].join("\n")),
        updated_at: at,
        ...(file ? { file_id: file.id, file_path: file.filePath, file_name: file.originalFileName, file_size: file.fileSize } : {}),
      };
      const saved = await db.transaction().execute(async (trx) => {
        const before = id === null ? null : await byId(trx, id);
        if (id !== null && !before) throw notFound(r.itemNotFound);
        if (!input.link && !file && !before?.file_path) throw invalid(r.linkOrFile, { link: r.linkOrFile });
        if (before) {
          await trx.updateTable("university_literature").set(values).where("id", "=", before.id).execute();
          return (await byId(trx, before.id))!;
        }
        const last = await trx
          .selectFrom("university_literature")
          .select((eb) => eb.fn.max("position").as("last"))
          .executeTakeFirst();
        const createdBy = actor.kind === "user" ? actor.userId : null;
        return trx
          .insertInto("university_literature")
          .values({ ...values, position: Number(last?.last ?? 0) + 1, created_at: at, created_by: createdBy })
          .returning(COLUMNS)
          .executeTakeFirstOrThrow();
      });
      return present(saved);
    },

    /** Swaps an item with its neighbour above or below in the whole list; at either end nothing moves. */
    async move(actor: Actor, id: number, to: MoveDirection): Promise<void> {
      requireEditor(actor);
      await db.transaction().execute(async (trx) => {
        const row = await byId(trx, id);
        if (!row) throw notFound(r.itemNotFound);
        await swapWithNeighbour(trx, "university_literature", row, to);
      });
    },

    async remove(actor: Actor, id: number): Promise<void> {
      requireEditor(actor);
      const gone = await db.deleteFrom("university_literature").where("id", "=", id).executeTakeFirst();
      if (Number(gone.numDeletedRows) === 0) throw notFound(r.itemNotFound);
    },

    /** Whether a file is a literature item's (the files' read guard: anyone signed in downloads it). */
    async isShownFile(fileId: number): Promise<boolean> {
      const row = await db.selectFrom("university_literature").select("id").where("file_id", "=", fileId).limit(1).executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type UniversityLiterature = ReturnType<typeof createLiterature>;

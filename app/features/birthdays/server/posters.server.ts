// Poster templates (/admin/poster/birthday, /admin/poster/career) and the posters drawn from them. A template is
// a background (a POSTER_BACKGROUND file, checked by content when uploaded) and a text whose placeholders are
// known ones only; an unknown one is refused by its name. Posters are drawn on request (poster-render.server.ts).
import type { Actor } from "~/platform/actor";
import type { Deps } from "~/platform/deps.server";
import { forbidden, invalid, notFound } from "~/platform/errors";
import type { FilesService } from "~/platform/files/files.server";
import { requireUser } from "~/platform/require-user";
import { birthdayPerson } from "~/features/users/index.server";
import { messages as t } from "../messages";
import { serverMessages as r } from "../messages.server";
import { canEditPosters } from "../policy";
import { fillPoster, unknownPlaceholder, type PosterValues } from "../poster-text";
import type { PosterInput } from "../schema";
import type { PosterKind } from "../tables";
import { renderPoster } from "./poster-render.server";

export const POSTER_KINDS: readonly PosterKind[] = ["BIRTHDAY", "CAREER"];
/** The texts a kind starts with, before anyone edits it. */
export const DEFAULT_POSTER_TEXT: Record<PosterKind, string> = r.defaultPosterText;

export interface PosterTemplate {
  kind: PosterKind;
  text: string;
  background: { id: number; name: string; path: string } | null;
}

export function requirePosterEditor(actor: Actor): void {
  requireUser(actor);
  if (!canEditPosters(actor)) throw forbidden(r.forbiddenPoster);
}

/** The bytes of a stored background (its LARGE variant), read as the reader (the files' guard lets her). */
async function backgroundBytes(files: FilesService, actor: Actor, fileId: number | null): Promise<Uint8Array | null> {
  if (fileId === null) return null;
  const record = await files.record(fileId);
  const m = record ? /^\/files\/([^/]+)\/(.+)$/.exec(record.filePath) : null;
  if (!m) return null;
  const download = await files.download(actor, { id: m[1]!, name: decodeURIComponent(m[2]!), size: "LARGE" });
  const chunks: Buffer[] = [];
  for await (const chunk of await files.openStream(download)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Posters kept drawn, per process: the oldest is dropped past this many. */
const DRAWN_MAX = 64;

export function createPosters({ db, now }: Deps) {
  const drawn = new Map<number, Buffer>();
  async function template(kind: PosterKind): Promise<{ text: string; background_file_id: number | null }> {
    const row = await db
      .selectFrom("birthdays_poster_templates")
      .select(["text", "background_file_id"])
      .where("kind", "=", kind)
      .executeTakeFirst();
    return row ?? { text: DEFAULT_POSTER_TEXT[kind], background_file_id: null };
  }

  return {
    template,

    /** The template as its admin page shows it. */
    async view(actor: Actor, kind: PosterKind, files: FilesService): Promise<PosterTemplate> {
      requirePosterEditor(actor);
      const row = await template(kind);
      const record = row.background_file_id ? await files.record(row.background_file_id) : null;
      return {
        kind,
        text: row.text,
        background: record ? { id: record.id, name: record.originalFileName, path: record.filePath } : null,
      };
    },

    /** Saves a kind's template: known placeholders only; a new background must be a POSTER_BACKGROUND file. */
    async save(actor: Actor, kind: PosterKind, input: PosterInput, files: FilesService): Promise<void> {
      requirePosterEditor(actor);
      const unknown = unknownPlaceholder(input.text);
      if (unknown !== null) throw invalid(r.unknownPlaceholder(unknown), { text: r.unknownPlaceholder(unknown) });
      const current = await template(kind);
      const fileId = input.backgroundFileId ?? current.background_file_id;
      if (input.backgroundFileId !== undefined) {
        const record = await files.record(input.backgroundFileId);
        if (record?.fileType !== "POSTER_BACKGROUND") throw notFound(r.backgroundNotFound, { backgroundFileId: r.backgroundNotFound });
      }
      const row = { text: input.text, background_file_id: fileId, updated_at: now().toISOString(), updated_by: requireUser(actor).userId };
      await db
        .insertInto("birthdays_poster_templates")
        .values({ kind, ...row })
        .onConflict((oc) => oc.column("kind").doUpdateSet(row))
        .execute();
    },

    /** The kind's poster with sample values, for its admin page. */
    async preview(actor: Actor, kind: PosterKind, files: FilesService) {
      requirePosterEditor(actor);
      const row = await template(kind);
      return renderPoster(await backgroundBytes(files, actor, row.background_file_id), fillPoster(row.text, t.sample));
    },

    /** A congratulation's poster: its text as filled on its day, on its background. */
    async image(actor: Actor, congratulationId: number, files: FilesService) {
      requireUser(actor);
      const row = await db
        .selectFrom("birthdays_congratulations")
        .select(["user_id", "text", "background_file_id"])
        .where("id", "=", congratulationId)
        .executeTakeFirst();
      if (!row || !(await birthdayPerson(db, row.user_id))) throw notFound(r.notFound);
      // A congratulation's text and background never change: its drawing is kept (a bounded cache, ~50 KB each),
      // so a department opening it at once draws it once per process.
      const kept = drawn.get(congratulationId);
      if (kept) return { jpeg: kept, ms: 0 };
      const poster = await renderPoster(await backgroundBytes(files, actor, row.background_file_id), row.text);
      if (drawn.size >= DRAWN_MAX) drawn.delete(drawn.keys().next().value!);
      drawn.set(congratulationId, poster.jpeg);
      return poster;
    },

    /** Whether a file is a background people see (a template's or a congratulation's): the files' read guard. */
    async isShownBackground(fileId: number): Promise<boolean> {
      const used = await db
        .selectFrom("birthdays_poster_templates")
        .select("updated_at as at")
        .where("background_file_id", "=", fileId)
        .union(db.selectFrom("birthdays_congratulations").select("created_at as at").where("background_file_id", "=", fileId))
        .executeTakeFirst();
      return used !== undefined;
    },
  };
}

export type { PosterValues };

// Эмилия's domain functions (spec part 2 §7): her images, each image's phrases and the banner. (actor, input)
// -> result or a typed domain error; the /api (api.server.ts) and the admin pages call the same ones. Images
// are the person's own EMILIA_IMAGE uploads (the files service checks them by content); phrases are rich text
// made safe by the shared sanitizer. Every change writes its audit entry in its own transaction.
import { sql } from "kysely";
import type { Actor, SignedIn } from "~/platform/actor";
import type { Deps } from "~/platform/deps.server";
import { recordAudit } from "~/platform/audit.server";
import { forbidden, invalid, notFound } from "~/platform/errors";
import { filePathOf } from "~/platform/files/address.server";
import type { FileReadGuard } from "~/platform/files/files.server";
import { lockOwnUpload } from "~/platform/files/own-upload.server";
import { requireUser } from "~/platform/require-user";
import { parseInput } from "~/platform/validate";
import { foreignImageRefusal, richTextForStorage } from "~/shared/richtext/stored.server";
import { sanitizeRichHtml } from "~/shared/richtext/sanitize.server";
import { EMILIA_IMAGE } from "../files";
import { messages } from "../messages";
import { refusals } from "../messages.server";
import { canManageEmilia, canSeeBanner } from "../policy";
import { idSchema, imageInputSchema, phraseInputSchema, type PhraseInput } from "../schema";

/** The most images or phrases one answer lists; the next come by `after` (keyset on id). */
export const PAGE_MAX = 100;

export interface EmiliaImage {
  id: number;
  image: { id: number; filePath: string };
  /** How many phrases it has. */
  phraseCount: number;
}

export interface EmiliaPhrase {
  id: number;
  emiliaImageId: number;
  phrase: string | null;
  phraseNewEditor: string | null;
  newEditor: boolean;
}

/** GET /emilia/banner: a random phrase of a random image (spec part 1 §3). */
export interface EmiliaBanner {
  newEditor: boolean;
  phrase: string | null;
  phraseNewEditor: string | null;
  emiliaImage: { id: number; image: { id: number; filePath: string } };
}

function requireManager(actor: Actor): SignedIn {
  const user = requireUser(actor);
  if (!canManageEmilia(user)) throw forbidden(refusals.forbidden);
  return user;
}

const listSchema = idSchema(refusals.idInvalid);
const afterOf = (input: unknown) => {
  const after = Number((input as { after?: unknown } | null)?.after);
  return Number.isInteger(after) && after > 0 ? after : 0;
};
const limitOf = (input: unknown) => {
  const limit = Number((input as { limit?: unknown } | null)?.limit);
  return Number.isInteger(limit) && limit > 0 ? Math.min(limit, PAGE_MAX) : PAGE_MAX;
};

/** The stored texts of a phrase: the new editor's HTML made safe, or the old editor's text as written. */
function phraseTexts(input: PhraseInput): { phrase: string | null; phrase_new_editor: string | null; new_editor: number } {
  const newEditor = input.newEditor !== false && input.newEditor !== "false";
  if (!newEditor) {
    if (!input.phrase) throw invalid(messages.phraseRequired, { phrase: messages.phraseRequired });
    return {
      phrase: input.phrase,
      phrase_new_editor: input.phraseNewEditor ? richTextForStorage(input.phraseNewEditor) : null,
      new_editor: 0,
    };
  }
  const raw = input.phraseNewEditor ?? "";
  const foreign = foreignImageRefusal(raw);
  if (foreign) throw invalid(foreign, { phraseNewEditor: foreign });
  const html = richTextForStorage(raw);
  if (!html) throw invalid(messages.phraseRequired, { phraseNewEditor: messages.phraseRequired });
  return { phrase: input.phrase ?? null, phrase_new_editor: html, new_editor: 1 };
}

export function createEmilia({ db, now }: Deps) {
  const imageRows = () =>
    db
      .selectFrom("emilia_images as i")
      .innerJoin("files as f", "f.id", "i.file_id")
      .select(["i.id", "f.id as file_id", "f.url_key", "f.original_name"]);
  const presentImage = (r: {
    id: number;
    file_id: number;
    url_key: string;
    original_name: string;
    phrase_count?: unknown;
  }): EmiliaImage => ({
    id: r.id,
    image: { id: r.file_id, filePath: filePathOf(r.file_id, r.url_key, r.original_name) },
    phraseCount: Number(r.phrase_count ?? 0),
  });
  const phraseColumns = ["id", "image_id", "phrase", "phrase_new_editor", "new_editor"] as const;
  const presentPhrase = (r: {
    id: number;
    image_id: number;
    phrase: string | null;
    phrase_new_editor: string | null;
    new_editor: number;
  }): EmiliaPhrase => ({
    id: r.id,
    emiliaImageId: r.image_id,
    phrase: r.phrase,
    phraseNewEditor: r.phrase_new_editor,
    newEditor: r.new_editor === 1,
  });

  async function imageById(id: number): Promise<EmiliaImage> {
    const row = await imageRows()
      .select((eb) =>
        eb
          .selectFrom("emilia_phrases as p")
          .whereRef("p.image_id", "=", "i.id")
          .select((e) => e.fn.countAll().as("n"))
          .as("phrase_count"),
      )
      .where("i.id", "=", id)
      .executeTakeFirst();
    if (!row) throw notFound(refusals.imageNotFound);
    return presentImage(row);
  }

  /** Adds an image, or replaces the file of image `id`: the person's own EMILIA_IMAGE upload `fileId`. */
  async function putImage(actor: Actor, input: unknown, replace: boolean): Promise<EmiliaImage> {
    const user = requireManager(actor);
    const { id, fileId } = parseInput(imageInputSchema(refusals.idInvalid), input);
    if (replace && id === undefined) throw invalid(refusals.idInvalid, { id: refusals.idInvalid });
    if (fileId === undefined) throw invalid(refusals.fileRequired, { fileId: refusals.fileRequired });
    const at = now().toISOString();
    const imageId = await db.transaction().execute(async (trx) => {
      const before = replace
        ? await trx.selectFrom("emilia_images").select(["id", "file_id"]).where("id", "=", id!).executeTakeFirst()
        : null;
      if (replace && !before) throw notFound(refusals.imageNotFound);
      const file = await lockOwnUpload(trx, { fileId, ownerId: user.userId, fileType: EMILIA_IMAGE.type });
      if (!file) throw notFound(refusals.fileNotFound, { fileId: refusals.fileNotFound });
      let saved: number;
      if (before) {
        await trx.updateTable("emilia_images").set({ file_id: file.id, updated_at: at }).where("id", "=", before.id).execute();
        saved = before.id;
      } else {
        const row = await trx
          .insertInto("emilia_images")
          .values({ file_id: file.id, created_at: at, updated_at: at })
          .returning("id")
          .executeTakeFirstOrThrow();
        saved = row.id;
      }
      await recordAudit(trx, {
        actorId: user.userId,
        action: before ? "EMILIA_IMAGE_REPLACE" : "EMILIA_IMAGE_ADD",
        entity: "EMILIA_IMAGE",
        entityId: saved,
        before: before ? { fileId: before.file_id } : null,
        after: { fileId: file.id },
        at: now(),
      });
      return saved;
    });
    return imageById(imageId);
  }

  async function requireImage(id: number): Promise<void> {
    const row = await db.selectFrom("emilia_images").select("id").where("id", "=", id).executeTakeFirst();
    if (!row) throw notFound(refusals.imageNotFound);
  }

  return {
    /** GET /emilia/image/list[?after&limit]: the images in the order they were added, with their phrase counts. */
    async listImages(actor: Actor, input: unknown = {}): Promise<EmiliaImage[]> {
      requireManager(actor);
      const rows = await imageRows()
        .select((eb) =>
          eb
            .selectFrom("emilia_phrases as p")
            .whereRef("p.image_id", "=", "i.id")
            .select((e) => e.fn.countAll().as("n"))
            .as("phrase_count"),
        )
        .where("i.id", ">", afterOf(input))
        .orderBy("i.id")
        .limit(limitOf(input))
        .execute();
      return rows.map(presentImage);
    },

    /** One image (the phrases page's heading). */
    async getImage(actor: Actor, id: number): Promise<EmiliaImage> {
      requireManager(actor);
      return imageById(id);
    },

    /** POST /emilia/image/add {fileId}. */
    addImage: (actor: Actor, input: unknown) => putImage(actor, input, false),
    /** POST /emilia/image/edit {id, fileId}: the same image (its phrases stay), a new picture. */
    editImage: (actor: Actor, input: unknown) => putImage(actor, input, true),

    /** POST /emilia/image/delete {id}: the image and its phrases (recorded in the audit log with their texts). */
    async deleteImage(actor: Actor, input: unknown): Promise<{ id: number }> {
      const user = requireManager(actor);
      const { id } = parseInput(listSchema, input);
      await db.transaction().execute(async (trx) => {
        const image = await trx.selectFrom("emilia_images").select(["id", "file_id"]).where("id", "=", id).executeTakeFirst();
        if (!image) throw notFound(refusals.imageNotFound);
        const phrases = await trx.selectFrom("emilia_phrases").select(phraseColumns).where("image_id", "=", id).execute();
        await trx.deleteFrom("emilia_phrases").where("image_id", "=", id).execute();
        await trx.deleteFrom("emilia_images").where("id", "=", id).execute();
        await recordAudit(trx, {
          actorId: user.userId,
          action: "EMILIA_IMAGE_DELETE",
          entity: "EMILIA_IMAGE",
          entityId: id,
          before: { fileId: image.file_id, phrases: phrases.map(presentPhrase) },
          after: null,
          at: now(),
        });
      });
      return { id };
    },

    /** GET /emilia/phrase/list?id[&after&limit]: the phrases of image `id`, oldest first. */
    async listPhrases(actor: Actor, input: unknown): Promise<EmiliaPhrase[]> {
      requireManager(actor);
      const { id } = parseInput(listSchema, input);
      await requireImage(id);
      const rows = await db
        .selectFrom("emilia_phrases")
        .select(phraseColumns)
        .where("image_id", "=", id)
        .where("id", ">", afterOf(input))
        .orderBy("id")
        .limit(limitOf(input))
        .execute();
      return rows.map(presentPhrase);
    },

    /** GET /emilia/phrase/get?id. */
    async getPhrase(actor: Actor, input: unknown): Promise<EmiliaPhrase> {
      requireManager(actor);
      const { id } = parseInput(idSchema(refusals.idInvalid), input);
      const row = await db.selectFrom("emilia_phrases").select(phraseColumns).where("id", "=", id).executeTakeFirst();
      if (!row) throw notFound(refusals.phraseNotFound);
      return presentPhrase(row);
    },

    /** POST /emilia/phrase/add {imageId, phraseNewEditor | phrase with newEditor false}. */
    async addPhrase(actor: Actor, input: unknown): Promise<EmiliaPhrase> {
      const user = requireManager(actor);
      const parsed = parseInput(phraseInputSchema(refusals.imageIdInvalid), input);
      if (parsed.imageId === undefined) throw invalid(refusals.imageIdInvalid, { imageId: refusals.imageIdInvalid });
      const texts = phraseTexts(parsed);
      const at = now().toISOString();
      return db.transaction().execute(async (trx) => {
        const image = await trx.selectFrom("emilia_images").select("id").where("id", "=", parsed.imageId!).executeTakeFirst();
        if (!image) throw notFound(refusals.imageNotFound);
        const row = await trx
          .insertInto("emilia_phrases")
          .values({ image_id: image.id, ...texts, created_at: at, updated_at: at })
          .returning(phraseColumns)
          .executeTakeFirstOrThrow();
        const after = presentPhrase(row);
        await recordAudit(trx, {
          actorId: user.userId,
          action: "EMILIA_PHRASE_ADD",
          entity: "EMILIA_PHRASE",
          entityId: row.id,
          after: { ...after },
          at: now(),
        });
        return after;
      });
    },

    /** POST /emilia/phrase/edit {id, phraseNewEditor | phrase with newEditor false}. */
    async editPhrase(actor: Actor, input: unknown): Promise<EmiliaPhrase> {
      const user = requireManager(actor);
      const parsed = parseInput(phraseInputSchema(refusals.idInvalid), input);
      if (parsed.id === undefined) throw invalid(refusals.idInvalid, { id: refusals.idInvalid });
      const texts = phraseTexts(parsed);
      return db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom("emilia_phrases").select(phraseColumns).where("id", "=", parsed.id!).executeTakeFirst();
        if (!before) throw notFound(refusals.phraseNotFound);
        const row = await trx
          .updateTable("emilia_phrases")
          .set({ ...texts, updated_at: now().toISOString() })
          .where("id", "=", before.id)
          .returning(phraseColumns)
          .executeTakeFirstOrThrow();
        const after = presentPhrase(row);
        await recordAudit(trx, {
          actorId: user.userId,
          action: "EMILIA_PHRASE_EDIT",
          entity: "EMILIA_PHRASE",
          entityId: row.id,
          before: { ...presentPhrase(before) },
          after: { ...after },
          at: now(),
        });
        return after;
      });
    },

    /** POST /emilia/phrase/delete {id}: the image it belonged to. */
    async deletePhrase(actor: Actor, input: unknown): Promise<{ id: number; emiliaImageId: number }> {
      const user = requireManager(actor);
      const { id } = parseInput(idSchema(refusals.idInvalid), input);
      return db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom("emilia_phrases").select(phraseColumns).where("id", "=", id).executeTakeFirst();
        if (!before) throw notFound(refusals.phraseNotFound);
        await trx.deleteFrom("emilia_phrases").where("id", "=", id).execute();
        await recordAudit(trx, {
          actorId: user.userId,
          action: "EMILIA_PHRASE_DELETE",
          entity: "EMILIA_PHRASE",
          entityId: id,
          before: { ...presentPhrase(before) },
          after: null,
          at: now(),
        });
        return { id, emiliaImageId: before.image_id };
      });
    },

    /**
     * GET /emilia/banner: a random phrase of a random image that has phrases (every image equally likely,
     * however many phrases it has), in one statement; null when there is none.
     */
    async banner(actor: Actor): Promise<EmiliaBanner | null> {
      requireUser(actor);
      if (!canSeeBanner(actor)) return null;
      const row = await db
        .selectFrom("emilia_phrases as p")
        .innerJoin("emilia_images as i", "i.id", "p.image_id")
        .innerJoin("files as f", "f.id", "i.file_id")
        .select(["p.phrase", "p.phrase_new_editor", "p.new_editor", "i.id as image_id", "f.id as file_id", "f.url_key", "f.original_name"])
        .where("p.image_id", "=", (eb) =>
          eb
            .selectFrom("emilia_phrases as q")
            .select("q.image_id")
            .groupBy("q.image_id")
            .orderBy(sql`random()`)
            .limit(1),
        )
        .orderBy(sql`random()`)
        .limit(1)
        .executeTakeFirst();
      if (!row) return null;
      return {
        newEditor: row.new_editor === 1,
        phrase: row.phrase,
        // Stored sanitized; sanitized again as it leaves, like every rich text shown.
        phraseNewEditor: row.phrase_new_editor === null ? null : sanitizeRichHtml(row.phrase_new_editor),
        emiliaImage: { id: row.image_id, image: { id: row.file_id, filePath: filePathOf(row.file_id, row.url_key, row.original_name) } },
      };
    },

    /** Anyone signed in reads an image of Эмилия: the banner shows it to everyone. */
    fileReadGuard: (async (actor, fileId) => {
      if (actor.kind !== "user") return null;
      const row = await db.selectFrom("emilia_images").select("id").where("file_id", "=", fileId).executeTakeFirst();
      return row ? true : null;
    }) satisfies FileReadGuard,
  };
}

export type EmiliaService = ReturnType<typeof createEmilia>;

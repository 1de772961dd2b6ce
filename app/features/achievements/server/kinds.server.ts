// The catalogue of achievements: its kinds (a title, a picture, a description, how it is granted) in two lists
// by the archive flag (spec part 2 §4: a kind moves between the list and the archive when the flag changes),
// with their holders. Lists are keyset pages, newest kind first, in two statements whatever their length: the
// kinds with their holder counts, then the latest holders of all of them at once.
import { sql } from "kysely";
import type { Actor, SignedIn } from "~/platform/actor";
import type { Deps } from "~/platform/deps.server";
import { conflict, forbidden, invalid, notFound } from "~/platform/errors";
import { writeIdsEvent } from "~/platform/events.server";
import { lockOwnUpload } from "~/platform/files/own-upload.server";
import { requireUser } from "~/platform/require-user";
import { ACHIEVEMENT_IMAGE } from "../files";
import { messages as t } from "../messages";
import { serverMessages as r } from "../messages.server";
import { canEditAchievements } from "../policy";
import { PAGE_SIZE, type KindArchive, type KindCreate, type KindUpdate, type ListInput } from "../schema";
import { ACHIEVEMENT_KINDS_CHANGED } from "./events";
import { HOLDERS_SHOWN, kindRows, presentKind, type AchievementKind, type Db, type HolderRef } from "./views.server";

export interface KindsPage {
  content: AchievementKind[];
  /** The `after` of the next page; null: the last page. */
  next: number | null;
}

export interface HoldersPage {
  kind: AchievementKind;
  content: (HolderRef & { awardedOn: string })[];
  next: number | null;
}

export function requireEditor(actor: Actor): SignedIn {
  const user = requireUser(actor);
  if (!canEditAchievements(user)) throw forbidden(r.forbidden);
  return user;
}

/** The latest holders of each kind, HOLDERS_SHOWN at most each: one statement for any number of kinds. */
async function latestHolders(db: Db, kindIds: readonly number[]): Promise<Map<number, HolderRef[]>> {
  const byKind = new Map<number, HolderRef[]>();
  if (kindIds.length === 0) return byKind;
  const { rows } = await sql<{ kind_id: number; award_id: number; id: number; name: string; surname: string; avatar_path: string | null }>`
    select h.kind_id, h.award_id, h.id, h.name, h.surname, h.avatar_path from (
      select a.kind_id, a.id as award_id, u.id, u.name, u.surname, u.avatar_path,
        row_number() over (partition by a.kind_id order by a.id desc) as place
      from achievement_awards a join users u on u.id = a.user_id
      where a.kind_id in (${sql.join(kindIds)})
    ) h where h.place <= ${HOLDERS_SHOWN} order by h.kind_id, h.place`.execute(db);
  for (const row of rows) {
    const list = byKind.get(Number(row.kind_id)) ?? [];
    list.push({ id: Number(row.id), name: row.name, surname: row.surname, avatarPath: row.avatar_path, awardId: Number(row.award_id) });
    byKind.set(Number(row.kind_id), list);
  }
  return byKind;
}

/** The person's own ACHIEVEMENT_IMAGE upload, locked for the transaction; refused when it is not one. */
async function takeImage(trx: Db, user: SignedIn, fileId: number): Promise<number> {
  const file = await lockOwnUpload(trx as Parameters<typeof lockOwnUpload>[0], {
    fileId,
    ownerId: user.userId,
    fileType: ACHIEVEMENT_IMAGE.type,
  });
  if (!file) throw invalid(t.imageInvalid, { imageFileId: t.imageInvalid });
  return file.id;
}

/** A rule's kind is one per rule and threshold (two "5 years" would be granted twice over). */
async function refuseTakenRule(trx: Db, k: { rule: string | null; ruleThreshold: number | null }, self: number | null): Promise<void> {
  if (k.rule === null || k.ruleThreshold === null) return;
  let q = trx
    .selectFrom("achievement_kinds")
    .select("id")
    .where("rule", "=", k.rule as "YEARS")
    .where("rule_threshold", "=", k.ruleThreshold);
  if (self !== null) q = q.where("id", "!=", self);
  if (await q.executeTakeFirst()) throw conflict(r.ruleTaken);
}

export function createKinds({ db, now }: Deps) {
  async function kindById(reader: Db, id: number): Promise<AchievementKind> {
    const row = await kindRows(reader).where("k.id", "=", id).executeTakeFirst();
    if (!row) throw notFound(t.kindNotFound);
    return presentKind(row, (await latestHolders(reader, [id])).get(id) ?? []);
  }

  return {
    kindById: (id: number) => kindById(db, id),

    /** A page of the list or of the archive, newest kind first, each with its latest holders. */
    async list(actor: Actor, { archived, after, limit }: ListInput): Promise<KindsPage> {
      requireUser(actor);
      let q = kindRows(db)
        .where("k.archived", "=", archived ? 1 : 0)
        .orderBy("k.id", "desc")
        .limit(limit + 1);
      if (after !== undefined) q = q.where("k.id", "<", after);
      const rows = await q.execute();
      const shown = rows.slice(0, limit);
      const holders = await latestHolders(
        db,
        shown.map((k) => k.id),
      );
      return {
        content: shown.map((k) => presentKind(k, holders.get(k.id) ?? [])),
        next: rows.length > limit ? (shown.at(-1)?.id ?? null) : null,
      };
    },

    async get(actor: Actor, id: number): Promise<AchievementKind> {
      requireUser(actor);
      return kindById(db, id);
    },

    /** Everyone who holds a kind, newest award first, PAGE_SIZE a page (keyset on the award's id). */
    async holders(actor: Actor, { id, after }: { id: number; after?: number | undefined }): Promise<HoldersPage> {
      requireUser(actor);
      const kind = await kindById(db, id);
      let q = db
        .selectFrom("achievement_awards as a")
        .innerJoin("users as u", "u.id", "a.user_id")
        .select(["a.id as award_id", "a.awarded_on", "u.id", "u.name", "u.surname", "u.avatar_path"])
        .where("a.kind_id", "=", id)
        .orderBy("a.id", "desc")
        .limit(PAGE_SIZE + 1);
      if (after !== undefined) q = q.where("a.id", "<", after);
      const rows = await q.execute();
      const shown = rows.slice(0, PAGE_SIZE);
      return {
        kind,
        content: shown.map((h) => ({
          id: h.id,
          name: h.name,
          surname: h.surname,
          avatarPath: h.avatar_path,
          awardId: h.award_id,
          awardedOn: h.awarded_on,
        })),
        next: rows.length > PAGE_SIZE ? (shown.at(-1)?.award_id ?? null) : null,
      };
    },

    /** Adds a kind: editors and administrators; its picture is required. */
    async create(actor: Actor, input: KindCreate): Promise<AchievementKind> {
      const user = requireEditor(actor);
      if (input.imageFileId === undefined) throw invalid(t.imageRequired, { imageFileId: t.imageRequired });
      const at = now();
      const id = await db.transaction().execute(async (trx) => {
        const fileId = await takeImage(trx, user, input.imageFileId!);
        await refuseTakenRule(trx, input, null);
        const row = await trx
          .insertInto("achievement_kinds")
          .values({
            title: input.title,
            description: input.description,
            image_file_id: fileId,
            rule: input.rule,
            rule_threshold: input.rule === null ? null : input.ruleThreshold,
            created_at: at.toISOString(),
            updated_at: at.toISOString(),
            created_by: user.userId,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await writeIdsEvent(trx, ACHIEVEMENT_KINDS_CHANGED, [row.id], at);
        return row.id;
      });
      return kindById(db, id);
    },

    /** Changes a kind's text, rule and (when a new one is given) picture. */
    async update(actor: Actor, input: KindUpdate): Promise<AchievementKind> {
      const user = requireEditor(actor);
      const at = now();
      await db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom("achievement_kinds").select("id").where("id", "=", input.id).executeTakeFirst();
        if (!before) throw notFound(t.kindNotFound);
        const fileId = input.imageFileId === undefined ? undefined : await takeImage(trx, user, input.imageFileId);
        await refuseTakenRule(trx, input, input.id);
        await trx
          .updateTable("achievement_kinds")
          .set({
            title: input.title,
            description: input.description,
            ...(fileId === undefined ? {} : { image_file_id: fileId }),
            rule: input.rule,
            rule_threshold: input.rule === null ? null : input.ruleThreshold,
            updated_at: at.toISOString(),
          })
          .where("id", "=", input.id)
          .execute();
        await writeIdsEvent(trx, ACHIEVEMENT_KINDS_CHANGED, [input.id], at);
      });
      return kindById(db, input.id);
    },

    /** Moves a kind to the archive or back (its awards stay with their holders; an archived kind is not granted). */
    async archive(actor: Actor, { id, archived }: KindArchive): Promise<AchievementKind> {
      requireEditor(actor);
      const at = now();
      await db.transaction().execute(async (trx) => {
        const changed = await trx
          .updateTable("achievement_kinds")
          .set({ archived: archived ? 1 : 0, updated_at: at.toISOString() })
          .where("id", "=", id)
          .executeTakeFirst();
        if (Number(changed.numUpdatedRows) === 0) throw notFound(t.kindNotFound);
        await writeIdsEvent(trx, ACHIEVEMENT_KINDS_CHANGED, [id], at);
      });
      return kindById(db, id);
    },

    /** The kinds an editor may grant (not archived), by title: the grant form's choice. */
    async grantable(actor: Actor): Promise<{ id: number; title: string }[]> {
      requireEditor(actor);
      return db.selectFrom("achievement_kinds").select(["id", "title"]).where("archived", "=", 0).orderBy("title").limit(500).execute();
    },
  };
}

export type Kinds = ReturnType<typeof createKinds>;

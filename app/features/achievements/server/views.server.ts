// How achievements leave the server: the rows of a kind and of an award (joined with their picture and people
// in the same statement) and the objects /api and the pages show.
import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/platform/db/schema";
import { filePathOf } from "~/platform/files/address.server";
import type { AchievementRule } from "../tables";

export type Db = Kysely<Database> | Transaction<Database>;

export interface PersonRef {
  id: number;
  name: string;
  surname: string;
  avatarPath: string | null;
}

export interface AchievementImage {
  id: number;
  /** The stored picture; `?size=MEDIUM` gives its 800 px variant. */
  filePath: string;
}

/** A holder of a kind, with her award (its page: /user/{id}/achievement/{awardId}). */
export interface HolderRef extends PersonRef {
  awardId: number;
}

/** A kind of the catalogue. */
export interface AchievementKind {
  id: number;
  title: string;
  description: string;
  image: AchievementImage | null;
  /** null: granted by people; YEARS or THANKS: by the daily rule, at ruleThreshold years or thanks. */
  rule: AchievementRule | null;
  ruleThreshold: number | null;
  archived: boolean;
  createdAt: string;
  updatedAt: string;
  holderCount: number;
  /** The latest holders (up to HOLDERS_SHOWN), newest award first. */
  holders: HolderRef[];
}

/** A kind held by a person. */
export interface AchievementAward {
  id: number;
  kind: Pick<AchievementKind, "id" | "title" | "description" | "image" | "archived">;
  user: PersonRef;
  /** "yyyy-mm-dd" */
  awardedOn: string;
  /** Who granted it; null when a rule did (byRule) or the person is gone. */
  grantedBy: PersonRef | null;
  byRule: boolean;
  comment: string | null;
  createdAt: string;
}

/** The holders a catalogue entry shows. */
export const HOLDERS_SHOWN = 5;

const image = (id: number | null, key: string | null, name: string | null): AchievementImage | null =>
  id !== null && key !== null && name !== null ? { id, filePath: filePathOf(id, key, name) } : null;

export const kindRows = (db: Db) =>
  db
    .selectFrom("achievement_kinds as k")
    .leftJoin("files as f", "f.id", "k.image_file_id")
    .select([
      "k.id",
      "k.title",
      "k.description",
      "k.rule",
      "k.rule_threshold",
      "k.archived",
      "k.created_at",
      "k.updated_at",
      "f.id as file_id",
      "f.url_key",
      "f.original_name",
    ])
    .select((eb) =>
      eb
        .selectFrom("achievement_awards as a")
        .select((c) => c.fn.countAll<number | string>().as("n"))
        .whereRef("a.kind_id", "=", "k.id")
        .as("holder_count"),
    );

type KindRow = Awaited<ReturnType<ReturnType<typeof kindRows>["executeTakeFirstOrThrow"]>>;

export const presentKind = (r: KindRow, holders: HolderRef[] = []): AchievementKind => ({
  id: r.id,
  title: r.title,
  description: r.description,
  image: image(r.file_id, r.url_key, r.original_name),
  rule: r.rule,
  ruleThreshold: r.rule_threshold,
  archived: r.archived === 1,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  holderCount: Number(r.holder_count ?? 0),
  holders,
});

export const awardRows = (db: Db) =>
  db
    .selectFrom("achievement_awards as a")
    .innerJoin("achievement_kinds as k", "k.id", "a.kind_id")
    .innerJoin("users as u", "u.id", "a.user_id")
    .leftJoin("users as g", "g.id", "a.granted_by")
    .leftJoin("files as f", "f.id", "k.image_file_id")
    .select([
      "a.id",
      "a.awarded_on",
      "a.by_rule",
      "a.comment",
      "a.created_at",
      "k.id as kind_id",
      "k.title",
      "k.description",
      "k.archived",
      "f.id as file_id",
      "f.url_key",
      "f.original_name",
      "u.id as user_id",
      "u.name as user_name",
      "u.surname as user_surname",
      "u.avatar_path as user_avatar",
      "g.id as granter_id",
      "g.name as granter_name",
      "g.surname as granter_surname",
      "g.avatar_path as granter_avatar",
    ]);

type AwardRow = Awaited<ReturnType<ReturnType<typeof awardRows>["executeTakeFirstOrThrow"]>>;

export const presentAward = (r: AwardRow): AchievementAward => ({
  id: r.id,
  kind: {
    id: r.kind_id,
    title: r.title,
    description: r.description,
    image: image(r.file_id, r.url_key, r.original_name),
    archived: r.archived === 1,
  },
  user: { id: r.user_id, name: r.user_name, surname: r.user_surname, avatarPath: r.user_avatar },
  awardedOn: r.awarded_on,
  grantedBy:
    r.granter_id === null
      ? null
      : { id: r.granter_id, name: r.granter_name ?? "", surname: r.granter_surname ?? "", avatarPath: r.granter_avatar },
  byRule: r.by_rule === 1,
  comment: r.comment,
  createdAt: r.created_at,
});

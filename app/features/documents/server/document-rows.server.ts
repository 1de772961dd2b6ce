// What every use case of normative documents reads: the shapes a client sees, the one query of a
// document with the asking person's acknowledgement, and the lookups that refuse a missing theme or
// document. The use cases themselves are in documents-edit, themes and acknowledgements.
import type { Kysely, Transaction } from "kysely";
import type { Actor, SignedIn } from "~/platform/actor";
import type { Database } from "~/platform/db/schema";
import { forbidden, notFound } from "~/platform/errors";
import { canEditDocuments } from "~/features/documents/policy";
import { requireUser } from "~/features/users/index.server";
import { serverMessages } from "~/features/documents/messages.server";

const t = serverMessages;

export type Db = Kysely<Database> | Transaction<Database>;

/** What the use cases are built from: the database, the clock and today's date in Moscow. */
export interface DocumentsDeps {
  db: Kysely<Database>;
  now: () => Date;
  /** Today in Moscow, yyyy-mm-dd: a document whose end date is before it no longer applies. */
  today: () => string;
}

export interface DocumentTheme {
  id: number;
  title: string;
  sort: number;
  /** Documents of the theme that are not deleted. */
  count: number;
  /** Ours: of those in force, how many the asking person has not acknowledged yet. */
  toAcknowledge: number;
  canEdit: boolean;
}

/** A document in a theme's list: the spec's fields without the content. */
export interface DocumentListItem {
  id: number;
  wikiName: string;
  startDate: string;
  endDate: string | null;
  themeId: number;
  lastUpdateDate: string;
  sort: number;
  /** Ours: false once the end date has passed. */
  inForce: boolean;
  /** Ours: the asking person has acknowledged it. */
  acknowledged: boolean;
  acknowledgedAt: string | null;
  canEdit: boolean;
}

/** The spec's normative document, plus ours. */
export interface DocumentView extends DocumentListItem {
  content: string | null;
  contentNewEditor: string | null;
  newEditor: boolean;
  /** Ours: the content as safe HTML (renderStoredContent). */
  html: string;
  themeTitle: string;
  /** Send it back with an update: a document changed since is not overwritten. */
  version: number;
}

/** Only document editors (and administrators) change documents and themes. */
export function requireEditor(actor: Actor): SignedIn {
  const user = requireUser(actor);
  if (!canEditDocuments(user)) throw forbidden(t.forbidden);
  return user;
}

/** The documents that are not deleted, each with the date this person acknowledged it (or null). */
export function documentQuery(db: Db, userId: number) {
  return db
    .selectFrom("documents as d")
    .innerJoin("document_themes as th", "th.id", "d.theme_id")
    .leftJoin("document_acknowledgements as a", (j) => j.onRef("a.document_id", "=", "d.id").on("a.user_id", "=", userId))
    .where("d.is_deleted", "=", 0)
    .select([
      "d.id",
      "d.name",
      "d.start_date",
      "d.end_date",
      "d.theme_id",
      "d.updated_at",
      "d.sort",
      "th.title as theme_title",
      "a.acknowledged_at",
    ]);
}

type Row = {
  id: number;
  name: string;
  start_date: string;
  end_date: string | null;
  theme_id: number;
  updated_at: string;
  sort: number;
  acknowledged_at: string | null;
};

export function presentItem(row: Row, actor: SignedIn, today: string): DocumentListItem {
  return {
    id: row.id,
    wikiName: row.name,
    startDate: row.start_date,
    endDate: row.end_date,
    themeId: row.theme_id,
    lastUpdateDate: row.updated_at,
    sort: row.sort,
    inForce: row.end_date === null || row.end_date >= today,
    acknowledged: row.acknowledged_at !== null,
    acknowledgedAt: row.acknowledged_at,
    canEdit: canEditDocuments(actor),
  };
}

/** A theme's documents in their order, as its list shows them. */
export async function themeDocuments(deps: DocumentsDeps, user: SignedIn, themeId: number): Promise<DocumentListItem[]> {
  const rows = await documentQuery(deps.db, user.userId).where("d.theme_id", "=", themeId).orderBy("d.sort").orderBy("d.id").execute();
  return rows.map((r) => presentItem(r, user, deps.today()));
}

export async function requireTheme(db: Db, id: number) {
  const theme = await db.selectFrom("document_themes").select(["id", "title", "sort"]).where("id", "=", id).executeTakeFirst();
  if (!theme) throw notFound(t.themeNotFound);
  return theme;
}

export async function requireDocument(db: Db, id: number) {
  const row = await db
    .selectFrom("documents")
    .select(["id", "theme_id", "name"])
    .where("id", "=", id)
    .where("is_deleted", "=", 0)
    .executeTakeFirst();
  if (!row) throw notFound(t.notFound);
  return row;
}

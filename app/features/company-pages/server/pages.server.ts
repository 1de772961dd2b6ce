// The company's pages: each a rich text (sanitized on save) whose every save is a new version; the history
// (who, when), an old version, and a restore (the old title and text come back as a new version). Everyone
// signed in reads; the pages' editors (canEditCompanyPages) write and see the history. A page's row is
// written by its first save: until then it shows its default title and no text.
import type { Kysely, Transaction } from "kysely";
import type { Actor } from "~/platform/actor";
import type { Deps } from "~/platform/deps.server";
import type { Database } from "~/platform/db/schema";
import { forbidden, invalid, notFound, rateLimited, unauthorized } from "~/platform/errors";
import type { RateLimiter } from "~/platform/rate-limit.server";
import { namesFile } from "~/platform/files/address.server";
import { staleEdit } from "~/platform/versions.server";
import { api as apiMessages } from "~/shared/messages.server";
import { foreignImageRefusal, richTextForStorage } from "~/shared/richtext/stored.server";
import { sanitizeRichHtml } from "~/shared/richtext/sanitize.server";
import { canEditCompanyPages, canReadCompanyPages } from "../policy";
import { messages } from "../messages";
import { serverMessages } from "../messages.server";
import type { PageSlug } from "../pages";
import type { PageRef, PageSave, VersionRef, VersionsQuery } from "../schema";
import { companyPagesChanged } from "./search-indexer.server";

type Db = Kysely<Database> | Transaction<Database>;
const t = { ...messages, ...serverMessages };

/** Versions per page of the history, in the page and the /api call. */
export const VERSIONS_PAGE = 20;
/**
 * Saves (and restores) a person may make per minute: far above typing and clicking, and a client stuck in a
 * loop cannot fill the history (the guide's history once grew to 177,704 versions of one article that way).
 */
export const SAVES_PER_MINUTE = 30;

export interface Author {
  id: number;
  name: string;
  surname: string;
}

export interface CompanyPage {
  slug: PageSlug;
  title: string;
  /** Safe HTML; "" until the first save. */
  html: string;
  /** 0 until the first save; send it back with a save. */
  version: number;
  updatedAt: string | null;
  updatedBy: Author | null;
  canEdit: boolean;
}

export interface PageVersionItem {
  version: number;
  title: string;
  createdAt: string;
  user: Author | null;
  restoredFrom: number | null;
}

export interface PageVersion extends PageVersionItem {
  html: string;
}

const author = (id: number | null, name: string | null, surname: string | null): Author | null =>
  id === null ? null : { id, name: name ?? "", surname: surname ?? "" };

export function requireCompanyPagesEditor(actor: Actor): void {
  if (!canEditCompanyPages(actor)) throw forbidden(t.forbidden);
}

function requireReader(actor: Actor): void {
  if (!canReadCompanyPages(actor)) throw unauthorized(apiMessages.unauthorized);
}

/** The HTML to store for what was sent, or the body's refusal. */
function bodyOf(raw: string): string {
  const foreign = foreignImageRefusal(raw);
  if (foreign) throw invalid(foreign, { content: foreign });
  const html = richTextForStorage(raw);
  if (!html) throw invalid(t.bodyRequired, { content: t.bodyRequired });
  return html;
}

async function pageRow(db: Db, slug: PageSlug) {
  return db.selectFrom("company_pages").select(["id", "version"]).where("slug", "=", slug).executeTakeFirst();
}

/** Writes the page's new state and its version row; returns the new version. A stale `expected` changes nothing. */
async function writePage(
  rate: RateLimiter,
  trx: Transaction<Database>,
  at: Date,
  userId: number,
  change: { slug: PageSlug; title: string; body: string; expected: number | undefined; restoredFrom?: number },
): Promise<{ id: number; version: number }> {
  const taken = await rate.take(`company-page-save:${userId}`, [{ windowMs: 60_000, limit: SAVES_PER_MINUTE }], trx);
  if (!taken.allowed) throw rateLimited(t.tooManySaves);
  const stamp = { title: change.title, body: change.body, updated_at: at.toISOString(), updated_by: userId };
  let written: { id: number; version: number } | undefined;
  const existing = await pageRow(trx, change.slug);
  if (existing) {
    let update = trx
      .updateTable("company_pages")
      .set((eb) => ({ ...stamp, version: eb("version", "+", 1) }))
      .where("id", "=", existing.id);
    // The version the edit started from: a save made meanwhile moved it on, and this one is refused.
    if (change.expected !== undefined) update = update.where("version", "=", change.expected);
    written = await update.returning(["id", "version"]).executeTakeFirst();
  } else if (change.expected === undefined) {
    // Two first saves at once: the second finds the slug taken and is refused like any stale save.
    written = await trx
      .insertInto("company_pages")
      .values({ slug: change.slug, version: 1, ...stamp })
      .onConflict((oc) => oc.column("slug").doNothing())
      .returning(["id", "version"])
      .executeTakeFirst();
  }
  if (!written) throw staleEdit();
  await trx
    .insertInto("company_page_versions")
    .values({
      page_id: written.id,
      version: written.version,
      title: change.title,
      body: change.body,
      created_at: at.toISOString(),
      user_id: userId,
      restored_from: change.restoredFrom ?? null,
    })
    .execute();
  await companyPagesChanged(trx, [written.id], at);
  return written;
}

export function createPages({ db, now, rate }: Deps) {
  async function page(actor: Actor, { slug }: PageRef): Promise<CompanyPage> {
    requireReader(actor);
    const row = await db
      .selectFrom("company_pages as p")
      .leftJoin("users as u", "u.id", "p.updated_by")
      .select(["p.title", "p.body", "p.version", "p.updated_at", "u.id as user_id", "u.name", "u.surname"])
      .where("p.slug", "=", slug)
      .executeTakeFirst();
    const canEdit = canEditCompanyPages(actor);
    if (!row) return { slug, title: t.titles[slug], html: "", version: 0, updatedAt: null, updatedBy: null, canEdit };
    return {
      slug,
      title: row.title,
      html: sanitizeRichHtml(row.body),
      version: row.version,
      updatedAt: row.updated_at,
      updatedBy: author(row.user_id, row.name, row.surname),
      canEdit,
    };
  }

  /** The page's id for its editors' history, or not found (a page never saved has none). */
  async function editedPageId(actor: Actor, slug: PageSlug): Promise<number> {
    requireCompanyPagesEditor(actor);
    const row = await pageRow(db, slug);
    if (!row) throw notFound(t.versionNotFound);
    return row.id;
  }

  return {
    page,

    /** Saves the page as a new version (its editors only); a `version` older than the page's is refused. */
    async save(actor: Actor, input: PageSave): Promise<CompanyPage> {
      requireCompanyPagesEditor(actor);
      if (actor.kind !== "user") throw unauthorized(apiMessages.unauthorized);
      const body = bodyOf(input.content);
      await db
        .transaction()
        .execute((trx) =>
          writePage(rate, trx, now(), actor.userId, { slug: input.slug, title: input.title, body, expected: input.version }),
        );
      return page(actor, input);
    },

    /** A page of VERSIONS_PAGE versions, newest first, and the `before` of the next page (null on the last). */
    async versions(actor: Actor, { slug, before }: VersionsQuery): Promise<{ items: PageVersionItem[]; older: number | null }> {
      const pageId = await editedPageId(actor, slug);
      let query = db
        .selectFrom("company_page_versions as v")
        .leftJoin("users as u", "u.id", "v.user_id")
        .select(["v.version", "v.title", "v.created_at", "v.restored_from", "u.id as user_id", "u.name", "u.surname"])
        .where("v.page_id", "=", pageId);
      if (before !== undefined) query = query.where("v.version", "<", before);
      // One row more than a page says whether an older page exists.
      const rows = await query
        .orderBy("v.version", "desc")
        .limit(VERSIONS_PAGE + 1)
        .execute();
      const items = rows.slice(0, VERSIONS_PAGE).map((v) => ({
        version: v.version,
        title: v.title,
        createdAt: v.created_at,
        user: author(v.user_id, v.name, v.surname),
        restoredFrom: v.restored_from,
      }));
      return { items, older: rows.length > VERSIONS_PAGE ? items[items.length - 1]!.version : null };
    },

    /** One version as it was saved. */
    async version(actor: Actor, { slug, version }: VersionRef): Promise<PageVersion> {
      const pageId = await editedPageId(actor, slug);
      const v = await db
        .selectFrom("company_page_versions as v")
        .leftJoin("users as u", "u.id", "v.user_id")
        .select(["v.version", "v.title", "v.body", "v.created_at", "v.restored_from", "u.id as user_id", "u.name", "u.surname"])
        .where("v.page_id", "=", pageId)
        .where("v.version", "=", version)
        .executeTakeFirst();
      if (!v) throw notFound(t.versionNotFound);
      return {
        version: v.version,
        title: v.title,
        html: sanitizeRichHtml(v.body),
        createdAt: v.created_at,
        user: author(v.user_id, v.name, v.surname),
        restoredFrom: v.restored_from,
      };
    },

    /** The old title and text become current again, as a new version. */
    async restore(actor: Actor, { slug, version }: VersionRef): Promise<{ message: string; version: number }> {
      requireCompanyPagesEditor(actor);
      if (actor.kind !== "user") throw unauthorized(apiMessages.unauthorized);
      return db.transaction().execute(async (trx) => {
        const old = await trx
          .selectFrom("company_page_versions as v")
          .innerJoin("company_pages as p", "p.id", "v.page_id")
          .select(["v.title", "v.body"])
          .where("p.slug", "=", slug)
          .where("v.version", "=", version)
          .executeTakeFirst();
        if (!old) throw notFound(t.versionNotFound);
        const written = await writePage(rate, trx, now(), actor.userId, { slug, ...old, expected: undefined, restoredFrom: version });
        return { message: t.restored(version), version: written.version };
      });
    },

    /** The file guard: a file the current text of a page shows is read by everyone signed in; null for any other. */
    async fileReadGuard(actor: Actor, fileId: number): Promise<boolean | null> {
      if (actor.kind !== "user") return null;
      const shown = await db.selectFrom("company_pages").select("id").where(namesFile("body", fileId)).limit(1).executeTakeFirst();
      return shown ? true : null;
    },
  };
}

// The glossary: terms with definitions, filed by their initial letter. Everyone signed in reads;
// glossary editors and administrators (canEditGlossary) change. A term is unique whatever its case
// (term_key is lower-cased here: SQLite's lower() folds ASCII only). Inputs are parsed at the edge
// (inputs.server.ts); payloads in the feature's api.md.
import { escapeLike } from "~/platform/db/like";
import { sql, type Kysely, type SqlBool, type Transaction } from "kysely";
import type { Actor } from "~/platform/actor";
import type { Deps } from "~/platform/deps.server";
import type { Database } from "~/platform/db/schema";
import { forbidden, invalid, notFound } from "~/platform/errors";
import { namesFile } from "~/platform/files/address.server";
import { canEditGlossary } from "~/features/glossary/policy";
import { claimVersion } from "~/platform/versions.server";
import { foreignImageRefusal, richTextForStorage } from "~/shared/richtext/stored.server";
import { sanitizeRichHtml } from "~/shared/richtext/sanitize.server";
import { type GlossaryQuery, type TermAdd, type TermRef, type TermUpdate } from "~/features/glossary/schema";
import { INDEX_LETTERS, letterAnchor, letterOf, PUBLISHED, termKey } from "~/features/glossary/terms";
import { messages } from "~/features/glossary/messages";
import { serverMessages } from "~/features/glossary/messages.server";
import { glossarySearchIndexer, glossaryTermsChanged } from "./search-indexer.server";

const t = { ...messages, ...serverMessages };
type Db = Kysely<Database> | Transaction<Database>;

export interface GlossaryTerm {
  id: number;
  term: string;
  /** Safe HTML. */
  definition: string;
  letter: string;
  /** The spec's wiki.status: PUBLISHED once added. */
  status: string;
  createdAt: string;
  /** Send it back with an update: a term changed since is not overwritten. */
  version: number;
}

export interface GlossaryLetter {
  letter: string;
  /** The id of the letter's block on the page (without "#"). */
  anchor: string;
  count: number;
}

export interface GlossaryList {
  /** The filter applied ("" for none). */
  q: string;
  total: number;
  /** Every letter of the index in order, the empty ones with count 0 (shown disabled). */
  letters: GlossaryLetter[];
  /** The letters that hold terms, each with its terms in alphabetical order. */
  groups: { letter: string; anchor: string; terms: GlossaryTerm[] }[];
}

const collator = new Intl.Collator("ru", { sensitivity: "base", numeric: true });

/** Only glossary editors (and administrators) change the glossary. */
export function requireGlossaryEditor(actor: Actor) {
  if (!canEditGlossary(actor)) throw forbidden(t.forbidden);
}

export function createGlossary({ db, now }: Deps) {
  const columns = ["id", "term", "definition", "letter", "status", "created_at", "version"] as const;
  type Row = { id: number; term: string; definition: string; letter: string; status: string; created_at: string; version: number };
  const present = (r: Row): GlossaryTerm => ({
    id: r.id,
    term: r.term,
    definition: sanitizeRichHtml(r.definition),
    letter: r.letter,
    status: r.status,
    createdAt: r.created_at,
    version: r.version,
  });

  function definitionOf(raw: string): string {
    const foreign = foreignImageRefusal(raw);
    if (foreign) throw invalid(foreign, { definition: foreign });
    const html = richTextForStorage(raw);
    if (!html) throw invalid(t.definitionRequired, { definition: t.definitionRequired });
    return html;
  }

  async function row(trx: Db, id: number): Promise<Row> {
    const found = await trx.selectFrom("glossary_terms").select(columns).where("id", "=", id).executeTakeFirst();
    if (!found) throw notFound(t.notFound);
    return found;
  }

  async function requireFree(trx: Db, key: string, exceptId?: number) {
    let query = trx.selectFrom("glossary_terms").select("id").where("term_key", "=", key);
    if (exceptId !== undefined) query = query.where("id", "!=", exceptId);
    if (await query.executeTakeFirst()) throw invalid(t.termTaken, { term: t.termTaken });
  }

  return {
    /** The glossary's index in the portal search (WIKI_GLOSSARY), registered through the manifest. */
    searchIndexer: glossarySearchIndexer({ db }),

    /** The file guard: a file a published definition shows is read by everyone; null for any other file. */
    async fileReadGuard(actor: Actor, fileId: number): Promise<boolean | null> {
      if (actor.kind !== "user") return null;
      const shown = await db
        .selectFrom("glossary_terms")
        .select("id")
        .where("status", "=", PUBLISHED)
        .where(namesFile("definition", fileId))
        .limit(1)
        .executeTakeFirst();
      return shown ? true : null;
    },

    /**
     * Every published term grouped by letter, with the whole letter index; with `q`, only the terms
     * containing it (any case, ё as е: matched on term_key, keyed the same way), and the index counts those.
     */
    async list(_actor: Actor, { q }: GlossaryQuery = { q: "" }): Promise<GlossaryList> {
      let query = db.selectFrom("glossary_terms").select(columns).where("status", "=", PUBLISHED);
      if (q) query = query.where(sql<SqlBool>`term_key like ${`%${escapeLike(termKey(q))}%`} escape '\\'`);
      const rows = await query.execute();
      const terms = rows.map(present).sort((a, b) => collator.compare(a.term, b.term));
      const byLetter = new Map<string, GlossaryTerm[]>();
      for (const term of terms) byLetter.set(term.letter, [...(byLetter.get(term.letter) ?? []), term]);
      // A letter outside the index (a term on Ъ, Ы or Ь) still gets its place, after the Russian ones.
      const extra = [...byLetter.keys()].filter((l) => !INDEX_LETTERS.includes(l)).sort(collator.compare);
      const order = [...INDEX_LETTERS.slice(0, -2), ...extra, ...INDEX_LETTERS.slice(-2)];
      return {
        q,
        total: terms.length,
        letters: order.map((letter) => ({ letter, anchor: letterAnchor(letter), count: byLetter.get(letter)?.length ?? 0 })),
        groups: order
          .filter((l) => byLetter.has(l))
          .map((letter) => ({ letter, anchor: letterAnchor(letter), terms: byLetter.get(letter)! })),
      };
    },

    async term(_actor: Actor, { id }: TermRef): Promise<GlossaryTerm> {
      return present(await row(db, id));
    },

    /** Adds a term; it is published at once. */
    async add(actor: Actor, { term, definition }: TermAdd): Promise<GlossaryTerm> {
      requireGlossaryEditor(actor);
      const html = definitionOf(definition);
      const key = termKey(term);
      return db.transaction().execute(async (trx) => {
        await requireFree(trx, key);
        const at = now();
        const { id } = await trx
          .insertInto("glossary_terms")
          .values({
            term,
            term_key: key,
            definition: html,
            letter: letterOf(term),
            status: PUBLISHED,
            created_at: at.toISOString(),
            created_by: actor.kind === "user" ? actor.userId : null,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await glossaryTermsChanged(trx, [id], at);
        return present(await row(trx, id));
      });
    },

    async update(actor: Actor, { id, term, definition, version }: TermUpdate): Promise<GlossaryTerm> {
      requireGlossaryEditor(actor);
      const html = definitionOf(definition);
      const key = termKey(term);
      return db.transaction().execute(async (trx) => {
        await row(trx, id);
        await claimVersion(trx, "glossary_terms", id, version);
        await requireFree(trx, key, id);
        await trx
          .updateTable("glossary_terms")
          .set({ term, term_key: key, definition: html, letter: letterOf(term) })
          .where("id", "=", id)
          .execute();
        await glossaryTermsChanged(trx, [id], now());
        return present(await row(trx, id));
      });
    },

    async remove(actor: Actor, { id }: TermRef): Promise<void> {
      requireGlossaryEditor(actor);
      await db.transaction().execute(async (trx) => {
        await row(trx, id);
        await trx.deleteFrom("glossary_terms").where("id", "=", id).execute();
        await glossaryTermsChanged(trx, [id], now());
      });
    },
  };
}

export type Glossary = ReturnType<typeof createGlossary>;

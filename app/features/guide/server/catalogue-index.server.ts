// The guide's catalogues in the portal search (issue #16): WIKI_ROLE (the access roles of sections and
// articles) and TAG (the articles' tags), each item `{id, name}`, every word the start of a word. Neither is a
// block of the results pages: the calls and the finder ask them. A tag is found only by those who read an
// article carrying it (its scope is the tag itself, among visibleTagIds' in the query, before the total).
// A save that makes a new tag writes TAG_CHANGED in its transaction; whoever adds or renames a role writes
// WIKI_ROLE_CHANGED (the demo seed's roles are indexed whole at the first start).
import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "~/platform/db/schema";
import type { SearchIndexer } from "~/platform/feature";
import type { SignedIn } from "~/platform/actor";
import { idsOfEvent, writeIdsEvent } from "~/platform/events.server";
import { rowsInOrderOf, rowsOfIds } from "~/shared/chunks";
import { visibleTagIds } from "./readers.server";
import type { GuideDeps } from "./loaded-guide.server";
import { idsAfterOf } from "~/platform/search-ids.server";

type Db = Kysely<Database> | Transaction<Database>;
type Visible = Awaited<ReturnType<typeof visibleTagIds>>;

/** Payload `{ ids }`: tags added, changed or deleted by one write. */
export const TAG_CHANGED = "TAG_CHANGED";
/** Payload `{ ids }`: wiki roles added, renamed or deleted by one write. */
export const WIKI_ROLE_CHANGED = "WIKI_ROLE_CHANGED";

/** A found role or tag (a tag's name is its value). */
export interface NamedItem {
  id: number;
  name: string;
}

export async function tagsChanged(trx: Db, ids: readonly number[], at: Date): Promise<void> {
  await writeIdsEvent(trx, TAG_CHANGED, ids, at);
}

export async function wikiRolesChanged(trx: Db, ids: readonly number[], at: Date): Promise<void> {
  await writeIdsEvent(trx, WIKI_ROLE_CHANGED, ids, at);
}

/** The tables have no time of change: equal matches come newest id first. */
const NO_TIME = "1970-01-01T00:00:00.000Z";

/**
 * The rows of a catalogue as `{id, name}`. Both tables have an id and one name column: typed as one of them,
 * one query serves either (as the old search did).
 */
const rowsOf = (db: Db, table: "wiki_roles" | "tags") =>
  db.selectFrom(`${table} as t` as "wiki_roles as t").select(["t.id", sql.ref<string>(table === "tags" ? "t.value" : "t.name").as("name")]);

/** One catalogue's index. */
function namedIndexer(
  deps: GuideDeps,
  spec: { indexName: string; event: string; table: "wiki_roles" | "tags"; visible?: (reader: SignedIn) => Promise<Visible> },
): Omit<SearchIndexer, "scope"> {
  const rows = (db: Db) => rowsOf(db, spec.table);
  const load = (db: Db, ids: readonly number[]) => rowsOfIds(ids, (part) => rows(db).where("t.id", "in", part).execute());
  return {
    indexName: spec.indexName,
    block: null,
    allPrefix: true,
    async load(trx, ids) {
      return (await load(trx, ids)).map((r) => ({ objectId: r.id, scopeId: r.id, title: r.name, body: "", freshAt: NO_TIME }));
    },
    idsAfter: idsAfterOf(rows),
    events: { [spec.event]: idsOfEvent },
    async present(reader, ids): Promise<NamedItem[]> {
      // A chosen item the finder describes goes through the same rule as a found one.
      const visible = spec.visible ? await spec.visible(reader) : null;
      return rowsInOrderOf(ids, (part) => {
        const query = rows(deps.db).where("t.id", "in", part);
        return (visible ? query.where("t.id", "in", visible) : query).execute();
      });
    },
    // Roles and tags open no page of their own: the guide lists what they belong to.
    target: () => "/knowledge/guide",
  };
}

export function guideCatalogueIndexers(deps: GuideDeps): SearchIndexer[] {
  return [
    { ...namedIndexer(deps, { indexName: "WIKI_ROLE", event: WIKI_ROLE_CHANGED, table: "wiki_roles" }), scope: async () => "all" },
    {
      ...namedIndexer(deps, { indexName: "TAG", event: TAG_CHANGED, table: "tags", visible: (reader) => visibleTagIds(deps, reader) }),
      scope: async (reader) => ({ scopeIds: await visibleTagIds(deps, reader), allowNullScope: false }),
    },
  ];
}

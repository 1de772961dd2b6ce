// The finder's and search's plain rules and shapes, without zod: safe and small for the browser
// (the finder component imports this). Spec part 1 §3 (index names, finder item kinds) and §5.
/** The index names GET /search-v2/find answers (spec part 1 §3). */
export const INDEX_NAMES = [
  "USER",
  "USER_POSITION",
  "DEPARTMENT",
  "WIKI_ROLE",
  "TAG",
  "CONTACT",
  "POST",
  "ARTICLE",
  "VACANCY",
  "WIKI_FAQ",
  "WIKI_GUIDE",
  "WIKI_DOCUMENT",
  "WIKI_GLOSSARY",
  "COMPANY_PAGE",
  "WALKFAME_BOARD",
  "WALKFAME_PERSON",
  "PROFESSIONAL_WINNER",
  "VIDEO",
  "ACHIEVEMENT",
  "ALBUM",
  "CLUB_PARTNER",
  "ACTIVITY",
  "IT_SERVICE",
] as const;
export type IndexName = (typeof INDEX_NAMES)[number];

/** Item kinds the finder picks (spec part 1 §3), and the index each searches. */
export const FINDER_KINDS = {
  user: "USER",
  user_position: "USER_POSITION",
  department: "DEPARTMENT",
  wiki_role: "WIKI_ROLE",
  tag: "TAG",
} as const satisfies Record<string, IndexName>;
export type FinderKind = keyof typeof FINDER_KINDS;
export const isFinderKind = (value: unknown): value is FinderKind =>
  typeof value === "string" && Object.prototype.hasOwnProperty.call(FINDER_KINDS, value);

/** The trimmed query must have at least this many characters (spec: "longer than 2"). */
export const MIN_QUERY = 3;
export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 100;
/** GET /search/find-pagination and find-index-with-grouping (ours): a page's default and largest size. */
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 50;

/** Strips backslash, percent, hash, caret and ampersand, then edge spaces (spec part 1 §5). */
export function cleanQuery(query: string): string {
  return query.replace(/[\\%#^&]/g, "").trim();
}

/** The results pages' addresses: the query is one path segment (encoded), the index as the spec names it. */
export const allResultsPath = (query: string) => `/search/all/${encodeURIComponent(query)}`;
export const indexResultsPath = (indexName: string, query: string) => `/search/${indexName}/${encodeURIComponent(query)}`;

/** The /admin/search form's value for every index (rebuildSchema reads a blank name as all of them). */
export const ALL_INDEXES = "";

/** True when a typed query is long enough to search (the client starts after more than 2 characters). */
export const searchable = (query: string) => cleanQuery(query).length >= MIN_QUERY;

/** One item the finder offers or holds, whatever its kind. */
export interface FinderItem {
  kind: FinderKind;
  id: number;
  /** What the form posts: the id when the field takes one kind, "kind:id" when it mixes kinds. */
  value: string;
  label: string;
  hint: string | null;
}

/** The posted value of an item in a field that takes these kinds. */
export function finderValue(kinds: readonly FinderKind[], kind: FinderKind, id: number): string {
  return kinds.length === 1 ? String(id) : `${kind}:${id}`;
}

/** Reads a posted value back: null when it is not one of these kinds. */
export function parseFinderValue(kinds: readonly FinderKind[], value: string): { kind: FinderKind; id: number } | null {
  let kind: string | undefined = kinds[0];
  let id = value;
  if (kinds.length !== 1) [kind, id = ""] = value.split(":", 2);
  const n = Number(id);
  if (!kind || !kinds.includes(kind as FinderKind) || !/^\d+$/.test(id) || !Number.isSafeInteger(n) || n <= 0) return null;
  return { kind: kind as FinderKind, id: n };
}

/** The query parameter of a finder's search field in the no-JavaScript form: finder_<name>_q. */
export const finderQueryParam = (name: string) => `finder_${name}_q`;

/** True when the address carries a no-JavaScript finder search: its host form came back by GET with what was typed. */
export const isFinderSearch = (url: URL) => [...url.searchParams.keys()].some((key) => /^finder_.+_q$/.test(key));

/** What a host route's loader hands to <Finder> (app/features/search/server/finder.server.ts loadFinder). */
export interface FinderState {
  name: string;
  kinds: FinderKind[];
  multiple: boolean;
  disabled: string[];
  withoutMe: boolean;
  /** The query as typed (for the field), "" when none. */
  query: string;
  /** Items found and not already chosen or disabled. */
  results: FinderItem[];
  /** Items already chosen, described from their values. */
  chosen: FinderItem[];
  /** "По Вашему запросу ничего не найдено", the too-short-query message, or null. */
  message: string | null;
}

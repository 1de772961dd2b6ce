// The guide's addresses (spec part 1 §2.4). A section is addressed by the ids of its ancestry from the
// top ("3/7/12"); the single-id edit pages and the index are the exceptions the spec names.
// Remix cannot put a splat in the middle of a path, so the routes spell the ancestry as one required and
// two optional segments ($s1.($s2).($s3)). Deeper sections are addressed by the last MAX_PATH ids of
// their ancestry, so sections of any depth have pages. Few optional segments on purpose: Remix expands
// each route into every combination of them and compiles and ranks them all on every request: with six
// segments (32 variants per route) /login served ~106 requests a second, with three ~262, with no guide
// routes at all ~343 (autocannon, 10 connections, this machine).
export const GUIDE = "/knowledge/guide";
/** Where every ordering and edit-mode form posts (the index route's action). */
export const GUIDE_ACTION = "/knowledge/guide?index";

/** How many ids of the ancestry an address carries (the route's segments). */
export const MAX_PATH = 3;

/** The ids an address carries for a section with this ancestry: all of it, or its last MAX_PATH ids. */
export const addressPath = (path: readonly number[]): readonly number[] => path.slice(-MAX_PATH);

const join = (path: readonly number[]) => addressPath(path).join("/");

export const guideUrl = {
  section: (path: readonly number[]) => `${GUIDE}/${join(path)}`,
  createTop: () => `${GUIDE}/create`,
  createChild: (path: readonly number[]) => `${GUIDE}/${join(path)}/create-child`,
  /** Top sections are edited at /{id}/edit, subsections at /{id}/edit-child. */
  edit: (id: number, isTop: boolean) => `${GUIDE}/${id}/${isTop ? "edit" : "edit-child"}`,
  article: (path: readonly number[], id: number) => `${GUIDE}/${join(path)}/article/${id}`,
  createArticle: (path: readonly number[]) => `${GUIDE}/${join(path)}/article/create`,
  editArticle: (path: readonly number[], id: number) => `${GUIDE}/${join(path)}/article/${id}/edit`,
  versions: (path: readonly number[], id: number) => `${GUIDE}/${join(path)}/article/${id}/versions`,
  /** An article's permanent link: redirects to its real address (for places that know only its id). */
  permalink: (id: number) => `${GUIDE}/article/${id}`,
  version: (path: readonly number[], id: number, version: number) => `${GUIDE}/${join(path)}/article/${id}/versions/${version}`,
};

/** The order of `ids` after moving `id` one place up or down (what an arrow form posts as sortIdList). */
export function movedOrder(ids: readonly number[], id: number, direction: "up" | "down"): number[] {
  const list = [...ids];
  const at = list.indexOf(id);
  const other = direction === "up" ? at - 1 : at + 1;
  if (at < 0 || other < 0 || other >= list.length) return list;
  [list[at], list[other]] = [list[other]!, list[at]!];
  return list;
}

// The guide's addresses (spec part 1 §2.4). A section is addressed by the ids of its ancestry from the
// top ("3/7/12"); the single-id edit pages and the index are the exceptions the spec names.
export const GUIDE = "/knowledge/guide";
/** Where every ordering and edit-mode form posts (the index route's action). */
export const GUIDE_ACTION = "/knowledge/guide?index";

const join = (path: readonly number[]) => path.join("/");

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

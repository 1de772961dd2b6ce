// The /api calls of the company guide (spec part 1 §7 "Guide sections", "Guide articles") plus our
// versions; payloads in ../api.md. "top" = a section without parent, "children" = any subsection,
// "first children" = a direct subsection of a top section.
import type { ApiRoute } from "~/platform/api.server";

const C = "/wiki/guide/categories";

/** A redirect the client asked for after a delete: a site path only (never another origin). */
const sitePath = (value: unknown): string | null =>
  typeof value === "string" && value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\") ? value : null;

export const guideApi: ApiRoute[] = [
  { method: "GET", path: `${C}/get-all-list`, access: "user", handler: ({ services, actor }) => services.guide.menu(actor) },
  { method: "GET", path: `${C}/get-top-tree`, access: "user", handler: ({ services, actor }) => services.guide.topSections(actor) },
  {
    method: "GET",
    path: `${C}/get-children-tree`,
    access: "user",
    handler: ({ services, actor, input }) => services.guide.subtree(actor, input),
  },
  {
    method: "GET",
    path: `${C}/get-all-without-children-list`,
    access: "user",
    handler: ({ services, actor, input }) => services.guide.sectionList(actor, input),
  },
  {
    method: "GET",
    path: `${C}/get-all-children-list`,
    access: "user",
    handler: ({ services, actor, input }) => services.guide.descendants(actor, input),
  },

  {
    method: "POST",
    path: `${C}/create-top`,
    access: "user",
    handler: ({ services, actor, input }) => services.guide.createSection(actor, input, "top"),
  },
  {
    method: "GET",
    path: `${C}/get-top`,
    access: "user",
    handler: ({ services, actor, input }) => services.guide.section(actor, input, "top"),
  },
  {
    method: "POST",
    path: `${C}/edit-top`,
    access: "user",
    handler: ({ services, actor, input }) => services.guide.updateSection(actor, input, "top"),
  },

  {
    method: "POST",
    path: `${C}/create-children`,
    access: "user",
    handler: ({ services, actor, input }) => services.guide.createSection(actor, input, "child"),
  },
  {
    method: "GET",
    path: `${C}/get-children`,
    access: "user",
    handler: ({ services, actor, input }) => services.guide.section(actor, input, "child"),
  },
  {
    method: "POST",
    path: `${C}/edit-children`,
    access: "user",
    handler: ({ services, actor, input }) => services.guide.updateSection(actor, input, "child"),
  },

  {
    method: "POST",
    path: `${C}/create-first-children`,
    access: "user",
    handler: ({ services, actor, input }) => services.guide.createSection(actor, input, "firstChild"),
  },
  {
    method: "GET",
    path: `${C}/get-first-children`,
    access: "user",
    handler: ({ services, actor, input }) => services.guide.section(actor, input, "firstChild"),
  },
  {
    method: "POST",
    path: `${C}/edit-first-children`,
    access: "user",
    handler: ({ services, actor, input }) => services.guide.updateSection(actor, input, "firstChild"),
  },

  {
    method: "POST",
    path: `${C}/delete`,
    access: "user",
    handler: async ({ services, actor, input }) => {
      const result = await services.guide.deleteSection(actor, input);
      const fallback = result.parentId === null ? "/knowledge/guide" : `/knowledge/guide/${result.parentId}`;
      return { ...result, redirect: sitePath(input.redirect) ?? fallback };
    },
  },
  { method: "POST", path: `${C}/sort`, access: "user", handler: ({ services, actor, input }) => services.guide.sortSections(actor, input) },

  {
    method: "GET",
    path: "/wiki/guide/list-by-cat",
    access: "user",
    handler: ({ services, actor, input }) => services.guide.articles(actor, input),
  },
  { method: "GET", path: "/wiki/guide/get", access: "user", handler: ({ services, actor, input }) => services.guide.article(actor, input) },
  {
    method: "POST",
    path: "/wiki/guide/create",
    access: "user",
    handler: ({ services, actor, input }) => services.guide.createArticle(actor, input),
  },
  {
    method: "POST",
    path: "/wiki/guide/update",
    access: "user",
    handler: ({ services, actor, input }) => services.guide.updateArticle(actor, input),
  },
  {
    method: "POST",
    path: "/wiki/guide/delete",
    access: "user",
    handler: ({ services, actor, input }) => services.guide.deleteArticle(actor, input),
  },
  {
    method: "POST",
    path: "/wiki/guide/unarchive",
    access: "user",
    handler: ({ services, actor, input }) => services.guide.unarchiveArticle(actor, input),
  },
  {
    method: "POST",
    path: "/wiki/guide/sort",
    access: "user",
    handler: ({ services, actor, input }) => services.guide.sortArticles(actor, input),
  },
  {
    method: "GET",
    path: "/wiki/guide/versions",
    access: "user",
    handler: ({ services, actor, input }) => services.guide.versions(actor, input),
  },
  {
    method: "GET",
    path: "/wiki/guide/version",
    access: "user",
    handler: ({ services, actor, input }) => services.guide.version(actor, input),
  },
  {
    method: "POST",
    path: "/wiki/guide/restore",
    access: "user",
    handler: ({ services, actor, input }) => services.guide.restoreVersion(actor, input),
  },
];

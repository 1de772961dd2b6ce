// Route trees for tests/route-matching.test.ts, as React Router route objects (Remix's flat-route file
// names already turned into paths: "$" a splat, "($s2)" an optional segment, "_shell" a pathless layout).

import type { AgnosticRouteObject } from "@remix-run/router";

export type TestRoute = AgnosticRouteObject;

let counter = 0;
const route = (path: string | undefined, children?: TestRoute[]): TestRoute => ({
  id: `r${++counter}-${path ?? "layout"}`,
  path,
  children,
});
const index = (path?: string): TestRoute => ({ id: `r${++counter}-index-${path ?? ""}`, path, index: true as const });

/** The shape of the portal's routes today: a root, two pathless layouts, a catch-all, params and optional segments. */
export function portalLikeRoutes(): TestRoute[] {
  const guide = "knowledge/guide/:s1/:s2?/:s3?";
  return [
    {
      id: "root",
      path: "",
      children: [
        route(undefined, [route("login"), route("recover"), route("register")]),
        route(undefined, [
          route("*"),
          route("404"),
          index(),
          index("admin"),
          route("admin/suggestions"),
          route("favorites"),
          route("forbidden"),
          index("knowledge/documents"),
          route("knowledge/documents/create/:themeId"),
          route("knowledge/documents/edit/:themeId/:id"),
          route("knowledge/documents/theme/:themeId"),
          route("knowledge/documents/view/:themeId/:id"),
          index("knowledge/faq/:id"),
          route("knowledge/faq/:id/add"),
          route("knowledge/faq/:id/edit"),
          route("knowledge/faq/:id/question/:questionId"),
          index("knowledge/faq"),
          route("knowledge/faq/create"),
          route("knowledge/glossary/:id/edit"),
          index("knowledge/glossary"),
          route("knowledge/glossary/add"),
          route("knowledge/guide/:id/edit-child"),
          route("knowledge/guide/:id/edit"),
          index(guide),
          index(`${guide}/article/:articleId`),
          route(`${guide}/article/:articleId/edit`),
          route(`${guide}/article/:articleId/versions/:version`),
          index(`${guide}/article/:articleId/versions`),
          route(`${guide}/article/create`),
          route(`${guide}/create-child`),
          index("knowledge/guide"),
          route("knowledge/guide/article/:articleId"),
          route("knowledge/guide/create"),
          route("main"),
          route("menu"),
          route("search"),
          route("structure"),
          route("suggest-correction"),
          index("user/:id"),
          route("user/:id/edit"),
          route("user/:id/notification"),
          route("v2/contacts/*"),
          index("v2/contacts"),
          route("v2/contacts/another/:id"),
          route("v2/contacts/another/new-with-user"),
          route("v2/contacts/another/new"),
          route("v2/contacts/card/:contactId"),
        ]),
        route("favorites/update"),
        route("finder"),
        route("logout"),
        route("notifications/read-all"),
        route("settings/lite"),
        route("welcome/hide"),
      ],
    },
  ];
}

/** Paths that test the edges of "which first segment can this branch match". */
export function oddRoutes(): TestRoute[] {
  return [
    {
      id: "root",
      path: "/",
      children: [
        index(),
        { id: "case-sensitive", path: "CaseSensitive", caseSensitive: true },
        { id: "case-insensitive", path: "caseSensitive/other" },
        route("Mixed/Case/:id"),
        route("file.json"),
        route("a?b"),
        route("x:y"),
        route("a*"),
        route("контакты/:id"),
        route("ſtar"),
        route("kelvin"),
        route(":lang?/about"),
        route(":lang?/:section?/deep"),
        route("/abs", [route("/abs/child"), index()]),
        {
          id: "docs",
          path: "docs",
          children: [
            { id: "docs-index", index: true },
            { id: "docs-slug", path: ":slug" },
            { id: "docs-rest", path: "*" },
          ],
        },
        { id: "dup-1", path: "dup" },
        { id: "dup-2", path: "dup" },
        route("-dash"),
        route("under_score/~tilde"),
        route("trailing/"),
        route("//double//slash"),
        route("1/2/3"),
        route(undefined, [route("inside-layout"), route(":param/inside"), route(undefined, [index("deeper"), route("deeper/*")])]),
        route(":only"),
        route("user/:id?"),
        route("optional-static?/x"),
      ],
    },
  ];
}

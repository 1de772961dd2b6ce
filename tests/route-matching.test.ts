// The route-matching patches (patches/*.patch, applied by patch-package at install) change where the time
// goes, never what matches: for thousands of addresses (static, dynamic, optional segments, splats, index
// routes, pathless layouts, absolute paths, odd characters and letter case, with and without a basename)
// the patched matchRoutes of both builds that run (the CJS one node loads, the ESM one the browser bundle
// gets) answers exactly as the unpatched algorithm, kept verbatim in tests/route-matching/reference-router.js.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as esmBuild from "../node_modules/@remix-run/router/dist/router.js";
import { extraRoutes } from "../scripts/lib/extra-routes.js";
import { matchRoutes as referenceMatchRoutes } from "./route-matching/reference-router.js";
import { portalLikeRoutes, oddRoutes, type TestRoute } from "./route-matching/route-trees";
import { seededRandom } from "~/shared/random";

type Router = typeof import("@remix-run/router");
const require = createRequire(import.meta.url);
// The ESM build (what the browser bundle holds) by its file; its .d.ts beside it types only part of it.
const esmRouter = esmBuild as unknown as Router;
// The CJS build, which node loads for the server (the package has no "exports", so "main" wins).
const cjsRouter = require("@remix-run/router") as Router;
const root = path.resolve(import.meta.dirname, "..");

type Matches = ReturnType<typeof esmRouter.matchRoutes>;

/** Matches as plain data: route ids instead of route objects, so two answers compare field by field. */
const plain = (matches: Matches) =>
  matches?.map((m) => ({ id: m.route.id, params: { ...m.params }, pathname: m.pathname, pathnameBase: m.pathnameBase })) ?? null;

/** The route manifest of scripts/lib/extra-routes.js as nested route objects, under the given children. */
function withGeneratedRoutes(children: TestRoute[], count: number): TestRoute[] {
  const { defineRoutes } = require("@remix-run/dev/dist/config/routes.js") as {
    defineRoutes: Parameters<typeof extraRoutes>[0];
  };
  type Entry = { id: string; parentId?: string; path?: string; index?: boolean };
  const manifest = Object.values(extraRoutes(defineRoutes, { count, appDirectory: path.join(root, "app") })) as Entry[];
  const nest = (parentId: string): TestRoute[] =>
    manifest
      .filter((r) => r.parentId === parentId)
      .map((r) => (r.index ? { id: r.id, index: true, path: r.path } : { id: r.id, path: r.path, children: nest(r.id) }));
  return [...children, ...nest("root")];
}

const PARAM_VALUES = ["1", "42", "abc", "Abc-Def", "a%2Fb", "%D0%BF%D1%80%D0%B8", "x%20y", "%E0%A4", "ſ", "\u212Aelvin", "a.b", "~", "-"];

/** Every full path pattern of a route tree (optional segments kept, as written). */
function patternsOf(routes: TestRoute[], parent = ""): string[] {
  return routes.flatMap((r) => {
    const own = r.path === undefined ? parent : r.path.startsWith("/") ? r.path : `${parent}/${r.path}`;
    return [own, ...patternsOf(r.children ?? [], own)];
  });
}

/** Addresses made from the routes' own patterns, varied, plus random walks over their segments. */
function addressesFor(routes: TestRoute[], count: number, seed: number): string[] {
  const next = seededRandom(seed);
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
  const patterns = patternsOf(routes);
  const segments = [...new Set(patterns.flatMap((p) => p.split("/")).filter((s) => s && !s.startsWith(":") && s !== "*"))];
  const fill = (pattern: string) =>
    pattern
      .split("/")
      .map((s) =>
        s === "*"
          ? pick(["", "a", "a/b/c"])
          : s.startsWith(":")
            ? s.endsWith("?") && next() < 0.5
              ? ""
              : pick(PARAM_VALUES)
            : s.replace(/\?$/, ""),
      )
      .join("/")
      .replace(/\/+/g, "/");
  const vary = (address: string) =>
    pick([
      (a: string) => a,
      (a: string) => a.toUpperCase(),
      (a: string) => `${a}/`,
      (a: string) => `/${a}`,
      (a: string) => `${a}/${pick(segments)}`,
      (a: string) => a.replace(/^\//, ""),
      (a: string) => `${a}?q=1#h`,
      (a: string) => a.replace(/[a-z]/, (c) => c.toUpperCase()),
    ])(address || "/");
  const walk = () =>
    `/${Array.from({ length: Math.floor(next() * 5) }, () => (next() < 0.7 ? pick(segments) : pick(PARAM_VALUES))).join("/")}`;
  const fixed = ["", "/", "//", "///login", "/LOGIN", "/login/", "/login//", "/%", "/%E0%A4%A", "/ſtar", "/\u212Aelvin", "/kelvin"];
  const made = Array.from({ length: count }, () => vary(next() < 0.6 ? fill(pick(patterns)) : walk()));
  return [...new Set([...fixed, ...made])];
}

const BASENAMES = [undefined, "/", "/portal", "/portal/", "/PORTAL"];

function expectSameAsReference(routes: TestRoute[], addresses: string[]) {
  let compared = 0;
  let matched = 0;
  for (const basename of BASENAMES) {
    for (const address of addresses) {
      const url =
        basename && basename !== "/" && !address.startsWith("?")
          ? `${basename.replace(/\/$/, "")}${address.startsWith("/") ? "" : "/"}${address}`
          : address;
      for (const candidate of [url, address]) {
        const expected = plain(referenceMatchRoutes(routes, candidate, basename) as Matches);
        for (const router of [esmRouter, cjsRouter]) {
          const actual = plain(router.matchRoutes(routes, candidate, basename));
          if (JSON.stringify(actual) !== JSON.stringify(expected)) {
            expect({ candidate, basename, actual }).toEqual({ candidate, basename, actual: expected });
          }
        }
        compared += 1;
        if (expected) matched += 1;
      }
    }
  }
  // Both outcomes are well represented, or the comparison proves little.
  expect(matched).toBeGreaterThan(compared / 4);
  expect(compared - matched).toBeGreaterThan(compared / 20);
}

// The unpatched algorithm ranks every route on every call: the big tree's comparison takes seconds.
const SLOW = 90_000;

describe("patched route matching answers as the unpatched algorithm", () => {
  // Both routers warn (console.warn) about addresses they cannot decode; those addresses are compared too.
  beforeAll(() => void vi.spyOn(console, "warn").mockImplementation(() => undefined));
  // Test files share their worker (isolate: false): the next file's warnings are shown again.
  afterAll(() => vi.restoreAllMocks());

  it("on a portal-like tree with 250 generated routes", { timeout: SLOW }, () => {
    const routes = withGeneratedRoutes(portalLikeRoutes(), 250);
    expectSameAsReference(routes, addressesFor(routes, 500, 1));
  });

  it(
    "on routes with odd paths: case-sensitive, absolute, optional first segments, pattern characters, non-ASCII",
    { timeout: SLOW },
    () => {
      const routes = oddRoutes();
      expectSameAsReference(routes, addressesFor(routes, 1500, 2));
    },
  );

  it("on a tree without a catch-all, where many addresses match nothing", { timeout: SLOW }, () => {
    const routes = withGeneratedRoutes([], 60);
    expectSameAsReference(routes, addressesFor(routes, 800, 3));
  });

  it("on a new array for the same routes, and on the same array asked again", () => {
    const routes = oddRoutes();
    const first = plain(esmRouter.matchRoutes(routes, "/docs/intro"));
    expect(plain(esmRouter.matchRoutes(routes, "/docs/intro"))).toEqual(first);
    expect(plain(esmRouter.matchRoutes([...routes], "/docs/intro"))).toEqual(first);
    expect(first?.at(-1)?.id).toBe("docs-slug");
  });

  it("matchPath compiles a pattern once and still answers each address on its own", () => {
    for (const router of [esmRouter, cjsRouter]) {
      expect(router.matchPath("/user/:id", "/user/7")?.params).toEqual({ id: "7" });
      expect(router.matchPath("/user/:id", "/user/8")?.params).toEqual({ id: "8" });
      expect(router.matchPath({ path: "/User", caseSensitive: true }, "/user")).toBeNull();
      expect(router.matchPath({ path: "/User", caseSensitive: false }, "/user")?.pathname).toBe("/user");
      expect(router.matchPath({ path: "/a", end: false }, "/a/b")?.pathnameBase).toBe("/a");
      expect(router.matchPath({ path: "/a", end: true }, "/a/b")).toBeNull();
    }
  });
});

describe("lazy route discovery (the client's navigations)", () => {
  it("finds routes patched into an array that was already matched", async () => {
    for (const router of [esmRouter, cjsRouter]) {
      const routes = [{ id: "root", path: "/", children: [{ id: "a", path: "a" }] }];
      const instance = router.createRouter({
        routes,
        history: router.createMemoryHistory({ initialEntries: ["/a"] }),
        async patchRoutesOnNavigation({ path: address, patch }) {
          if (address === "/b/1") patch("root", [{ id: "b", path: "b/:id" }]);
        },
      });
      instance.initialize();
      await instance.navigate("/a");
      expect(instance.state.matches.map((m) => m.route.id)).toEqual(["root", "a"]);
      await instance.navigate("/b/1");
      expect(instance.state.matches.map((m) => m.route.id)).toEqual(["root", "b"]);
      expect(instance.state.matches.at(-1)?.params).toEqual({ id: "1" });
      instance.dispose();
    }
  });
});

describe("the patches are applied where node and the browser bundle load them", () => {
  const patched = [
    "@remix-run/router/dist/router.js",
    "@remix-run/router/dist/router.cjs.js",
    "@remix-run/server-runtime/dist/entry.js",
    "@remix-run/server-runtime/dist/esm/entry.js",
    "@remix-run/react/dist/server.js",
    "@remix-run/react/dist/esm/server.js",
    "@remix-run/react/dist/fog-of-war.js",
    "react-router-dom/server.js",
    "react-router-dom/server.mjs",
  ];
  it.each(patched)("%s", (file) => {
    expect(fs.readFileSync(path.join(root, "node_modules", file), "utf8")).toContain("[patch]");
  });

  it("the server keeps one set of route objects per build", () => {
    const { createEntryRouteModules } = require("@remix-run/server-runtime/dist/entry.js") as {
      createEntryRouteModules(manifest: Record<string, { module: unknown }>): Record<string, unknown>;
    };
    const build = { root: { module: { default: null } }, a: { module: {} } };
    expect(createEntryRouteModules(build)).toBe(createEntryRouteModules(build));
    expect(createEntryRouteModules(build)).toEqual({ root: build.root.module, a: build.a.module });
    const { createStaticRouter } = require("react-router-dom/server") as typeof import("react-router-dom/server");
    const routes = [{ id: "root", path: "/", children: [{ id: "a", path: "a" }] }];
    const context = { matches: [], location: { pathname: "/a", search: "", hash: "", state: null, key: "k" } } as unknown as Parameters<
      typeof createStaticRouter
    >[1];
    expect(createStaticRouter(routes, context).routes).toBe(createStaticRouter(routes, context).routes);
  });
});

describe("the partial manifest an address's page carries (lazy route discovery)", () => {
  type Route = { id: string; children?: Route[] };
  type FakeRouter = {
    state: { matches: { route: { id?: string } }[]; location: { pathname: string } };
    routes: TestRoute[];
    basename: string;
  };
  const { getPartialManifest } = require("@remix-run/react/dist/fog-of-war.js") as {
    getPartialManifest(manifest: { routes: Record<string, unknown> }, router: FakeRouter): { routes: Record<string, unknown> };
  };
  // The unpatched function, verbatim but for the reference matcher.
  function referencePartialRouteIds(router: FakeRouter): (string | undefined)[] {
    const routeIds = new Set(router.state.matches.map((m) => m.route.id));
    const segments = router.state.location.pathname.split("/").filter(Boolean);
    const paths = ["/"];
    segments.pop();
    while (segments.length > 0) {
      paths.push(`/${segments.join("/")}`);
      segments.pop();
    }
    for (const p of paths) for (const m of referenceMatchRoutes(router.routes, p, router.basename) ?? []) routeIds.add(m.route.id);
    return [...routeIds];
  }
  beforeAll(() => void vi.spyOn(console, "warn").mockImplementation(() => undefined));
  afterAll(() => vi.restoreAllMocks());
  const idsOf = (routes: Route[]): string[] => routes.flatMap((r) => [r.id, ...idsOf(r.children ?? [])]);
  const routerAt = (routes: TestRoute[], pathname: string): FakeRouter => ({
    state: { matches: cjsRouter.matchRoutes(routes, pathname) ?? [], location: { pathname } },
    routes,
    basename: "/",
  });

  it("holds the routes the unpatched function gave, asked once or again", { timeout: SLOW }, () => {
    const routes = withGeneratedRoutes(portalLikeRoutes(), 250);
    const manifest = { routes: Object.fromEntries(idsOf(routes as Route[]).map((id) => [id, { id }])) };
    for (const address of addressesFor(routes, 300, 4)) {
      const router = routerAt(routes, address);
      const first = getPartialManifest(manifest, router);
      expect(Object.keys(first.routes).sort(), address).toEqual(referencePartialRouteIds(router).sort());
      expect(getPartialManifest(manifest, routerAt(routes, address))).toBe(first);
    }
  });

  it("is made again for another build's routes at the same address", () => {
    const before = oddRoutes();
    const after = [...before, { id: "late", path: "/docs/late" }];
    const manifest = { routes: Object.fromEntries(idsOf(after as Route[]).map((id) => [id, { id }])) };
    expect(Object.keys(getPartialManifest(manifest, routerAt(before, "/docs/late/x")).routes)).not.toContain("late");
    expect(Object.keys(getPartialManifest(manifest, routerAt(after, "/docs/late/x")).routes)).toContain("late");
  });
});

// The route-count experiment of `npm run bench` (issue #11, point 7): BENCH_EXTRA_ROUTES=250 makes a Remix
// app build with that many generated routes beside its own, shaped like real features (a layout per feature
// with an index, params, an optional segment, a splat and a pathless layout), so matching cost can be
// compared with and without them. Unset or 0: no routes, the app is exactly as it is.
// Plain ESM JavaScript because remix.config.js (plain node) imports it:
//   routes: (defineRoutes) => extraRoutes(defineRoutes),
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The id prefix of every generated route; scripts/lib/real-server.ts counts it in a build. */
export const EXTRA_ROUTE_ID_PREFIX = "bench-extra/";

/** One feature's routes: [path, options] in definition order; `children` nest under the previous entry. */
const FEATURE_ROUTES = [
  ["", { index: true }],
  [":id", {}],
  [":id/edit", {}],
  ["create", {}],
  ["archive/:year?/:month?", {}],
  [":id/comments/:commentId", {}],
  ["files/*", {}],
  [undefined, { children: [["tabs/:tab", {}]] }],
];

/** How many routes BENCH_EXTRA_ROUTES asks for (0 when unset). */
export function extraRouteCount(env = process.env) {
  const count = Number(env.BENCH_EXTRA_ROUTES ?? 0);
  if (!Number.isInteger(count) || count < 0 || count > 5000) throw new Error("BENCH_EXTRA_ROUTES must be an integer 0..5000");
  return count;
}

/**
 * Defines `count` generated routes with Remix's defineRoutes; returns its route manifest (empty for 0).
 * @param {(callback: (route: (path: string | undefined, file: string, options?: object, children?: () => void) => void) => void) => Record<string, unknown>} defineRoutes
 * @param {{ count?: number, appDirectory?: string }} [options] appDirectory: the app's folder (default ./app), to which route files are relative
 */
export function extraRoutes(defineRoutes, options = {}) {
  const count = options.count ?? extraRouteCount();
  const appDirectory = path.resolve(options.appDirectory ?? "app");
  // One module serves every generated route (each gets its own id); its path is relative to the app folder.
  const file = path.relative(appDirectory, fileURLToPath(new URL("./extra-route.tsx", import.meta.url)));
  return defineRoutes((route) => {
    let defined = 0;
    const define = (routePath, id, children) => {
      if (defined >= count) return;
      defined += 1;
      route(routePath, file, { id: `${EXTRA_ROUTE_ID_PREFIX}${id}`, index: routePath === "" }, children);
    };
    for (let feature = 0; defined < count; feature += 1) {
      define(`extra-${feature}`, `${feature}`, () => {
        FEATURE_ROUTES.forEach(([childPath, childOptions], i) => {
          const id = `${feature}/${i}`;
          const nested = childOptions.children;
          if (!nested) return define(childPath, id);
          define(childPath, id, () => nested.forEach(([p], j) => define(p, `${id}/${j}`)));
        });
      });
    }
  });
}

// The framework's floor for `npm run bench`: a trivial two-route Remix v2 app built with the portal's own
// Remix packages and the same future flags, served in the same run so the portal's pages can be read as a
// share of it. scripts/lib/floor-app.ts builds it into BENCH_FLOOR_OUT (inside the repository, so the
// build's bare imports resolve to the portal's node_modules). BENCH_EXTRA_ROUTES adds generated routes
// here too, for the route-count experiment.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { extraRoutes } from "../lib/extra-routes.js";

const here = path.dirname(fileURLToPath(import.meta.url));
const out = process.env.BENCH_FLOOR_OUT;
if (!out) throw new Error("BENCH_FLOOR_OUT: the folder to build the floor app into");

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  serverModuleFormat: "esm",
  cacheDirectory: path.join(out, "cache"),
  serverBuildPath: path.join(out, "build/index.js"),
  assetsBuildDirectory: path.join(out, "public/build"),
  publicPath: "/build/",
  routes: (defineRoutes) => extraRoutes(defineRoutes, { appDirectory: path.join(here, "app") }),
  // The portal's flags (remix.config.js at the root), so both pay for the same framework features.
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
};

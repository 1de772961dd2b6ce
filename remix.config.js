// Classic Remix compiler. BASE_PATH is read at build time for asset URLs; server.ts
// reads the same variable at run time for routing, so build and run with the same value.
// Normalized like readConfig() in app/platform/config.server.ts: a leading slash, no trailing one.
import { featureRoutes } from "./scripts/lib/feature-routes.js";

const trimmed = (process.env.BASE_PATH ?? "").trim().replace(/\/+$/, "");
const basePath = trimmed && !trimmed.startsWith("/") ? `/${trimmed}` : trimmed;

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  // No app/routes/: every route module lives in its feature (app/features/<f>/routes/, app/shell/routes/).
  ignoredRouteFiles: ["**/*"],
  // The bench's route-count experiment (BENCH_EXTRA_ROUTES=250 npm run bench) adds generated routes, only when asked.
  routes: async (defineRoutes) => ({
    ...featureRoutes("app"),
    ...(process.env.BENCH_EXTRA_ROUTES ? (await import("./scripts/lib/extra-routes.js")).extraRoutes(defineRoutes) : {}),
  }),
  serverModuleFormat: "esm",
  serverBuildPath: "build/index.js",
  assetsBuildDirectory: "public/build",
  publicPath: `${basePath}/build/`,
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
};

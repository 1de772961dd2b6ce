// Import cycles between the house's areas (issue #31): each feature, platform, shared, shell and portal
// (the composition root) is collapsed to one node before the rule is checked, so a cycle counts even when
// no single module imports itself back (shell → notifications → shell through different files).
// Tests are left out: a test may stand on anything. `npm run cycles` runs it; `npm test` calls that.
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: "no-area-cycle",
      comment: "Areas form no import cycle: the house stands on platform/ and shared/, features on each other one way.",
      severity: "error",
      scope: "folder",
      from: { path: "^app/(features/[^/]+|[^/]+)$" },
      to: { path: "^app/(features/[^/]+|[^/]+)$", circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "\\.test\\.tsx?$|(^|/)tests/|^e2e/|\\.d\\.ts$" },
    tsConfig: { fileName: "tsconfig.json" },
    // Type-only imports count: a type cycle ties the areas as much as a value one.
    tsPreCompilationDeps: true,
  },
};

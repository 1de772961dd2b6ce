// vite's import.meta.glob as vitest runs it (tests/security/feature-rows.ts), typed for tsc without
// vite/client's other globals (its "*.css" modules would clash with Remix's).
interface ImportMeta {
  glob<Module>(pattern: string | string[], options: { eager: true }): Record<string, Module>;
}

// The access-matrix rows features bring in their own folder (app/features/<f>/tests/access-matrix.ts, and the
// shell's app/shell/tests/access-matrix.ts: API_ROWS for its /api calls, PAGE_ROWS for its pages), collected by vite's import.meta.glob when the
// matrices load, so a new feature (npm run new-feature) adds its rows without editing this folder.
// The central rows of api-matrix.ts and page-matrix.ts stay where they are.
import type { MatrixRow } from "./api-matrix";
import type { PageRow } from "./page-matrix";

interface FeatureRows {
  API_ROWS?: Record<string, MatrixRow>;
  PAGE_ROWS?: Record<string, PageRow>;
}

// The shell is a feature manifest outside app/features/ (its menu's icons page and calls): its rows too.
const modules = import.meta.glob<FeatureRows>(["/app/features/*/tests/access-matrix.ts", "/app/shell/tests/access-matrix.ts"], {
  eager: true,
});

/** Every feature's rows of one kind, refusing a call or page two features both claim. */
function merged<K extends keyof FeatureRows>(kind: K): NonNullable<FeatureRows[K]> {
  const all: Record<string, unknown> = {};
  for (const [file, rows] of Object.entries(modules)) {
    for (const [name, row] of Object.entries(rows[kind] ?? {})) {
      if (name in all) throw new Error(`${name} has two access-matrix rows (the second in ${file})`);
      all[name] = row;
    }
  }
  return all as NonNullable<FeatureRows[K]>;
}

/** Called by the matrices as they build their tables (the features' rows import only their types: no cycle). */
export const featureApiRows = (): Record<string, MatrixRow> => merged("API_ROWS");
export const featurePageRows = (): Record<string, PageRow> => merged("PAGE_ROWS");

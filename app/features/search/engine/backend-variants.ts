// The backends the engine's tests hold to the same answers: each database's, and SQLite's with every match,
// however small, answered by its tiers (sqlite-tiers.server.ts), which otherwise take only large ones.
import type { DialectName } from "~/platform/db/db.server";
import { dialects } from "../../../../tests/helpers/portal";
import { searchBackendOf, type SearchBackend } from "./backend.server";
import { createSqliteSearchBackend } from "./sqlite-backend.server";

export interface BackendVariant {
  name: string;
  dialect: DialectName;
  make: () => SearchBackend;
}

export async function backendVariants(): Promise<BackendVariant[]> {
  return [
    ...(await dialects()).map((dialect) => ({ name: dialect, dialect, make: () => searchBackendOf(dialect) })),
    { name: "sqlite, every match by the tiers", dialect: "sqlite" as const, make: () => createSqliteSearchBackend({ tiersFrom: 1 }) },
  ];
}

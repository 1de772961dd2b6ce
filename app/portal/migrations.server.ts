// Every feature's migrations, merged: what openPortal brings a database forward with. A feature lists its
// own in its folder (migrations/index.ts, named in its manifest), so adding one edits no central list.
import type { Migration } from "kysely";
import type { AnyFeature } from "~/platform/build-features.server";
import { features } from "./registry.server";

/** The names written before features brought their own migrations: kept as recorded in existing databases. */
const RECORDED = /^00(0\d|1\d|2[0-7])_[a-z0-9_]+$/;

/** A new migration's name: a minute's timestamp and its feature, so parallel branches never collide. */
export function migrationNamePattern(feature: string): RegExp {
  return new RegExp(`^\\d{12}_${feature.replace(/[^a-z0-9]+/g, "_")}_[a-z0-9_]+$`);
}

export function collectMigrations(list: readonly AnyFeature[]): Record<string, Migration> {
  const merged: Record<string, Migration> = {};
  for (const feature of list) {
    for (const [name, migration] of Object.entries(feature.migrations ?? {})) {
      if (!RECORDED.test(name) && !migrationNamePattern(feature.name).test(name)) {
        throw new Error(`Migration ${name} of ${feature.name}: name it YYYYMMDDHHMM_${feature.name}_<what>`);
      }
      if (name in merged) throw new Error(`Two features bring the migration ${name}`);
      merged[name] = migration;
    }
  }
  return merged;
}

export const portalMigrations = collectMigrations(features);

// Features bring their own migrations; the merge refuses names that could collide across branches.
import { describe, expect, it } from "vitest";
import { defineFeature } from "~/platform/feature";
import { collectMigrations, portalMigrations } from "./migrations.server";

const noop = { up: async () => {} };

describe("the migrations of the features", () => {
  it("merges every feature's, the recorded ones first in name order", () => {
    const names = Object.keys(portalMigrations).sort();
    expect(names.slice(0, 3)).toEqual(["0001_foundation", "0002_people", "0003_finder"]);
    expect(names).toContain("0022_vacancies");
    expect(names).toContain("0027_search_fts_tiers");
  });

  it("takes a new migration named by its minute and its feature", () => {
    const feature = defineFeature({ name: "club-partners", migrations: { "202612051420_club_partners_tables": noop } });
    expect(Object.keys(collectMigrations([feature]))).toEqual(["202612051420_club_partners_tables"]);
  });

  it("refuses a name without the timestamp or with another feature's name", () => {
    expect(() => collectMigrations([defineFeature({ name: "club", migrations: { "0028_club": noop } })])).toThrow(
      "Migration 0028_club of club: name it YYYYMMDDHHMM_club_<what>",
    );
    expect(() => collectMigrations([defineFeature({ name: "club", migrations: { "202612051420_feed_posts": noop } })])).toThrow(
      "name it YYYYMMDDHHMM_club_<what>",
    );
  });

  it("refuses the same name from two features", () => {
    const one = defineFeature({ name: "a", migrations: { "0001_foundation": noop } });
    const two = defineFeature({ name: "b", migrations: { "0001_foundation": noop } });
    expect(() => collectMigrations([one, two])).toThrow("Two features bring the migration 0001_foundation");
  });
});

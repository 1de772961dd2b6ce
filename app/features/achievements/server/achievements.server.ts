// Achievements' domain functions: (actor, typed input) -> result, or a typed domain error. The /api
// (api.server.ts) and the pages (routes/) call the same ones; inputs are parsed at the edge with schema.ts.
// The catalogue (kinds.server.ts), the awards (awards.server.ts), the rules' daily job (rules.server.ts).
import type { Deps } from "~/platform/deps.server";
import type { FileReadGuard } from "~/platform/files/files.server";
import { createAwards } from "./awards.server";
import { createKinds } from "./kinds.server";
import { createRules } from "./rules.server";
import { achievementsSearchIndexer } from "./search-indexer.server";

export type { AchievementAward, AchievementKind, PersonRef } from "./views.server";
export type { HoldersPage, KindsPage } from "./kinds.server";

export function createAchievements(deps: Deps) {
  const { db } = deps;
  return {
    kinds: createKinds(deps),
    awards: createAwards(deps),
    rules: createRules(deps),
    searchIndexer: achievementsSearchIndexer(deps),
    /** A kind's picture is read by anyone signed in once a kind shows it. */
    fileReadGuard: (async (actor, fileId) => {
      if (actor.kind !== "user") return null;
      const row = await db.selectFrom("achievement_kinds").select("id").where("image_file_id", "=", fileId).executeTakeFirst();
      return row ? true : null;
    }) satisfies FileReadGuard,
  };
}

export type AchievementsService = ReturnType<typeof createAchievements>;

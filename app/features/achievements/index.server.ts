// Achievements (issue #36 point 2): a catalogue of kinds kept by ROLE_EDIT_ACHIEVEMENTS and administrators
// (/achievements, its archive a tab), awards granted to people by them or by a rule (years at the company,
// thanks received) in a daily job, one award's page /user/{id}/achievement/{achievementId}, the profile's block,
// the ACHIEVEMENT notification and the search's index of kinds. Other features reach it through this file and
// index.ts only.
import { defineFeature } from "~/platform/feature";
import { ROLE_EDIT_ACHIEVEMENTS } from "./policy";
import { createAchievements } from "./server/achievements.server";
import { achievementsApi } from "./server/api.server";
import { achievementsNames } from "./messages.server";
import { seedAchievements } from "./seed.server";
import { achievementsFileKinds } from "./files";
import { migrations } from "./migrations";
import { ACHIEVEMENT_NEW } from "./server/events";

export type { AchievementAward, AchievementKind, AchievementsService } from "./server/achievements.server";
// The profile's stimulation list reads a person's awards through this.
export { awardsOfPerson } from "./server/awards.server";
/** How often server.ts looks whether the day's rules have run. */
export { RULES_CHECK_EVERY_MS } from "./server/rules.server";

export const achievementsFeature = defineFeature({
  name: "achievements",
  migrations,
  services: (deps) => ({ achievements: createAchievements(deps) }),
  api: achievementsApi,
  roles: [ROLE_EDIT_ACHIEVEMENTS],
  // Granted on /admin/rights/ACHIEVEMENTS to people, departments or positions.
  roleGroups: [{ type: "ACHIEVEMENTS", ...achievementsNames.roleGroup, roles: [ROLE_EDIT_ACHIEVEMENTS] }],
  // Under «О компании» with the hall of fame and the best in profession: a top entry pushed that menu's dropdown
  // past the right edge of a 1280 px page.
  menu: [{ name: achievementsNames.menu, link: "/achievements", order: 22, under: "/history" }],
  fileKinds: achievementsFileKinds,
  fileReadGuards: ({ achievements }) => [achievements.fileReadGuard],
  searchIndexers: ({ achievements }) => [achievements.searchIndexer],
  consumers: ({ achievements }) => achievements.awards.consumers(),
  // The award's page, at the reader's own address (the holder's: the notification goes to her).
  notificationFamilies: {
    ACHIEVEMENT: {
      label: achievementsNames.family,
      object: "achievement",
      link: (_e, b, me) => (b.achievement?.objectId ? `/user/${me}/achievement/${b.achievement.objectId}` : null),
    },
  },
  notificationTypes: { [ACHIEVEMENT_NEW]: { family: "ACHIEVEMENT", template: achievementsNames.notifyNew } },
  seed: seedAchievements,
});

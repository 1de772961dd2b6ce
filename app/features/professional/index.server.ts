// The best in profession (issue #36 point 4): /professional (the latest year) and /professional/{year}, the
// yearly contest's winners by profession and region, with the years as tabs and filters that are links and
// GET forms; ROLE_EDIT_PROFESSIONAL (role group PROFESSIONAL) and administrators change years and winners.
// Other features reach it through this file and index.ts only.
import { defineFeature } from "~/platform/feature";
import { ROLE_EDIT_PROFESSIONAL } from "./policy";
import { createProfessional } from "./server/professional.server";
import { professionalSearchIndexer } from "./server/search-indexer.server";
import { professionalApi } from "./server/api.server";
import { professionalNames } from "./messages.server";
import { professionalFileKinds } from "./files";
import { seedProfessional } from "./seed.server";
import { migrations } from "./migrations";

export type { ContestYear, Winner, YearResults } from "./server/model";

export const professionalFeature = defineFeature({
  name: "professional",
  migrations,
  services: (deps) => ({ professional: createProfessional(deps), professionalSearch: professionalSearchIndexer(deps) }),
  api: professionalApi,
  roles: [ROLE_EDIT_PROFESSIONAL],
  // Granted on /admin/rights/PROFESSIONAL to people, departments or positions.
  roleGroups: [{ type: "PROFESSIONAL", ...professionalNames.roleGroup, roles: [ROLE_EDIT_PROFESSIONAL] }],
  // Under the company's pages (the top bar has no room for another entry at 1280 px).
  menu: [{ name: professionalNames.menu, link: "/professional", order: 21, under: "/history" }],
  searchIndexers: ({ professionalSearch }) => [professionalSearch],
  fileKinds: professionalFileKinds,
  // A winner's photo is read by anyone signed in once a winner shows it.
  fileReadGuards: ({ professional }) => [
    async (actor, fileId) => ((await professional.isShownPhoto(fileId)) ? actor.kind === "user" : null),
  ],
  seed: seedProfessional,
});

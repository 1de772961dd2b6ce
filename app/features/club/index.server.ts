// The partners club (issue #37 part 5a): /club (what the club is, the person's city's partners, the search), the
// catalogue by city and category (/club/partners[/{idCity}[/{idCat}]]), a partner's page (/club/partner/{id}), a
// city's search (/club/{idCity}/search/{text}) and the editors' pages under /club/admin (ROLE_EDIT_CLUB, role
// group CLUB, and administrators). The sibling feature club-card (the card, its uses) reads partners through
// `services.club.partnerNames` and `partnerExists`. Other features reach it through this file and index.ts.
import { defineFeature } from "~/platform/feature";
import { ROLE_ADMINISTRATOR } from "~/platform/policies";
import { ROLE_EDIT_CLUB } from "./policy";
import { createClub } from "./server/club.server";
import { clubApi } from "./server/api.server";
import { clubNames } from "./messages.server";
import { messages as t } from "./messages";
import { clubFileKinds } from "./files";
import { seedClub } from "./seed.server";
import { migrations } from "./migrations";

export type { ClubService } from "./server/club.server";
export type { ClubPlace, Partner, PartnerCard, PartnerPage } from "./server/model";

export const clubFeature = defineFeature({
  name: "club",
  migrations,
  services: (deps) => ({ club: createClub(deps) }),
  api: clubApi,
  roles: [ROLE_EDIT_CLUB],
  // Granted on /admin/rights/CLUB to people, departments or positions.
  roleGroups: [{ type: "CLUB", ...clubNames.roleGroup, roles: [ROLE_EDIT_CLUB] }],
  // The top-level entry the shell held a place for (order 6) until the club was built.
  menu: [{ name: clubNames.menu, link: "/club", order: 6 }],
  adminPages: [
    {
      path: "/club/admin/partner",
      section: "content",
      roles: [ROLE_EDIT_CLUB, ROLE_ADMINISTRATOR],
      title: t.adminPartnersTitle,
      hint: clubNames.adminHint,
    },
  ],
  searchIndexers: ({ club }) => [club.searchIndexer],
  fileKinds: clubFileKinds,
  // A logo is read by anyone signed in once a partner shows it.
  fileReadGuards: ({ club }) => [async (actor, fileId) => ((await club.isShownLogo(fileId)) ? actor.kind === "user" : null)],
  seed: seedClub,
});

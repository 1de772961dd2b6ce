// The club card (issue #37 part 5b): a person's card with its number and QR code (/club/card, issued on the
// first visit; /user/{id}/club-card for its holder and card admins), its uses at the club's partners (once a
// day per partner), blocking and reissue by ROLE_CLUB_CARD_ADMIN, /admin/club-card-statistic, and the
// Maxi-club's gate passes (/club/maxi-club-kpp) with the CLUB_GATE notifications. The partners are the club
// feature's (services.club.partnerNames). Other features reach it through this file and index.ts only.
import { defineFeature } from "~/platform/feature";
import type { ClubService } from "~/features/club/index.server";
import { CARD_ADMINS, ROLE_CLUB_CARD_ADMIN, ROLE_CLUB_GATE } from "./policy";
import { createClubCard } from "./server/club-card.server";
import { clubCardApi } from "./server/api.server";
import { CLUB_GATE_APPROVED, CLUB_GATE_DECLINED, CLUB_GATE_NEW } from "./server/events";
import { clubCardNames as names } from "./messages.server";
import { statistic } from "./messages";
import { seedClubCard } from "./seed.server";
import { migrations } from "./migrations";

export type { ClubCardService } from "./server/club-card.server";

export const clubCardFeature = defineFeature({
  name: "club-card",
  migrations,
  needs: ["club"],
  services: (deps, needs: { club: ClubService }) => ({ clubCard: createClubCard(deps, needs.club) }),
  api: clubCardApi,
  roles: [ROLE_CLUB_CARD_ADMIN, ROLE_CLUB_GATE],
  // Granted on /admin/rights/{type} to people, departments or positions.
  roleGroups: [
    { type: "CLUB_CARD", ...names.cardGroup, roles: [ROLE_CLUB_CARD_ADMIN] },
    { type: "CLUB_GATE", ...names.gateGroup, roles: [ROLE_CLUB_GATE] },
  ],
  // No menu entry: the club's landing /club links to the card and the gate pass.
  consumers: ({ clubCard }) => clubCard.consumers(),
  notificationFamilies: { CLUB_GATE: { label: names.family, object: null, link: () => "/club/maxi-club-kpp" } },
  notificationTypes: {
    [CLUB_GATE_NEW]: { family: "CLUB_GATE", template: names.notifyNew },
    [CLUB_GATE_APPROVED]: { family: "CLUB_GATE", template: names.notifyApproved },
    [CLUB_GATE_DECLINED]: { family: "CLUB_GATE", template: names.notifyDeclined },
  },
  adminPages: [
    { path: "/admin/club-card-statistic", section: "statistics", roles: [...CARD_ADMINS], title: statistic.title, hint: statistic.hint },
  ],
  seed: seedClubCard,
});

// Клуб партнёров: a list of items editors add (written by `npm run new-feature`; README "Adding a feature"
// says what to fill in next). Other features reach it through this file and index.ts only.
import { defineFeature } from "~/platform/feature";
import { ROLE_EDIT_CLUB } from "./policy";
import { createClub } from "./server/club.server";
import { clubApi } from "./server/api.server";
import { clubNames } from "./messages.server";
import { seedClub } from "./seed.server";
import { migrations } from "./migrations";

export type { ClubItem, ClubService } from "./server/club.server";
export { CLUB_NEW, type ClubNewEvent } from "./server/events";

export const clubFeature = defineFeature({
  name: "club",
  migrations,
  services: (deps) => ({ club: createClub(deps) }),
  api: clubApi,
  roles: [ROLE_EDIT_CLUB],
  menu: [{ name: clubNames.menu, link: "/club", order: 90 }],
  // Its family leads to its page. An added item writes the event CLUB_NEW (server/events.ts); a consumer
  // of it (`consumers`, see guide) would send the notification CLUB_NEW.
  notificationFamilies: { CLUB: { label: clubNames.family, object: null, link: () => "/club" } },
  notificationTypes: { CLUB_NEW: { family: "CLUB", template: clubNames.notifyNew } },
  seed: seedClub,
  // Once it stores uploads (POST /file/save), its kinds of file go in `fileKinds`, declared in a files.ts (see vacancies).
});

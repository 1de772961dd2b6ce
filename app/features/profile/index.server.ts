// A person's profile page, photo and visibility flags; /admin/avatars, where administrators remove unfit photos.
import { defineFeature } from "~/platform/feature";
import { ROLE_ADMINISTRATOR } from "~/platform/policies";
import { createProfile, type ProfileNeeds } from "./server/profile.server";
import { profileApi } from "./server/api.server";
import { AVATAR_REMOVED, createAvatarModeration } from "./server/avatar-moderation.server";
import { avatarsApi } from "./server/avatars-api.server";
import { avatarsAdmin } from "./messages";
import { avatarNotices } from "./messages.server";
import { migrations } from "./migrations";

export type { ProfileService } from "./server/profile.server";
export type { AvatarModeration } from "./server/avatar-moderation.server";

export const profileFeature = defineFeature({
  name: "profile",
  // The stimulation list shows the thanks a person received (the feed's) and her achievements (read through
  // the achievements' awardsOfPerson).
  needs: ["thanks"],
  migrations,
  services: (deps, needs: ProfileNeeds) => ({ profile: createProfile(deps, needs), avatars: createAvatarModeration(deps) }),
  api: [...profileApi, ...avatarsApi],
  adminPages: [
    { path: "/admin/avatars", section: "content", roles: [ROLE_ADMINISTRATOR], title: avatarsAdmin.title, hint: avatarsAdmin.hint },
  ],
  // A removed photo: its owner is told why and led to her profile's edit page to set another.
  notificationFamilies: { AVATAR: { label: avatarNotices.family, object: null, link: (_event, _bound, me) => `/user/${me}/edit` } },
  notificationTypes: { [AVATAR_REMOVED]: { family: "AVATAR", template: avatarNotices.removed } },
});

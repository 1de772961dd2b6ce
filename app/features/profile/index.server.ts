// A person's profile page, photo and visibility flags.
import { defineFeature } from "~/platform/feature";
import { createProfile, type ProfileNeeds } from "./server/profile.server";
import { profileApi } from "./server/api.server";

export type { ProfileService } from "./server/profile.server";

export const profileFeature = defineFeature({
  name: "profile",
  // The stimulation list shows the thanks a person received (the feed's).
  needs: ["thanks"],
  services: (deps, needs: ProfileNeeds) => ({ profile: createProfile(deps, needs) }),
  api: profileApi,
});

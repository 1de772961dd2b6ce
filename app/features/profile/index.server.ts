// A person's profile page, photo and visibility flags.
import { defineFeature } from "~/platform/feature";
import { createProfile } from "./server/profile.server";
import { profileApi } from "./server/api.server";

export type { ProfileService } from "./server/profile.server";

export const profileFeature = defineFeature({
  name: "profile",
  services: (deps) => ({ profile: createProfile(deps) }),
  api: profileApi,
});

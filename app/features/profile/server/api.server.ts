// The profile and work-status calls of spec part 2 §7 "Profile and work status".
// Payloads are parsed here, at the edge (the same Russian messages for bad input); domain functions
// take the parsed values.
import type { ApiRoute } from "~/platform/api.server";
import { parseInput } from "~/platform/validate";
import { avatarSchema, profileIdSchema, stimulationSchema, workStatusSchema } from "./payloads.server";

export const profileApi: ApiRoute[] = [
  {
    method: "GET",
    path: "/user/full-user-info",
    access: "user",
    handler: ({ services, actor, input }) => services.profile.fullInfo(actor, parseInput(profileIdSchema, input)),
  },
  {
    method: "POST",
    path: "/user/update",
    access: "user",
    handler: ({ services, actor, input }) => services.profile.update(actor, services.profile.parseUpdate(input)),
  },
  {
    method: "POST",
    path: "/user/update-avatar",
    access: "user",
    // A 10 MB image is about 13.4 MB of base64: this call alone reads bodies up to 20 MB, so an
    // oversized image still gets the Russian "more than 10 MB" answer instead of a bare 400.
    bodyLimit: "20mb",
    handler: ({ services, actor, input }) => services.profile.updateAvatar(actor, parseInput(avatarSchema, input)),
  },
  {
    method: "GET",
    path: "/user/stimulation",
    access: "user",
    handler: ({ services, actor, input }) => services.profile.stimulation(actor, parseInput(stimulationSchema, input)),
  },
  {
    method: "GET",
    path: "/user/work-status/list",
    access: "user",
    handler: async ({ services, actor }) => services.profile.workStatusList(actor),
  },
  {
    method: "POST",
    path: "/user/work-status/update",
    access: "user",
    handler: ({ services, actor, input }) => services.profile.updateWorkStatus(actor, parseInput(workStatusSchema, input)),
  },
];

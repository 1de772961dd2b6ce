import type { ApiRoute } from "~/platform/api.server";
import { settingName } from "~/features/settings/server/settings.server";

export const settingsApi: ApiRoute[] = [
  {
    method: "GET",
    path: "/options/get",
    access: "user",
    handler: ({ services, input }) => services.settings.get(settingName(input.name)),
  },
  {
    method: "GET",
    path: "/options/get-null",
    access: "user",
    handler: ({ services, input }) => services.settings.getOrNull(settingName(input.name)),
  },
];

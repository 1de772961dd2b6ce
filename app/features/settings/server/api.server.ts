import type { ApiRoute } from "~/platform/api.server";

export const settingsApi: ApiRoute[] = [
  {
    method: "GET",
    path: "/options/get",
    access: "user",
    handler: ({ services, input }) => services.settings.get(input.name),
  },
  {
    method: "GET",
    path: "/options/get-null",
    access: "user",
    handler: ({ services, input }) => services.settings.getOrNull(input.name),
  },
];

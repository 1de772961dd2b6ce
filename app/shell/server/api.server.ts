import type { ApiRoute } from "~/platform/api.server";

export const navApi: ApiRoute[] = [{ method: "GET", path: "/nav/list", access: "user", handler: ({ services }) => services.nav.list() }];

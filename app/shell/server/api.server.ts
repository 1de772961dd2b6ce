// The shell's /api calls: the menu, and its sections' icons (ours: the spec names /admin/icons but no call).
// An uploaded icon is sent first through POST /file/save with fileType NAV_ICON, then named by its id.
import type { ApiRoute } from "~/platform/api.server";

export const navApi: ApiRoute[] = [
  { method: "GET", path: "/nav/list", access: "user", handler: ({ services }) => services.nav.list() },
  { method: "GET", path: "/nav/icons", access: "user", handler: ({ services, actor }) => services.navIcons.list(actor) },
  { method: "POST", path: "/nav/icon", access: "user", handler: ({ services, actor, input }) => services.navIcons.set(actor, input) },
];

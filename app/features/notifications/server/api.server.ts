import type { ApiRoute } from "~/platform/api.server";
import { parseInput } from "~/platform/validate";
import { idSchema, listSchema } from "~/features/notifications/server/notifications.server";

export const notificationsApi: ApiRoute[] = [
  {
    method: "GET",
    path: "/notifications-v2/list",
    access: "user",
    handler: ({ services, actor, input }) => services.notifications.list(actor, parseInput(listSchema, input)),
  },
  {
    method: "POST",
    path: "/notifications-v2/show",
    access: "user",
    async handler({ services, actor, input }) {
      await services.notifications.show(actor, parseInput(idSchema, input));
      return null;
    },
  },
  {
    method: "POST",
    path: "/notifications-v2/show-all",
    access: "user",
    async handler({ services, actor }) {
      await services.notifications.showAll(actor);
      return null;
    },
  },
];

import type { ApiRoute } from "~/platform/api.server";
import { parseInput } from "~/platform/validate";
import { requireUser } from "~/platform/require-user";
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
  {
    // Server-Sent Events (our design): `count` at once and after every change, `notification` for a new one.
    method: "GET",
    path: "/notifications-v2/stream",
    access: "user",
    stream: ({ services, actor }, req, res) => services.notifications.live.open(requireUser(actor), req, res),
  },
];

import type { ApiRoute } from "~/platform/api.server";
import { parseInput } from "~/platform/validate";

export const webPushApi: ApiRoute[] = [
  {
    // Our design: the VAPID public key browsers subscribe with (pushManager.subscribe's applicationServerKey).
    method: "GET",
    path: "/web-push/public-key",
    access: "public",
    async handler({ services }) {
      return { publicKey: (await services.webPush.keys()).publicKey };
    },
  },
  {
    method: "POST",
    path: "/web-push/token/add",
    access: "user",
    async handler({ services, actor, input }) {
      await services.webPush.add(actor, parseInput(services.webPush.tokenSchema, input));
      return null;
    },
  },
  {
    method: "POST",
    path: "/web-push/token/delete",
    access: "user",
    async handler({ services, actor, input }) {
      await services.webPush.remove(actor, parseInput(services.webPush.tokenSchema, input));
      return null;
    },
  },
];

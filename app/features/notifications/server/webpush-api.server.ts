import type { ApiRoute } from "~/platform/api.server";

export const webPushApi: ApiRoute[] = [
  {
    method: "POST",
    path: "/web-push/token/add",
    access: "user",
    async handler({ services, actor, input }) {
      await services.webPush.add(actor, input);
      return null;
    },
  },
  {
    method: "POST",
    path: "/web-push/token/delete",
    access: "user",
    async handler({ services, actor, input }) {
      await services.webPush.remove(actor, input);
      return null;
    },
  },
];

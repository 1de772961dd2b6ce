import type { ApiRoute } from "~/platform/api.server";

export const usersApi: ApiRoute[] = [
  {
    method: "GET",
    path: "/user/short-cur-user-info",
    access: "user",
    handler: ({ services, actor }) => services.users.getShortCurrent(actor),
  },
  {
    method: "POST",
    path: "/user/update-need-show-welcome",
    access: "user",
    async handler({ services, actor }) {
      await services.users.hideWelcome(actor);
      return null;
    },
  },
];

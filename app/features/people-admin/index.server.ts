// The administrator's people page (issue #32 point 5): /admin/users-info lists people with their state (active
// or blocked, a password, the last sign-in, devices with push, roles) and blocks, unblocks and ends sessions.
// It stands above the users, the sign-in and the notifications, and reaches their data through their exports.
import { defineFeature } from "~/platform/feature";
import { createPeopleAdmin } from "./server/people-admin.server";
import { peopleAdminApi } from "./server/api.server";
import { PEOPLE_ADMIN_ROLES } from "./policy";
import { peopleAdmin } from "./messages";

export { peopleAdminRefusals } from "./messages.server";

export const peopleAdminFeature = defineFeature({
  name: "people-admin",
  services: (deps) => ({ peopleAdmin: createPeopleAdmin(deps) }),
  api: peopleAdminApi,
  adminPages: [
    { path: "/admin/users-info", section: "people", roles: [...PEOPLE_ADMIN_ROLES], title: peopleAdmin.title, hint: peopleAdmin.hint },
  ],
});

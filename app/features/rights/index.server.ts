// The rights pages (issue #32 point 1): /admin/rights lists the role groups the features declare, and
// /admin/rights/{type} grants and revokes one to people, departments and positions, and shows who holds it.
// The groups, their grants and a person's roles are the users feature's; this one is their pages and calls.
import { defineFeature } from "~/platform/feature";
import { RIGHTS_ROLES } from "~/features/users/index.server";
import { rightsApi } from "./server/api.server";
import { rights } from "./messages";

export const rightsFeature = defineFeature({
  name: "rights",
  api: rightsApi,
  adminPages: [{ path: "/admin/rights", section: "people", roles: [...RIGHTS_ROLES], title: rights.title, hint: rights.hint }],
});

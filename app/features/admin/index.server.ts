// The admin area (/admin): the admin pages every manifest names, and who may open which.
import { defineFeature } from "~/platform/feature";
import { createAdminArea } from "~/platform/admin";
import { ROLE_ADMINISTRATOR } from "~/platform/policies";
import { designSystem } from "./messages";

export const adminFeature = defineFeature({
  name: "admin",
  collects: true,
  adminPages: [{ path: "/admin/ui", section: "system", roles: [ROLE_ADMINISTRATOR], title: designSystem.title, hint: designSystem.hint }],
  services: (_deps, _needs, { adminPages }) => ({ admin: createAdminArea(adminPages) }),
});

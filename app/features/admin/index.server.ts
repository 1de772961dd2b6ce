// The admin area (/admin): the admin pages every manifest names, and who may open which.
import { defineFeature } from "~/platform/feature";
import { createAdminArea } from "~/platform/admin";

export const adminFeature = defineFeature({
  name: "admin",
  collects: true,
  services: (_deps, _needs, { adminPages }) => ({ admin: createAdminArea(adminPages) }),
});

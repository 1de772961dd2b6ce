// The shell's entry in the registry: the menu (nav) and its /api call, and the demo menu.
import { defineFeature } from "~/platform/feature";
import { createNav } from "./server/nav.server";
import { navApi } from "./server/api.server";
import { seedMenu } from "./seed.server";

export const shellFeature = defineFeature({
  name: "shell",
  services: (deps) => ({ nav: createNav(deps) }),
  api: navApi,
  seed: seedMenu,
});

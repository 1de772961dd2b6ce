// The shell's entry in the registry: the menu (nav) and its /api calls, the sections' icons (/admin/icons, their
// kind of file and who may read one), and the demo menu.
import { defineFeature } from "~/platform/feature";
import { createNav } from "./server/nav.server";
import { createNavIcons } from "./server/nav-icons.server";
import { navApi } from "./server/api.server";
import { seedMenu } from "./seed.server";
import { migrations } from "./migrations";
import { shellFileKinds } from "./files";
import { SECTION_ICON_ROLES } from "./policy";
import { sectionIconsPage } from "./icons/messages";

export const shellFeature = defineFeature({
  name: "shell",
  migrations,
  services: (deps) => {
    const nav = createNav(deps);
    return { nav, navIcons: createNavIcons(deps, nav) };
  },
  api: navApi,
  fileKinds: shellFileKinds,
  fileReadGuards: ({ navIcons }) => [navIcons.fileReadGuard],
  adminPages: [
    { path: "/admin/icons", section: "system", roles: [...SECTION_ICON_ROLES], title: sectionIconsPage.title, hint: sectionIconsPage.hint },
  ],
  seed: seedMenu,
});

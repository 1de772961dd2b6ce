// Эмилия, the portal's virtual assistant (issue #33 point 1, spec part 2 §7): her images and their phrases,
// managed on /admin/emilia by administrators and holders of ROLE_EMILIA, and the banner the home page shows
// (a random phrase of a random image; the shell places it, ui/banner.tsx). Other features reach it through this
// file and index.ts only.
import { defineFeature } from "~/platform/feature";
import { EMILIA_ROLES, ROLE_EMILIA } from "./policy";
import { createEmilia } from "./server/emilia.server";
import { createWelcomeArticle, type WelcomeGuide } from "./server/welcome.server";
import { assistantApi } from "./server/api.server";
import { assistantFileKinds } from "./files";
import { messages as t } from "./messages";
import { seedAssistant } from "./seed.server";
import { migrations } from "./migrations";

export type { EmiliaBanner, EmiliaImage, EmiliaPhrase, EmiliaService } from "./server/emilia.server";
export { bannerBlock } from "./server/banner.server";

export const assistantFeature = defineFeature({
  name: "assistant",
  migrations,
  // The guide: the article the welcome message opens, read as the person may read it.
  needs: ["guide"],
  services: (deps, { guide }: { guide: WelcomeGuide }) => ({
    emilia: createEmilia(deps),
    emiliaWelcome: createWelcomeArticle(deps, guide),
  }),
  api: assistantApi,
  roles: [ROLE_EMILIA],
  fileKinds: assistantFileKinds,
  fileReadGuards: (own) => [own.emilia.fileReadGuard],
  adminPages: [{ path: "/admin/emilia", section: "content", roles: [...EMILIA_ROLES], title: t.title, hint: t.hint }],
  seed: seedAssistant,
});

// Portal settings (the header's help FAQ, the hot line group, who answers RME questions) and lite mode.
// HOT_LINE_GROUP_ID is set by the groups demo, which makes the hot line its own group.
import { defineFeature } from "~/platform/feature";
import { createSettings } from "./server/settings.server";
import { settingsApi } from "./server/api.server";

export { settingValue, writeSetting } from "./server/settings.server";

export const settingsFeature = defineFeature({
  name: "settings",
  services: (deps) => ({ settings: createSettings(deps) }),
  api: settingsApi,
  async seed({ services, accounts, demoUserId }) {
    const admin = await demoUserId(accounts[0]?.phone ?? "");
    await services.settings.set("FAQ_PORTAL_ID", "1");
    await services.settings.set("RME_USER_ID", String(admin));
  },
});

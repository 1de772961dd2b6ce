// Смены в магазине (issue #35): a shop's schedule by week (/services/retail-shifts), one shift's card with its
// swap (/services/retail-shifts/{id}) and the store manager's page (/services/retail-shifts/edit). A shop is a
// department of the directory marked in retail_shops; its manager is the head of its department or of one above
// it, or ROLE_RETAIL_SHIFTS_ADMIN (role group RETAIL_SHIFTS). A person offers her shift, a colleague of the same
// shop takes it, the manager approves or declines (family RETAIL_SHIFT). The person's calendar reads her shifts
// (kind "shift"). Other features reach it through this file and index.ts only.
import { defineFeature } from "~/platform/feature";
import type { Deps } from "~/platform/deps.server";
import { ROLE_RETAIL_SHIFTS_ADMIN } from "./policy";
import { createSchedule } from "./server/schedule.server";
import { createSwaps } from "./server/swaps.server";
import { noticeConsumers } from "./server/notices.server";
import { retailShiftsApi } from "./server/api.server";
import { NOTIFICATION_TYPE } from "./server/events";
import { retailShiftsNames as names } from "./messages.server";
import { seedRetailShifts } from "./seed.server";
import { migrations } from "./migrations";

export type { ShiftCard, WeekView, ManageView } from "./server/model";

function createRetailShifts(deps: Deps) {
  return { ...createSchedule(deps), swaps: createSwaps(deps), consumers: () => noticeConsumers(deps) };
}
export type RetailShiftsService = ReturnType<typeof createRetailShifts>;

export const retailShiftsFeature = defineFeature({
  name: "retail-shifts",
  migrations,
  services: (deps) => ({ retailShifts: createRetailShifts(deps) }),
  api: retailShiftsApi,
  roles: [ROLE_RETAIL_SHIFTS_ADMIN],
  // Granted on /admin/rights/RETAIL_SHIFTS to people, departments or positions (a chain's retail office).
  roleGroups: [{ type: "RETAIL_SHIFTS", ...names.roleGroup, roles: [ROLE_RETAIL_SHIFTS_ADMIN] }],
  menu: [{ name: names.menu, link: "/services/retail-shifts", order: 60, under: "/services" }],
  consumers: ({ retailShifts }) => retailShifts.consumers(),
  calendarSources: ({ retailShifts }) => [{ kind: "shift", label: names.calendarLabel, eventsOf: retailShifts.eventsOf }],
  notificationFamilies: { RETAIL_SHIFT: { label: names.family, object: null, link: () => "/services/retail-shifts" } },
  notificationTypes: {
    [NOTIFICATION_TYPE.TAKEN_FOR_MANAGER]: { family: "RETAIL_SHIFT", template: names.notifyTaken },
    [NOTIFICATION_TYPE.APPROVED_FOR_OWNER]: { family: "RETAIL_SHIFT", template: names.notifyApprovedOwner },
    [NOTIFICATION_TYPE.APPROVED_FOR_TAKER]: { family: "RETAIL_SHIFT", template: names.notifyApprovedTaker },
    [NOTIFICATION_TYPE.DECLINED_FOR_OWNER]: { family: "RETAIL_SHIFT", template: names.notifyDeclinedOwner },
  },
  seed: seedRetailShifts,
});

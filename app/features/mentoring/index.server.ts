// Mentoring (issue #37 part 3): /mentoring, mentors offering themselves with topics and a capacity, the list of
// them filtered by topic, requests a mentor accepts or declines, the pairs with their meetings until closed, and
// every pair for HR (ROLE_MENTORING_HR, role group MENTORING) and administrators. Other features reach it
// through this file and index.ts.
import { defineFeature } from "~/platform/feature";
import { ROLE_MENTORING_HR } from "./policy";
import { createMentors } from "./server/mentors.server";
import { createPairs } from "./server/pairs.server";
import { mentoringApi } from "./server/api.server";
import { MENTORING_ACCEPTED, MENTORING_DECLINED, MENTORING_REQUEST } from "./server/events";
import { mentoringNames as n } from "./messages.server";
import { seedMentoring } from "./seed.server";
import { migrations } from "./migrations";

export type MentoringService = { mentors: ReturnType<typeof createMentors>; pairs: ReturnType<typeof createPairs> };

export const mentoringFeature = defineFeature({
  name: "mentoring",
  migrations,
  services: ({ db, now }) => ({ mentoring: { mentors: createMentors(db, now), pairs: createPairs(db, now) } as MentoringService }),
  api: mentoringApi,
  roles: [ROLE_MENTORING_HR],
  // Granted on /admin/rights/MENTORING to people, departments or positions.
  roleGroups: [{ type: "MENTORING", ...n.roleGroup, roles: [ROLE_MENTORING_HR] }],
  menu: [{ name: n.menu, link: "/mentoring", order: 50, under: "/activities" }],
  // Every request and answer is seen on the one page, in «Мои заявки и пары».
  notificationFamilies: { MENTORING: { label: n.family, object: null, link: () => "/mentoring" } },
  notificationTypes: {
    [MENTORING_REQUEST]: { family: "MENTORING", template: n.notifyRequest },
    [MENTORING_ACCEPTED]: { family: "MENTORING", template: n.notifyAccepted },
    [MENTORING_DECLINED]: { family: "MENTORING", template: n.notifyDeclined },
  },
  seed: seedMentoring,
});

// Development goals (issue #37 part 2): /ltr, a person's own goals by year (half-years or the whole year) with
// progress updates and comment threads, her team's for a manager and everyone's for HR (ROLE_DEVELOPMENT_HR,
// role group DEVELOPMENT_GOALS); /ltr/user/{id}, one person's, readable by her, her managers and HR only.
// Other features reach it through this file and index.ts.
import { defineFeature } from "~/platform/feature";
import { ROLE_DEVELOPMENT_HR } from "./policy";
import { createGoals } from "./server/goals.server";
import { goalsApi } from "./server/api.server";
import { goalsNames as n } from "./messages.server";
import { GOAL_APPROVED, GOAL_ASSIGNED, GOAL_CANCELLED, GOAL_COMMENTED, GOAL_COMMENTED_FOR_MANAGER, GOAL_COMPLETED } from "./server/events";
import { seedGoals } from "./seed.server";
import { migrations } from "./migrations";

export type { GoalsService } from "./server/goals.server";

export const goalsFeature = defineFeature({
  name: "goals",
  migrations,
  services: (deps) => ({ goals: createGoals(deps) }),
  api: goalsApi,
  roles: [ROLE_DEVELOPMENT_HR],
  // Granted on /admin/rights/DEVELOPMENT_GOALS to people, departments or positions.
  roleGroups: [{ type: "DEVELOPMENT_GOALS", ...n.roleGroup, roles: [ROLE_DEVELOPMENT_HR] }],
  menu: [{ name: n.menu, link: "/ltr", order: 40, under: "/activities" }],
  notificationFamilies: {
    // The spec's rule (part 2 §4): a goal done or dropped is shown on its owner's page ({user}, else the
    // reader's own), any other on the reader's /ltr. A manager's own notices (…_FOR_MANAGER, ours) are about
    // her report's goal, which only the owner's page shows, so they lead there too.
    DEVELOPMENT_GOAL: {
      label: n.family,
      object: "goal",
      link(event, b, me) {
        const goalId = b.goal?.objectId;
        if (!goalId) return null;
        const onOwnersPage = /^(COMPLETED|CANCELLED)/.test(event) || event.endsWith("_FOR_MANAGER");
        return onOwnersPage ? `/ltr/user/${b.user?.objectId || me}#${goalId}` : `/ltr#${goalId}`;
      },
    },
  },
  notificationTypes: {
    [GOAL_ASSIGNED]: { family: "DEVELOPMENT_GOAL", template: n.notifyAssigned },
    [GOAL_APPROVED]: { family: "DEVELOPMENT_GOAL", template: n.notifyApproved },
    [GOAL_COMMENTED]: { family: "DEVELOPMENT_GOAL", template: n.notifyCommented },
    [GOAL_COMMENTED_FOR_MANAGER]: { family: "DEVELOPMENT_GOAL", template: n.notifyCommentedForManager },
    [GOAL_COMPLETED]: { family: "DEVELOPMENT_GOAL", template: n.notifyCompleted },
    [GOAL_CANCELLED]: { family: "DEVELOPMENT_GOAL", template: n.notifyCancelled },
  },
  seed: seedGoals,
});

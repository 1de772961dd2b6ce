// The bench's activities targets (issue #37 part 1: the list pages, an activity of 5,000 participants, the same
// statements for 10 and 5,000) on the set of `npm run generate -- activities` (scripts/lib/activities-generate.ts):
// /activities, the big activity's card and its /users page, then the statements of the list and of /users.
//   BENCH_ACTIVITIES: sqlite (default), postgres, both or off.
import { actingAs } from "../../app/platform/actor";
import type { ActivitiesReport } from "./activities-generate";
import { statementsOn } from "./generated-set";
import { defineSetBench } from "./set-bench";

export const activitiesBench = defineSetBench({
  name: "activities",
  env: "ACTIVITIES",
  targetCount: 3,
  title: (set: { report: ActivitiesReport }) =>
    `Activities set (${set.report.rows.activities} activities, ${set.report.rows.members} sign-ups, one of ` +
    `${set.report.sizes.people}): generated in ${(set.report.ms / 1000).toFixed(1)} s`,
  count: (set) =>
    statementsOn(set, {
      list: (portal) => portal.services.activities.list(actingAs(3), "upcoming", null),
      users: (portal) => portal.services.activities.signups.users(actingAs(3), set.report.biggestId, null),
    }),
  targets: (set) => [
    { label: "/activities", path: "/activities" },
    { label: `/activities/{of ${set.report.sizes.people}}`, path: `/activities/${set.report.biggestId}` },
    { label: `/activities/{of ${set.report.sizes.people}}/users`, path: `/activities/${set.report.biggestId}/users` },
  ],
  statements: (counted) => `the list ${counted.list}, /users' first page ${counted.users} (the same for 10 people: the activities' tests)`,
});

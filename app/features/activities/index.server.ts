// Активности (issue #37 part 1): activities people sign up for (/activities, its card /activities/{id}, who is
// going, the organiser's participants with the waiting list and its CSV, the form to create and edit), created
// by ROLE_EDIT_ACTIVITIES (role group ACTIVITIES) and administrators. A limited activity fills up, then a waiting
// list moves up as places free; its people are told (family ACTIVITY) of a place, a change, a cancellation and the
// day before. The calendar (issue #35) reads a person's activities through `activities.eventsOf`. Other features
// reach it through this file and index.ts only.
import { defineFeature } from "~/platform/feature";
import { ROLE_EDIT_ACTIVITIES } from "./policy";
import { createActivities } from "./server/activities.server";
import { createSignups } from "./server/signup.server";
import { createNotices } from "./server/notices.server";
import { activitiesSearchIndexer } from "./server/search-indexer.server";
import { activitiesCalendarSource } from "./server/calendar-source.server";
import { activitiesApi } from "./server/api.server";
import { NOTIFICATION_TYPE } from "./server/events";
import { activitiesNames as names } from "./messages.server";
import { seedActivities } from "./seed.server";
import { migrations } from "./migrations";

export type { ActivityCard, ActivityItem, ActivityPerson } from "./server/model";
/** How often server.ts sends the reminders of the day before. */
export { REMINDERS_EVERY_MS } from "./server/notices.server";

function createActivitiesService(deps: Parameters<typeof createActivities>[0]) {
  return {
    ...createActivities(deps),
    signups: createSignups(deps),
    notices: createNotices(deps),
    searchIndexer: activitiesSearchIndexer(deps),
  };
}
/** `activities.eventsOf(userId, fromIso, toIso)`: the calendar's seam (server/activities.server.ts). */
export type ActivitiesService = ReturnType<typeof createActivitiesService>;

export const activitiesFeature = defineFeature({
  name: "activities",
  migrations,
  services: (deps) => ({ activities: createActivitiesService(deps) }),
  api: activitiesApi,
  roles: [ROLE_EDIT_ACTIVITIES],
  // Granted on /admin/rights/ACTIVITIES to people, departments or positions.
  roleGroups: [{ type: "ACTIVITIES", ...names.roleGroup, roles: [ROLE_EDIT_ACTIVITIES] }],
  // A top entry: the goals, mentoring and quizzes put theirs under it.
  menu: [
    { name: names.menu, link: "/activities", order: 8 },
    { name: names.listMenu, link: "/activities", order: 0, under: "/activities" },
  ],
  searchIndexers: ({ activities }) => [activities.searchIndexer],
  calendarSources: ({ activities }) => [activitiesCalendarSource(activities)],
  consumers: ({ activities }) => activities.notices.consumers(),
  notificationFamilies: {
    ACTIVITY: {
      label: names.family,
      object: "activity",
      link: (_e, b) => (b.activity?.objectId ? `/activities/${b.activity.objectId}` : null),
    },
  },
  notificationTypes: {
    [NOTIFICATION_TYPE.PLACE_GRANTED]: { family: "ACTIVITY", template: names.notifyPlaceGranted },
    [NOTIFICATION_TYPE.CHANGED]: { family: "ACTIVITY", template: names.notifyChanged },
    [NOTIFICATION_TYPE.CANCELLED]: { family: "ACTIVITY", template: names.notifyCancelled },
    [NOTIFICATION_TYPE.REMINDER]: { family: "ACTIVITY", template: names.notifyReminder },
  },
  seed: seedActivities,
});

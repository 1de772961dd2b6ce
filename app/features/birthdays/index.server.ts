// Birthdays, congratulations and posters (issue #33 point 2): /birthday (today's, this week's, this month's
// birthdays by department and city), /user/{id}/congratulation/{congratulationId} (a poster drawn on the server
// and the colleagues' wishes), /admin/poster/birthday and /admin/poster/career (the templates, ROLE_POSTER and
// administrators), and the daily job that makes the day's congratulations once and tells the colleagues.
// Other features reach it through this file and index.ts only.
import { defineFeature } from "~/platform/feature";
import { POSTER_ROLES, ROLE_POSTER } from "./policy";
import { createBirthdays } from "./server/birthdays.server";
import { birthdaysCalendarSource } from "./server/calendar-source.server";
import { birthdaysApi } from "./server/api.server";
import { birthdaysNames } from "./messages.server";
import { messages as t } from "./messages";
import { seedBirthdays } from "./seed.server";
import { birthdaysFileKinds } from "./files";
import { migrations } from "./migrations";
import { CONGRATULATION_BIRTHDAY, CONGRATULATION_WISH_FOR_OWNER } from "./server/events";

export type { BirthdaysService } from "./server/birthdays.server";
/** How often server.ts looks whether the day's congratulations are made. */
export { DAILY_CHECK_EVERY_MS } from "./server/daily.server";

const at = (path: string, objectId: number | null | undefined) => (objectId ? `${path}${objectId}` : null);

export const birthdaysFeature = defineFeature({
  name: "birthdays",
  migrations,
  services: (deps) => ({ birthdays: createBirthdays(deps), birthdaysCalendar: birthdaysCalendarSource(deps) }),
  // The department's birthdays in a person's calendar (issue #35).
  calendarSources: ({ birthdaysCalendar }) => [birthdaysCalendar],
  api: birthdaysApi,
  roles: [ROLE_POSTER],
  // Granted on /admin/rights/POSTER to people, departments or positions.
  roleGroups: [{ type: "POSTER", ...birthdaysNames.roleGroup, roles: [ROLE_POSTER] }],
  // Under «Контакты», beside the directory and the structure: the colleagues. As a top entry it was one too
  // many for the 1280 px header once the gallery and the club had theirs.
  menu: [{ name: birthdaysNames.menu, link: "/birthday", order: 2, under: "/v2/contacts" }],
  consumers: ({ birthdays }) => birthdays.daily.consumers(),
  fileKinds: birthdaysFileKinds,
  // A poster's background is read by anyone signed in once a template or a congratulation shows it.
  fileReadGuards: ({ birthdays }) => [
    async (actor, fileId) => ((await birthdays.posters.isShownBackground(fileId)) ? actor.kind === "user" : null),
  ],
  // The family leads to the congratulation's page; the reader's own address, which the page sends on to the
  // congratulated person's (a colleague's notification names hers, the wish's its owner's own).
  notificationFamilies: {
    CONGRATULATION: {
      label: birthdaysNames.family,
      object: "congratulation",
      link: (_e, b, me) => at(`/user/${me}/congratulation/`, b.congratulation?.objectId),
    },
  },
  notificationTypes: {
    [CONGRATULATION_BIRTHDAY]: { family: "CONGRATULATION", template: birthdaysNames.notifyBirthday },
    [CONGRATULATION_WISH_FOR_OWNER]: { family: "CONGRATULATION", template: birthdaysNames.notifyWish },
  },
  adminPages: [
    { path: "/admin/poster/birthday", section: "content", roles: [...POSTER_ROLES], title: t.posterTitles.BIRTHDAY, hint: t.posterHint },
    { path: "/admin/poster/career", section: "content", roles: [...POSTER_ROLES], title: t.posterTitles.CAREER, hint: t.posterHint },
  ],
  seed: seedBirthdays,
});

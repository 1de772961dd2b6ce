// Запись к врачу (issue #35): the company's doctors and clinics with their free slots (/services/doctor), booking
// one with a private reason, the person's appointments (/appointments[/{id}]), and the doctor's side: schedules
// (/services/doctor/edit) and appointments by day (/services/doctor/all). ROLE_DOCTOR_ADMIN (role group DOCTOR)
// and administrators keep every doctor; a doctor who is a portal user keeps her own. Notifications (family
// DOCTOR), the reminder of the day before and the person's calendar («Приёмы у врача») come from here. Other
// features reach it through this file and index.ts only.
import { defineFeature } from "~/platform/feature";
import type { Deps } from "~/platform/deps.server";
import { ROLE_DOCTOR_ADMIN } from "./policy";
import { createBooking } from "./server/booking.server";
import { createSchedule } from "./server/schedule.server";
import { createNotices, NO_NOTE } from "./server/notices.server";
import { doctorApi } from "./server/api.server";
import { NOTIFICATION_TYPE } from "./server/events";
import { doctorNames as names } from "./messages.server";
import { seedDoctor } from "./seed.server";
import { migrations } from "./migrations";

export type { AppointmentView, BoardDoctor } from "./server/model";

function createDoctorService(deps: Deps) {
  return { ...createBooking(deps), ...createSchedule(deps), notices: createNotices(deps) };
}
export type DoctorService = ReturnType<typeof createDoctorService>;

export const doctorFeature = defineFeature({
  name: "doctor",
  migrations,
  services: (deps) => ({ doctor: createDoctorService(deps) }),
  api: doctorApi,
  roles: [ROLE_DOCTOR_ADMIN],
  // Granted on /admin/rights/DOCTOR to people, departments or positions.
  roleGroups: [{ type: "DOCTOR", ...names.roleGroup, roles: [ROLE_DOCTOR_ADMIN] }],
  menu: [{ name: names.menu, link: "/services/doctor", order: 40, under: "/services" }],
  consumers: ({ doctor }) => doctor.notices.consumers(),
  calendarSources: ({ doctor }) => [doctor.calendarSource()],
  // The spec (part 2 §4): doctor notifications lead to /services/doctor/all#{id}; that page is the doctor's
  // side's, so the patient's own (cancelled for her, the reminder) lead to her appointment's page instead.
  // The appointment is bound to {claim}, the spec's object of this family.
  notificationFamilies: {
    DOCTOR: {
      label: names.family,
      object: "claim",
      link: (event, bound) => {
        const id = bound.claim?.objectId;
        if (!id) return null;
        return event.endsWith("_FOR_OWNER") || event === "REMINDER" ? `/appointments/${id}` : `/services/doctor/all#${id}`;
      },
    },
  },
  notificationTypes: {
    [NOTIFICATION_TYPE.NEW_FOR_DOCTOR]: { family: "DOCTOR", template: names.notifyNewForDoctor },
    [NOTIFICATION_TYPE.CANCELLED_FOR_DOCTOR]: { family: "DOCTOR", template: names.notifyCancelledForDoctor },
    [NOTIFICATION_TYPE.CANCELLED_FOR_OWNER]: {
      family: "DOCTOR",
      template: names.notifyCancelledForOwner,
      variants: { [NO_NOTE]: names.notifyCancelledForOwnerNoNote },
    },
    [NOTIFICATION_TYPE.REMINDER]: { family: "DOCTOR", template: names.notifyReminder },
  },
  // The reminders of the day before: each appointment claimed once (its row's reminded_at), however many processes.
  start: async ({ doctor }) => doctor.notices.startTimer(),
  stop: async ({ doctor }) => doctor.notices.stopTimer(),
  seed: seedDoctor,
});

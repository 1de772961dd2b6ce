// Запись к врачу's rows of the access matrices (tests/security/): the /api calls and the pages × anonymous,
// employee, section editor, editor, administrator on the demo seed. The seed's appointment 1 is the section
// editor's (9000000003, the demo employee) with the therapist (doctor 1, a generated employee); only she and the
// doctor's side (the administrator holds ROLE_DOCTOR_ADMIN) read it — the others get «not found», so never its
// reason. Changes are asked of unknown ids or with missing fields, so nothing changes; the feature's own tests
// make real ones. Type imports only from the matrices.
import type { MatrixRow } from "../../../../tests/security/api-matrix";
import type { PageRow } from "../../../../tests/security/page-matrix";
import { callOfSignedIn, FORBIDDEN, onlyAdministrator, pageOfSignedIn } from "../../../../tests/security/matrix-shapes";
import { messages as t } from "../messages";
import { serverMessages as r } from "../messages.server";

const UNKNOWN = 999_999;
const doctorSide = (admin: MatrixRow["expect"]["admin"]) => onlyAdministrator(r.notDoctorSide, admin);
/** The seed's appointment: its person (the section editor) and the doctor's side read it, nobody else. */
const ownAppointment = {
  anonymous: "401",
  employee: { refused: r.notFound },
  sectionEditor: "ok",
  editor: { refused: r.notFound },
  admin: "ok",
} as const;
const doctorSidePage = { anonymous: "login", employee: FORBIDDEN, sectionEditor: FORBIDDEN, editor: FORBIDDEN, admin: 200 } as const;

export const API_ROWS: Record<string, MatrixRow> = {
  "GET /doctor/doctors": { input: () => ({}), expect: callOfSignedIn("ok") },
  "GET /doctor/my": { input: () => ({}), expect: callOfSignedIn("ok") },
  "GET /doctor/appointment": { input: () => ({ query: { id: "1" } }), expect: ownAppointment },
  "POST /doctor/book": { input: () => ({ body: { slotId: UNKNOWN } }), expect: callOfSignedIn({ refused: r.slotNotFound }) },
  "POST /doctor/cancel": { input: () => ({ body: { id: UNKNOWN } }), expect: callOfSignedIn({ refused: r.notFound }) },
  "GET /doctor/side/doctors": { input: () => ({}), expect: callOfSignedIn("ok") },
  "GET /doctor/side/schedule": { input: () => ({ query: { doctorId: "1" } }), expect: doctorSide("ok") },
  "GET /doctor/side/appointments": { input: () => ({}), expect: doctorSide("ok") },
  "POST /doctor/side/doctors/create": {
    input: () => ({ body: {} }),
    expect: onlyAdministrator(r.forbidden, { refused: t.specialityRequired }),
  },
  "POST /doctor/side/days/add": { input: () => ({ body: { doctorId: 1 } }), expect: doctorSide({ refused: t.dayInvalid }) },
  "POST /doctor/side/days/close": { input: () => ({ body: { doctorId: 1 } }), expect: doctorSide({ refused: t.dayInvalid }) },
  "POST /doctor/side/slots/remove": { input: () => ({ body: { id: UNKNOWN } }), expect: callOfSignedIn({ refused: r.slotNotFound }) },
  // The seed's appointment has not begun: the doctor's side is told so; the others (its person too) get «not found».
  "POST /doctor/side/mark": {
    input: () => ({ body: { id: 1, status: "visited" } }),
    expect: { ...callOfSignedIn({ refused: r.notFound }), admin: { refused: r.notYet } },
  },
  "POST /doctor/side/cancel": { input: () => ({ body: { id: UNKNOWN } }), expect: callOfSignedIn({ refused: r.notFound }) },
};

export const PAGE_ROWS: Record<string, PageRow> = {
  "routes/_shell.services.doctor._index": { url: () => "/services/doctor", expect: pageOfSignedIn(200) },
  "routes/_shell.services.doctor.edit": { url: () => "/services/doctor/edit", expect: doctorSidePage },
  "routes/_shell.services.doctor.all": { url: () => "/services/doctor/all", expect: doctorSidePage },
  "routes/_shell.appointments._index": { url: () => "/appointments", expect: pageOfSignedIn(200) },
  "routes/_shell.appointments.$id": {
    url: () => "/appointments/1",
    expect: { anonymous: "login", employee: { status: 404 }, sectionEditor: 200, editor: { status: 404 }, admin: 200 },
  },
};

// Запись к врачу's /api calls (ours: the spec names the pages only), in the envelope {responseCode, response,
// errorMessage}: the employee's side (doctors and free slots, book, cancel, her appointments, one appointment) and
// the doctor's side (schedules, days, slots, appointments by day, marks, cancelling with a note). api.md.
import type { ApiRoute } from "~/platform/api.server";

type Input = Record<string, unknown> | null | undefined;

export const doctorApi: ApiRoute[] = [
  { method: "GET", path: "/doctor/doctors", access: "user", handler: ({ services, actor }) => services.doctor.board(actor) },
  { method: "POST", path: "/doctor/book", access: "user", handler: ({ services, actor, input }) => services.doctor.book(actor, input) },
  { method: "POST", path: "/doctor/cancel", access: "user", handler: ({ services, actor, input }) => services.doctor.cancel(actor, input) },
  { method: "GET", path: "/doctor/my", access: "user", handler: ({ services, actor }) => services.doctor.mine(actor) },
  {
    method: "GET",
    path: "/doctor/appointment",
    access: "user",
    handler: ({ services, actor, input }) => services.doctor.appointment(actor, input),
  },
  // The doctor's side.
  { method: "GET", path: "/doctor/side/doctors", access: "user", handler: ({ services, actor }) => services.doctor.sideDoctors(actor) },
  {
    method: "GET",
    path: "/doctor/side/schedule",
    access: "user",
    handler: ({ services, actor, input }) => services.doctor.schedule(actor, input),
  },
  {
    method: "GET",
    path: "/doctor/side/appointments",
    access: "user",
    handler: ({ services, actor, input }) => {
      const day = (input as Input)?.day;
      return services.doctor.all(actor, { day: typeof day === "string" ? day : null });
    },
  },
  {
    method: "POST",
    path: "/doctor/side/doctors/create",
    access: "user",
    handler: ({ services, actor, input }) => services.doctor.createDoctor(actor, input),
  },
  {
    method: "POST",
    path: "/doctor/side/days/add",
    access: "user",
    handler: ({ services, actor, input }) => services.doctor.addDay(actor, input),
  },
  {
    method: "POST",
    path: "/doctor/side/days/close",
    access: "user",
    handler: ({ services, actor, input }) => services.doctor.closeDay(actor, input),
  },
  {
    method: "POST",
    path: "/doctor/side/slots/remove",
    access: "user",
    handler: ({ services, actor, input }) => services.doctor.removeSlot(actor, input),
  },
  {
    method: "POST",
    path: "/doctor/side/mark",
    access: "user",
    handler: ({ services, actor, input }) => services.doctor.mark(actor, input),
  },
  {
    method: "POST",
    path: "/doctor/side/cancel",
    access: "user",
    handler: ({ services, actor, input }) => services.doctor.cancelByDoctor(actor, input),
  },
];

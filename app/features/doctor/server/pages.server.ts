// Запись к врачу's pages apart from their markup: loaders and the actions every form posts to. Each form is a
// plain post that works without JavaScript: a refused input comes back to its own form with what was typed (400);
// a refusal of who may is the 403 page, an unknown object the 404 page; a saved change redirects with a toast.
import { data, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import type { SignedIn } from "~/platform/actor";
import { isDomainError, notFound } from "~/platform/errors";
import { toId } from "~/platform/ids";
import {
  formFailure,
  formTexts,
  readForm,
  redirectWithToast,
  orRefusal as refusedAs,
  refusePage,
  requireSignedIn,
  throwAsPage,
  type IntentFormReply,
} from "~/platform/remix.server";
import { messages as t } from "../messages";
import { serverMessages as r } from "../messages.server";
import { canAdministerDoctors } from "../policy";

type Doctor = AppLoadContext["services"]["doctor"];

const NOT_FOUND = { pageTitle: r.notFound, title: r.notFound, back: { to: "/appointments", label: t.toMine } };
const notFoundPage = () => refusePage(404, NOT_FOUND);

/** A domain refusal of a page's read or change as its page: not found 404, forbidden 403; others go on. */
const asPage = (error: unknown, pageTitle: string): never => throwAsPage(error, { pageTitle }, { notFound: NOT_FOUND });

const orRefusal = <T>(pageTitle: string, read: () => Promise<T>) => refusedAs(read, { pageTitle }, { notFound: NOT_FOUND });

/**
 * Runs a form's change: a redirect with the toast once done; a refused input (invalid, conflict) is the form's
 * 400 reply with what was typed; who may not is the 403 page, an unknown object the 404.
 */
async function change(
  context: AppLoadContext,
  form: FormData,
  pageTitle: string,
  run: (values: Record<string, string>) => Promise<{ path: string; toast: string }>,
) {
  const values = formTexts(form);
  const key = `${values.intent ?? ""}-${values.id ?? values.slotId ?? values.doctorId ?? ""}`;
  try {
    const done = await run(values);
    return await redirectWithToast(context, done.path, { type: "success", text: done.toast }, { status: 303 });
  } catch (error) {
    if (isDomainError(error) && (error.kind === "invalid" || error.kind === "conflict")) {
      const reply: IntentFormReply = { form: key, ...formFailure(error), values };
      return data(reply, { status: 400 });
    }
    return asPage(error, pageTitle);
  }
}

// --- /services/doctor: the doctors, their free slots, the booking form (?slot=) and her upcoming appointments.

export async function bookingLoader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const doctor = context.services.doctor;
  const slotId = toId(new URL(request.url).searchParams.get("slot"));
  const [board, mine, side] = await Promise.all([doctor.board(actor), doctor.mine(actor), doctor.sideDoctors(actor)]);
  // A slot taken or gone meanwhile is no error of the page: it says so and shows the others.
  const chosen =
    slotId === null
      ? null
      : await doctor.freeSlot(actor, { id: slotId }).catch((error: unknown) => {
          if (isDomainError(error) && error.kind === "not_found") return null;
          throw error;
        });
  return { board, upcoming: mine.upcoming, chosen, slotGone: slotId !== null && chosen === null, doctorSide: side.length > 0 };
}

export async function bookingAction({ request, context }: ActionFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const form = await readForm(request);
  const doctor = context.services.doctor;
  return change(context, form, t.title, async (v) => {
    if (v.intent === "cancel") {
      await doctor.cancel(actor, { id: v.id });
      return { path: "/services/doctor", toast: r.cancelled };
    }
    const { id } = await doctor.book(actor, { slotId: v.slotId, reason: v.reason });
    return { path: `/appointments/${id}`, toast: r.booked };
  });
}

// --- /services/doctor/edit: the doctor's side's schedules.

export async function editLoader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const doctor = context.services.doctor;
  const canAddDoctor = canAdministerDoctors(actor);
  const doctors = await doctor.sideDoctors(actor);
  if (doctors.length === 0 && !canAddDoctor) throw refusePage(403, { pageTitle: t.editTitle, text: r.notDoctorSide });
  const asked = toId(new URL(request.url).searchParams.get("doctor"));
  const chosenId = doctors.find((d) => d.id === asked)?.id ?? doctors[0]?.id ?? null;
  const schedule = chosenId === null ? null : await orRefusal(t.editTitle, () => doctor.schedule(actor, { doctorId: chosenId }));
  return { doctors, schedule, canAddDoctor };
}

export async function editAction({ request, context }: ActionFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const form = await readForm(request);
  const doctor = context.services.doctor;
  return change(context, form, t.editTitle, (v) => runEdit(doctor, actor, v));
}

async function runEdit(doctor: Doctor, actor: SignedIn, v: Record<string, string>): Promise<{ path: string; toast: string }> {
  const back = (id: unknown) => `/services/doctor/edit?doctor=${toId(id) ?? ""}`;
  switch (v.intent) {
    case "addDoctor": {
      const created = await doctor.createDoctor(actor, v);
      return { path: back(created.id), toast: r.doctorAdded };
    }
    case "addDay": {
      const { added } = await doctor.addDay(actor, v);
      return { path: back(v.doctorId), toast: r.dayAdded(added) };
    }
    case "removeSlot":
      await doctor.removeSlot(actor, v);
      return { path: back(v.doctorId), toast: r.slotRemoved };
    case "closeDay":
      await doctor.closeDay(actor, v);
      return { path: back(v.doctorId), toast: r.dayClosedDone };
    default:
      throw notFound(r.doctorNotFound);
  }
}

// --- /services/doctor/all: the appointments by day, marks and cancelling with a note.

export async function allLoader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const day = new URL(request.url).searchParams.get("day");
  return orRefusal(t.allTitle, () => context.services.doctor.all(actor, { day }));
}

export async function allAction({ request, context }: ActionFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const form = await readForm(request);
  const doctor = context.services.doctor;
  const day = new URL(request.url).searchParams.get("day");
  const back = (id: number) => `/services/doctor/all${day ? `?day=${encodeURIComponent(day)}` : ""}#${id}`;
  return change(context, form, t.allTitle, async (v) => {
    if (v.intent === "mark") return { path: back((await doctor.mark(actor, v)).id), toast: r.marked };
    if (v.intent === "cancel") return { path: back((await doctor.cancelByDoctor(actor, v)).id), toast: r.cancelled };
    throw notFound(r.notFound);
  });
}

// --- /appointments and /appointments/{id}.

export async function mineLoader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  return context.services.doctor.mine(actor);
}

export async function oneLoader({ request, context, params }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const id = toId(params.id);
  if (id === null) throw notFoundPage();
  return { appointment: await orRefusal(t.oneTitle, () => context.services.doctor.appointment(actor, { id })) };
}

export async function oneAction({ request, context, params }: ActionFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const id = toId(params.id);
  if (id === null) throw notFoundPage();
  const form = await readForm(request);
  return change(context, form, t.oneTitle, async () => {
    await context.services.doctor.cancel(actor, { id });
    return { path: `/appointments/${id}`, toast: r.cancelled };
  });
}

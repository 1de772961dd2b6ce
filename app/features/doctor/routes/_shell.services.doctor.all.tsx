// /services/doctor/all: the doctor's side's appointments, ALL_DAYS days from ?day= (default today), grouped by day;
// each is an <article id="{appointmentId}"> (DOCTOR notifications lead to /services/doctor/all#{id}) with the
// patient, the reason, and the forms: visited / no-show once it began, cancel with a note to the patient before.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { shiftDay } from "~/shared/dates";
import { describedBy, PlainField } from "~/shared/forms/plain-field";
import { Link } from "~/shared/ui/link";
import { pageTitle } from "~/shared/ui/meta";
import { refusalMeta } from "~/shared/ui/refusal";
import styles from "../ui/doctor.css";
import { ALL_DAYS, NOTE_MAX } from "../limits";
import { messages as t } from "../messages";
import type { AppointmentView } from "../server/model";
import { allAction, allLoader } from "../server/pages.server";
import { dayName } from "../ui/dates";
import { AppointmentFacts, FormError, replyOf } from "../ui/parts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = ({ error }) => (error ? refusalMeta(error) : pageTitle(t.allTitle));
export const handle = { title: t.allTitle, backTo: "/services/doctor" };
export const loader = allLoader;
export const action = allAction;

const dayOfIso = (iso: string) => new Date(new Date(iso).getTime() + 3 * 3_600_000).toISOString().slice(0, 10);

export default function AllAppointmentsPage() {
  const { from, to, items } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const days = new Map<string, AppointmentView[]>();
  for (const a of items) days.set(dayOfIso(a.startsAt), [...(days.get(dayOfIso(a.startsAt)) ?? []), a]);
  return (
    <div className="doctor">
      <h1 className="page-title">{t.allTitle}</h1>
      <p className="muted">{t.daysFrom(dayName(from), dayName(to))}</p>
      <div className="doctor-actions">
        <Link to={`/services/doctor/all?day=${shiftDay(from, -ALL_DAYS)}`}>{t.prevWeek}</Link>
        <Link to={`/services/doctor/all?day=${shiftDay(from, ALL_DAYS)}`}>{t.nextWeek}</Link>
        <Link to="/services/doctor/edit">{t.toEdit}</Link>
      </div>
      {items.length === 0 ? <p className="empty-state card">{t.noAppointments}</p> : null}
      {[...days.entries()].map(([day, list]) => (
        <section key={day} aria-labelledby={`day-${day}`}>
          <h2 id={`day-${day}`}>{dayName(day)}</h2>
          {list.map((a) => (
            <Appointment key={a.id} a={a} reply={reply} />
          ))}
        </section>
      ))}
    </div>
  );
}

function Appointment({ a, reply }: { a: AppointmentView; reply: unknown }) {
  const cancelReply = replyOf(reply, `cancel-${a.id}`);
  return (
    <article className="card doctor-card" id={String(a.id)} aria-labelledby={`a-${a.id}`}>
      <h3 id={`a-${a.id}`}>{a.patient.name}</h3>
      <AppointmentFacts a={a} withPatient />
      {a.status !== "cancelled" && a.begun ? (
        <div className="doctor-actions">
          {(["visited", "no_show"] as const).map((status) => (
            <Form method="post" key={status}>
              <input type="hidden" name="intent" value="mark" />
              <input type="hidden" name="id" value={a.id} />
              <input type="hidden" name="status" value={status} />
              <button type="submit" className="button">
                {status === "visited" ? t.markVisited : t.markNoShow}
              </button>
            </Form>
          ))}
          <FormError reply={replyOf(reply, `mark-${a.id}`)} />
        </div>
      ) : null}
      {a.status === "booked" && !a.begun ? (
        <Form method="post" noValidate className="doctor-form">
          <input type="hidden" name="intent" value="cancel" />
          <input type="hidden" name="id" value={a.id} />
          <FormError reply={cancelReply} />
          <PlainField id={`note-${a.id}`} label={t.cancelNote} error={cancelReply?.fieldErrors.note}>
            <textarea
              id={`note-${a.id}`}
              name="note"
              rows={2}
              maxLength={NOTE_MAX * 2}
              defaultValue={cancelReply?.values.note ?? ""}
              {...describedBy(`note-${a.id}`, cancelReply?.fieldErrors.note)}
            />
          </PlainField>
          <button type="submit" className="button">
            {t.cancelByDoctor}
          </button>
        </Form>
      ) : null}
    </article>
  );
}

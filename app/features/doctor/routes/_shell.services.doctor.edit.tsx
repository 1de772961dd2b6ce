// /services/doctor/edit: the doctor's side's schedules. Administrators (ROLE_DOCTOR_ADMIN) choose any doctor and
// add doctors; a doctor who is a portal user keeps her own days. A doctor's days from today with their slots
// (a free one removable, a taken one leading to its appointment), the form «a day from 09:00 to 13:00 by 20
// minutes», and closing a day (its appointments are cancelled and their people told).
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { describedBy, PlainField } from "~/shared/forms/plain-field";
import { Link } from "~/shared/ui/link";
import { pageTitle } from "~/shared/ui/meta";
import { refusalMeta } from "~/shared/ui/refusal";
import type { IntentFormReply } from "~/platform/remix.server";
import styles from "../ui/doctor.css";
import { messages as t } from "../messages";
import { editAction, editLoader } from "../server/pages.server";
import { dayName, timeOf } from "../ui/dates";
import { FormError, replyOf } from "../ui/parts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = ({ error }) => (error ? refusalMeta(error) : pageTitle(t.editTitle));
export const handle = { title: t.editTitle, backTo: "/services/doctor" };
export const loader = editLoader;
export const action = editAction;

/** A text field of a plain form: its label, what was typed back after a refusal, its error. */
function Text(props: {
  form: string;
  name: string;
  label: string;
  reply?: IntentFormReply;
  type?: string;
  required?: boolean;
  value?: string;
}) {
  const id = `${props.form}-${props.name}`;
  const error = props.reply?.fieldErrors[props.name];
  return (
    <PlainField id={id} label={props.label} error={error} required={props.required}>
      <input
        id={id}
        name={props.name}
        type={props.type ?? "text"}
        aria-required={props.required || undefined}
        defaultValue={props.reply?.values[props.name] ?? props.value ?? ""}
        {...describedBy(id, error)}
      />
    </PlainField>
  );
}

export default function DoctorSchedulePage() {
  const { doctors, schedule, canAddDoctor } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const doctorId = schedule?.doctor.id ?? "";
  const addDay = replyOf(reply, `addDay-${doctorId}`);
  const addDoctor = replyOf(reply, "addDoctor-");
  return (
    <div className="doctor">
      <h1 className="page-title">{t.editTitle}</h1>
      <div className="doctor-actions">
        <Link to="/services/doctor/all">{t.toAll}</Link>
        <Link to="/services/doctor">{t.toBooking}</Link>
      </div>
      {doctors.length > 1 ? (
        <Form method="get" className="doctor-actions">
          <label htmlFor="doctor-choose">{t.chooseDoctor}</label>
          <select id="doctor-choose" name="doctor" defaultValue={String(doctorId)}>
            {doctors.map((d) => (
              <option key={d.id} value={d.id}>{`${d.speciality} — ${d.name}`}</option>
            ))}
          </select>
          <button type="submit" className="button">
            {t.show}
          </button>
        </Form>
      ) : null}
      {schedule ? (
        <>
          <section className="card" aria-labelledby="doctor-add-day">
            <h2 id="doctor-add-day">{`${t.addDay}: ${schedule.doctor.speciality} — ${schedule.doctor.name}`}</h2>
            <Form method="post" noValidate className="doctor-form">
              <input type="hidden" name="intent" value="addDay" />
              <input type="hidden" name="doctorId" value={doctorId} />
              <FormError reply={addDay} />
              <div className="doctor-form__row">
                <Text form="day" name="day" label={t.day} type="date" required reply={addDay} />
                <Text form="day" name="from" label={t.from} type="time" required reply={addDay} value="09:00" />
                <Text form="day" name="to" label={t.to} type="time" required reply={addDay} value="13:00" />
                <Text form="day" name="step" label={t.step} required reply={addDay} value="20" />
              </div>
              <button type="submit" className="button button--primary">
                {t.add}
              </button>
            </Form>
          </section>
          <section aria-labelledby="doctor-days">
            <h2 id="doctor-days">{t.days}</h2>
            {schedule.days.length === 0 ? <p className="empty-state card">{t.noDays}</p> : null}
            {schedule.days.map((day) => (
              <article key={day.id} className="card doctor-day" id={`day-${day.day}`} aria-labelledby={`day-${day.id}`}>
                <h3 id={`day-${day.id}`}>
                  {dayName(day.day)} {day.closed ? <span className="doctor-mark">{t.closed}</span> : null}
                </h3>
                <ul className="doctor-slots">
                  {day.slots.map((s) => (
                    <li key={s.id}>
                      {s.appointmentId !== null ? (
                        <Link className="doctor-slot--taken" to={`/services/doctor/all?day=${day.day}#${s.appointmentId}`}>
                          {`${timeOf(s.startsAt)} ${t.taken}`}
                        </Link>
                      ) : (
                        <Form method="post">
                          <input type="hidden" name="intent" value="removeSlot" />
                          <input type="hidden" name="id" value={s.id} />
                          <input type="hidden" name="doctorId" value={doctorId} />
                          <button
                            type="submit"
                            className="button"
                            aria-label={t.removeSlot(timeOf(s.startsAt))}
                            title={t.removeSlot(timeOf(s.startsAt))}
                          >
                            {`${timeOf(s.startsAt)} ✕`}
                          </button>
                        </Form>
                      )}
                    </li>
                  ))}
                </ul>
                <FormError reply={day.slots.map((s) => replyOf(reply, `removeSlot-${s.id}`)).find(Boolean)} />
                {day.closed ? null : (
                  <Form method="post" className="doctor-actions">
                    <input type="hidden" name="intent" value="closeDay" />
                    <input type="hidden" name="doctorId" value={doctorId} />
                    <input type="hidden" name="day" value={day.day} />
                    <button type="submit" className="button">
                      {t.closeDay}
                    </button>
                  </Form>
                )}
              </article>
            ))}
          </section>
        </>
      ) : null}
      {canAddDoctor ? (
        <section className="card" aria-labelledby="doctor-add">
          <h2 id="doctor-add">{t.addDoctor}</h2>
          <Form method="post" noValidate className="doctor-form">
            <input type="hidden" name="intent" value="addDoctor" />
            <FormError reply={addDoctor} />
            <Text form="doctor" name="speciality" label={t.speciality} required reply={addDoctor} />
            <Text form="doctor" name="name" label={t.doctorName} required reply={addDoctor} />
            <Text form="doctor" name="place" label={t.place} required reply={addDoctor} />
            <Text form="doctor" name="userId" label={t.doctorUser} reply={addDoctor} />
            <button type="submit" className="button button--primary">
              {t.add}
            </button>
          </Form>
        </section>
      ) : null}
    </div>
  );
}

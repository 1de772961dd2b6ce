// /services/doctor: the company's doctors with the free slots of their next days as links; a slot's link
// (?slot={id}) opens the booking form with the optional private reason; below, the person's upcoming
// appointments with their cancel buttons. Every form is a plain post (JavaScript off and lite mode alike).
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { describedBy, PlainField } from "~/shared/forms/plain-field";
import { Link } from "~/shared/ui/link";
import { pageTitle } from "~/shared/ui/meta";
import styles from "../ui/doctor.css";
import { REASON_MAX } from "../limits";
import { messages as t } from "../messages";
import { bookingAction, bookingLoader } from "../server/pages.server";
import { dayName, timeOf, when } from "../ui/dates";
import { FormError, replyOf } from "../ui/parts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => pageTitle(t.title);
export const handle = { title: t.title, backTo: "/services" };
export const loader = bookingLoader;
export const action = bookingAction;

export default function DoctorBookingPage() {
  const { board, upcoming, chosen, slotGone, doctorSide } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const booking = replyOf(reply, `book-${chosen?.id ?? ""}`);
  // The slot was taken meanwhile: the refusal and what she typed stay on the page while she picks another time.
  const lost = !chosen && reply && "form" in reply && reply.form.startsWith("book-") ? reply : null;
  return (
    <div className="doctor">
      <h1 className="page-title">{t.title}</h1>
      <div className="doctor-actions">
        <Link to="/appointments">{t.toMine}</Link>
        {doctorSide ? <Link to="/services/doctor/all">{t.toAll}</Link> : null}
        {doctorSide ? <Link to="/services/doctor/edit">{t.toEdit}</Link> : null}
      </div>
      {chosen ? (
        <section className="card" id="book" aria-labelledby="doctor-book">
          <h2 id="doctor-book">{t.bookTitle}</h2>
          <p>{`${chosen.doctor.speciality} — ${chosen.doctor.name}. ${chosen.doctor.place}`}</p>
          <p>{t.bookAt(when(chosen.startsAt, chosen.endsAt))}</p>
          <Form method="post" noValidate className="doctor-form">
            <input type="hidden" name="intent" value="book" />
            <input type="hidden" name="slotId" value={chosen.id} />
            <FormError reply={booking} />
            <PlainField id="doctor-reason" label={t.reason} error={booking?.fieldErrors.reason}>
              <textarea
                id="doctor-reason"
                name="reason"
                rows={3}
                maxLength={REASON_MAX * 2}
                defaultValue={booking?.values.reason ?? ""}
                {...describedBy("doctor-reason", booking?.fieldErrors.reason)}
              />
            </PlainField>
            <div className="doctor-actions">
              <button type="submit" className="button button--primary">
                {t.book}
              </button>
              <Link to="/services/doctor">{t.back}</Link>
            </div>
          </Form>
        </section>
      ) : lost ? (
        <section className="card" id="book" role="alert">
          <p className="field__error">{lost.formError}</p>
          {lost.values.reason ? <p>{t.yourReason(lost.values.reason)}</p> : null}
        </section>
      ) : slotGone ? (
        <p className="card field__error" role="alert">
          {t.slotGone}
        </p>
      ) : null}
      <section aria-labelledby="doctor-list">
        <h2 id="doctor-list">{t.doctors}</h2>
        {board.length === 0 ? <p className="empty-state card">{t.noDoctors}</p> : null}
        <ul className="doctor-cards">
          {board.map((d) => (
            <li key={d.id} className="card doctor-card" id={`doctor-${d.id}`}>
              <h3>{`${d.speciality} — ${d.name}`}</h3>
              <p className="muted">{d.place}</p>
              {d.days.length === 0 ? <p className="muted">{t.noFreeSlots}</p> : null}
              {d.days.map((day) => (
                <div key={day.day} className="doctor-day">
                  <h4>{dayName(day.day)}</h4>
                  <ul className="doctor-slots" aria-label={t.freeSlotsOf(d.speciality, dayName(day.day))}>
                    {day.slots.map((s) => (
                      <li key={s.id}>
                        <Link
                          className="button"
                          to={`/services/doctor?slot=${s.id}#book`}
                          aria-label={`${d.speciality}, ${dayName(day.day)}, ${timeOf(s.startsAt)}`}
                        >
                          {timeOf(s.startsAt)}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </li>
          ))}
        </ul>
      </section>
      <section className="card" aria-labelledby="doctor-upcoming">
        <h2 id="doctor-upcoming">{t.upcoming}</h2>
        {upcoming.length === 0 ? <p className="muted">{t.noUpcoming}</p> : null}
        <ul className="doctor-cards">
          {upcoming.map((a) => (
            <li key={a.id} id={`appointment-${a.id}`}>
              <Link to={`/appointments/${a.id}`}>{`${a.doctor.speciality}: ${when(a.startsAt, a.endsAt)}`}</Link>
              {a.canCancel ? (
                <Form method="post" className="doctor-actions">
                  <input type="hidden" name="intent" value="cancel" />
                  <input type="hidden" name="id" value={a.id} />
                  <FormError reply={replyOf(reply, `cancel-${a.id}`)} />
                  <button type="submit" className="button">
                    {t.cancel}
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

// /appointments: the person's appointments, upcoming (soonest first) and past or cancelled (newest first), each
// leading to its page.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/shared/ui/link";
import { pageTitle } from "~/shared/ui/meta";
import styles from "../ui/doctor.css";
import { messages as t } from "../messages";
import type { AppointmentView } from "../server/model";
import { mineLoader } from "../server/pages.server";
import { when } from "../ui/dates";
import { StatusMark } from "../ui/parts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => pageTitle(t.myTitle);
export const handle = { title: t.myTitle };
export const loader = mineLoader;

function List({ items, empty }: { items: AppointmentView[]; empty: string }) {
  if (items.length === 0) return <p className="muted">{empty}</p>;
  return (
    <ul className="doctor-cards">
      {items.map((a) => (
        <li key={a.id} id={`appointment-${a.id}`}>
          <Link to={`/appointments/${a.id}`}>{`${a.doctor.speciality} — ${a.doctor.name}`}</Link>
          <p className="muted">
            {when(a.startsAt, a.endsAt)} · <StatusMark status={a.status} />
          </p>
        </li>
      ))}
    </ul>
  );
}

export default function MyAppointmentsPage() {
  const { upcoming, past } = useLoaderData<typeof loader>();
  return (
    <div className="doctor">
      <h1 className="page-title">{t.myTitle}</h1>
      <div className="doctor-actions">
        <Link to="/services/doctor" className="button button--primary">
          {t.toBooking}
        </Link>
      </div>
      <section className="card" aria-labelledby="appointments-upcoming">
        <h2 id="appointments-upcoming">{t.upcoming}</h2>
        <List items={upcoming} empty={t.noUpcoming} />
      </section>
      <section className="card" aria-labelledby="appointments-past">
        <h2 id="appointments-past">{t.past}</h2>
        <List items={past} empty={t.noPast} />
      </section>
    </div>
  );
}

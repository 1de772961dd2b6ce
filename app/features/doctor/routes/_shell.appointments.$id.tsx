// /appointments/{id}: one appointment, for its person (who may cancel it while it is ahead) or the doctor's side
// (who acts on it on /services/doctor/all). Anyone else gets the 404 page: nothing of it, the reason least of all.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/shared/ui/link";
import { pageTitle } from "~/shared/ui/meta";
import { refusalMeta } from "~/shared/ui/refusal";
import styles from "../ui/doctor.css";
import { messages as t } from "../messages";
import { oneAction, oneLoader } from "../server/pages.server";
import { AppointmentFacts, FormError, replyOf } from "../ui/parts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  error ? refusalMeta(error) : pageTitle(data ? `${t.oneTitle}: ${data.appointment.doctor.speciality}` : t.oneTitle);
export const handle = { title: t.oneTitle, backTo: "/appointments" };
export const loader = oneLoader;
export const action = oneAction;

export default function AppointmentPage() {
  const { appointment: a } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <div className="doctor">
      <h1 className="page-title">{`${t.oneTitle}: ${a.doctor.speciality}`}</h1>
      <section className="card">
        <AppointmentFacts a={a} withPatient={a.doctorSide} />
        <div className="doctor-actions">
          {a.canCancel ? (
            <Form method="post">
              <input type="hidden" name="intent" value="cancel" />
              <input type="hidden" name="id" value={a.id} />
              <FormError reply={replyOf(reply, `cancel-${a.id}`)} />
              <button type="submit" className="button">
                {t.cancel}
              </button>
            </Form>
          ) : null}
          {a.doctorSide ? <Link to={`/services/doctor/all#${a.id}`}>{t.toAll}</Link> : null}
          <Link to="/appointments">{t.toMine}</Link>
        </div>
      </section>
    </div>
  );
}

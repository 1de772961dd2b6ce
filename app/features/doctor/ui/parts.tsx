// Запись к врачу's shared pieces: an appointment's facts (what the person and the doctor's side read), the
// status mark, a refused form's own message.
import type { IntentFormReply } from "~/platform/remix.server";
import { Link } from "~/shared/ui/link";
import { messages as t } from "../messages";
import type { AppointmentView } from "../server/model";
import { when } from "./dates";

export function StatusMark({ status }: { status: string }) {
  return <span className="doctor-mark">{t.statuses[status] ?? status}</span>;
}

/** The facts of an appointment; the reason is there only because only its person and doctor's side get it. */
export function AppointmentFacts({ a, withPatient = false }: { a: AppointmentView; withPatient?: boolean }) {
  return (
    <dl className="doctor-facts">
      <dt>{t.doctor}</dt>
      <dd>{`${a.doctor.speciality} — ${a.doctor.name}`}</dd>
      <dt>{t.when}</dt>
      <dd>{when(a.startsAt, a.endsAt)}</dd>
      <dt>{t.where}</dt>
      <dd>{a.doctor.place}</dd>
      {withPatient ? (
        <>
          <dt>{t.patient}</dt>
          <dd>
            <Link to={`/user/${a.patient.id}`}>{a.patient.name}</Link>
          </dd>
        </>
      ) : null}
      <dt>{t.status}</dt>
      <dd>
        <StatusMark status={a.status} />
      </dd>
      {a.reason ? (
        <>
          <dt>{t.reasonLabel}</dt>
          <dd>{a.reason}</dd>
        </>
      ) : null}
      {a.cancelNote ? (
        <>
          <dt>{t.note}</dt>
          <dd>{a.cancelNote}</dd>
        </>
      ) : null}
    </dl>
  );
}

/** A refused form's own message (one not about a single field), announced where the form is. */
export function FormError({ reply }: { reply: IntentFormReply | undefined }) {
  return reply && !Object.values(reply.fieldErrors).includes(reply.formError) ? (
    <p className="field__error" role="alert">
      {reply.formError}
    </p>
  ) : null;
}

/** The reply of this form, if the last post was it. */
export const replyOf = (reply: unknown, key: string): IntentFormReply | undefined =>
  typeof reply === "object" && reply !== null && (reply as IntentFormReply).form === key ? (reply as IntentFormReply) : undefined;

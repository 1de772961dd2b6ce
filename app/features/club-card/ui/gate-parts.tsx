// /club/maxi-club-kpp's parts: the request form (a plain POST: its messages under the fields, what was typed
// kept) and a list of passes, with the staff's buttons on each pass when the page gives them.
import { Form } from "@remix-run/react";
import { FormErrors } from "~/shared/forms/fields";
import { describedBy, PlainField } from "~/shared/forms/plain-field";
import { gate as t } from "../messages";

export interface PassRequestReply {
  formError: string;
  fieldErrors: Record<string, string>;
  values: { day: string; guests: string; car: string };
}

export function RequestForm({ maxGuests, reply }: { maxGuests: number; reply: PassRequestReply | null }) {
  const errors = reply?.fieldErrors ?? {};
  const values = reply?.values ?? { day: "", guests: "", car: "" };
  const fieldError = Object.keys(errors).length > 0;
  return (
    <Form method="post" className="gate-form" aria-labelledby="gate-request" noValidate>
      <input type="hidden" name="intent" value="request" />
      <FormErrors id="gate-form-error" errors={reply && !fieldError ? [reply.formError] : undefined} />
      <PlainField id="gate-day" label={t.day} error={errors.day} hint={t.dayHint} required>
        <input
          id="gate-day"
          name="day"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          aria-required="true"
          defaultValue={values.day}
          {...describedBy("gate-day", errors.day, true)}
        />
      </PlainField>
      <PlainField id="gate-guests" label={t.guests} error={errors.guests} hint={t.guestsHint(maxGuests)}>
        <textarea
          id="gate-guests"
          name="guests"
          rows={3}
          defaultValue={values.guests}
          {...describedBy("gate-guests", errors.guests, true)}
        />
      </PlainField>
      <PlainField id="gate-car" label={t.car} error={errors.car} hint={t.carHint}>
        <input
          id="gate-car"
          name="car"
          type="text"
          autoComplete="off"
          defaultValue={values.car}
          {...describedBy("gate-car", errors.car, true)}
        />
      </PlainField>
      <p>
        <button type="submit" className="button button--primary">
          {t.send}
        </button>
      </p>
    </Form>
  );
}

export interface PassItem {
  id: number;
  dayShown: string;
  guests: string[];
  car: string | null;
  status: keyof typeof t.status;
  person: { id: number; name: string; surname: string };
}

function Decide({ id, intent, label }: { id: number; intent: string; label: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className="button">
        {label}
      </button>
    </Form>
  );
}

export function PassList({
  passes,
  staff = false,
  refused,
}: {
  passes: readonly PassItem[];
  staff?: boolean;
  refused?: { id: number | null; error: string } | null;
}) {
  return (
    <ul className="gate-pass-list">
      {passes.map((p) => (
        <li key={p.id} id={`pass-${p.id}`} className="gate-pass">
          <span className="gate-pass__who">{staff ? `${p.person.name} ${p.person.surname}` : p.dayShown}</span>
          <span>{p.guests.length ? `${t.guestsCount(p.guests.length)}: ${p.guests.join(", ")}` : t.guestsCount(0)}</span>
          <span>{p.car ?? t.noCar}</span>
          <span className="gate-pass__status">{t.status[p.status]}</span>
          {staff && (p.status === "NEW" || p.status === "APPROVED") ? (
            <div className="gate-pass__actions">
              {p.status === "NEW" ? <Decide id={p.id} intent="approve" label={t.approve} /> : null}
              {p.status === "NEW" ? <Decide id={p.id} intent="decline" label={t.decline} /> : null}
              {p.status === "APPROVED" ? <Decide id={p.id} intent="arrive" label={t.arrived} /> : null}
            </div>
          ) : null}
          {refused && refused.id === p.id ? (
            <p className="club-card__error" role="alert">
              {refused.error}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

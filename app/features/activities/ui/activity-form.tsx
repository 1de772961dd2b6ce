// The activity form of /activities/create and /activities/{id}/edit: a plain post that works without
// JavaScript. A refused field comes back under it with what was typed (replyView); times are typed in Moscow
// time (datetime-local, or «ДД.ММ.ГГГГ ЧЧ:ММ» where the browser has no picker).
import { Form } from "@remix-run/react";
import { FormErrors } from "~/shared/forms/fields";
import { describedBy, PlainField } from "~/shared/forms/plain-field";
import type { ReplyView } from "~/shared/forms/reply-view";
import { Link } from "~/shared/ui/link";
import { messages as t } from "../messages";
import { DESCRIPTION_MAX, LINK_MAX, PLACE_MAX, SEATS_MAX, TITLE_MAX } from "../limits";
import { moscowInputValue } from "~/shared/moscow-time";

const SHOWN = ["title", "description", "startsAt", "endsAt", "place", "link", "seats", "signupUntil"];

export interface ActivityValues {
  title: string;
  description: string;
  startsAt: string;
  endsAt: string;
  place: string;
  link: string | null;
  seats: number | null;
  signupUntil: string | null;
}

export function ActivityForm({ values, reply, back }: { values: ActivityValues | null; reply: ReplyView | null; back: string }) {
  const err = (name: string) => reply?.error(name);
  const value = (name: keyof ActivityValues, initial: string) => (reply ? reply.value(name) : initial);
  const formError = reply?.formError(SHOWN);
  const text = (name: "title" | "place", label: string, max: number, opts: { required?: boolean; hint?: string } = {}) => (
    <PlainField id={`activity-${name}`} label={label} error={err(name)} hint={opts.hint} required={opts.required}>
      <input
        id={`activity-${name}`}
        type="text"
        name={name}
        maxLength={max}
        required={opts.required}
        autoComplete="off"
        defaultValue={value(name, values?.[name] ?? "")}
        {...describedBy(`activity-${name}`, err(name), Boolean(opts.hint))}
      />
    </PlainField>
  );
  const moment = (name: "startsAt" | "endsAt" | "signupUntil", label: string, required: boolean, hint: string) => (
    <PlainField id={`activity-${name}`} label={label} error={err(name)} hint={hint} required={required}>
      <input
        id={`activity-${name}`}
        type="datetime-local"
        name={name}
        required={required}
        defaultValue={value(name, moscowInputValue(values?.[name] ?? null))}
        {...describedBy(`activity-${name}`, err(name), true)}
      />
    </PlainField>
  );
  return (
    <Form method="post" key={reply?.key ?? "activity"} className="card activity-form">
      <FormErrors errors={formError ? [formError] : undefined} id="activity-form-errors" />
      <input type="hidden" name="intent" value="save" />
      {text("title", t.fieldTitle, TITLE_MAX, { required: true })}
      <PlainField id="activity-description" label={t.fieldDescription} error={err("description")} hint={t.descriptionHint}>
        <textarea
          id="activity-description"
          name="description"
          rows={6}
          maxLength={DESCRIPTION_MAX}
          defaultValue={value("description", values?.description ?? "")}
          {...describedBy("activity-description", err("description"), true)}
        />
      </PlainField>
      <div className="activity-form__row">
        {moment("startsAt", t.fieldStartsAt, true, t.timeHint)}
        {moment("endsAt", t.fieldEndsAt, true, t.timeHint)}
      </div>
      {text("place", t.fieldPlace, PLACE_MAX, { hint: t.placeHint })}
      <PlainField id="activity-link" label={t.fieldLink} error={err("link")}>
        <input
          id="activity-link"
          type="url"
          name="link"
          maxLength={LINK_MAX}
          defaultValue={value("link", values?.link ?? "")}
          {...describedBy("activity-link", err("link"))}
        />
      </PlainField>
      <div className="activity-form__row">
        <PlainField id="activity-seats" label={t.fieldSeats} error={err("seats")} hint={t.seatsHint}>
          <input
            id="activity-seats"
            type="number"
            name="seats"
            min={1}
            max={SEATS_MAX}
            inputMode="numeric"
            defaultValue={value("seats", values?.seats === null || values?.seats === undefined ? "" : String(values.seats))}
            {...describedBy("activity-seats", err("seats"), true)}
          />
        </PlainField>
        {moment("signupUntil", t.fieldSignupUntil, false, t.signupUntilHint)}
      </div>
      <div className="activities-actions">
        <button type="submit" className="button button--primary">
          {t.save}
        </button>
        <Link to={back}>{t.cancel}</Link>
      </div>
    </Form>
  );
}

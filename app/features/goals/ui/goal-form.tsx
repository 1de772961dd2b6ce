// A new goal: the owner's own on /ltr, one a manager sets on /ltr/user/{id}. A plain post the action checks;
// a refused field comes back under it with everything typed kept.
import { Form } from "@remix-run/react";
import { describedBy, PlainField } from "~/shared/forms/plain-field";
import type { GoalFormReply } from "../server/model";
import { GOAL_TEXT_MAX, GOAL_TITLE_MAX, messages as t } from "../messages";

export function GoalForm({ title, year, reply }: { title: string; year: number; reply: GoalFormReply | undefined }) {
  const e = reply?.fieldErrors ?? {};
  const v = reply?.values ?? {};
  const generalError = reply && Object.keys(e).length === 0 ? reply.formError : undefined;
  return (
    <section className="card" aria-labelledby="goals-new">
      <h2 id="goals-new">{title}</h2>
      <Form method="post" noValidate className="goals-form">
        <input type="hidden" name="intent" value="create" />
        {generalError ? (
          <p className="field__error" role="alert">
            {generalError}
          </p>
        ) : null}
        <PlainField id="goal-title" label={t.fieldTitle} error={e.title} required>
          <input
            id="goal-title"
            name="title"
            type="text"
            aria-required
            maxLength={GOAL_TITLE_MAX}
            defaultValue={v.title ?? ""}
            {...describedBy("goal-title", e.title)}
          />
        </PlainField>
        <PlainField id="goal-description" label={t.fieldDescription} error={e.description}>
          <textarea
            id="goal-description"
            name="description"
            rows={3}
            maxLength={GOAL_TEXT_MAX}
            defaultValue={v.description ?? ""}
            {...describedBy("goal-description", e.description)}
          />
        </PlainField>
        <PlainField id="goal-period" label={t.periodLabel} error={e.period} required>
          <select id="goal-period" name="period" defaultValue={v.period ?? `${year}-1`} {...describedBy("goal-period", e.period)}>
            {[1, 2, 0].map((half) => (
              <option key={half} value={`${year}-${half}`}>
                {t.period(year, half)}
              </option>
            ))}
          </select>
        </PlainField>
        <PlainField id="goal-due" label={t.fieldDue} error={e.dueOn} required>
          <input id="goal-due" name="dueOn" type="date" aria-required defaultValue={v.dueOn ?? ""} {...describedBy("goal-due", e.dueOn)} />
        </PlainField>
        <button type="submit" className="button button--primary">
          {t.add}
        </button>
      </Form>
    </section>
  );
}

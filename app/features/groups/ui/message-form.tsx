// «Написать руководителям» (issue #14 point 11): a collapsed form on a group's page for those who may
// write to its managers — a subject and the text. A plain POST to /groups/message, which comes back here
// with a toast, or shows the form again with the refusal by its field and the typed text kept.
import { Form } from "@remix-run/react";
import { groupMessageMessages as t } from "../messages";
import { MESSAGE_TEXT_MAX } from "../schema-messages";

/** What a refused post shows again (routes/_shell.groups.message.tsx). */
export interface MessageFormState {
  formError: string | null;
  fieldErrors: Record<string, string>;
  subjectId: string;
  text: string;
}

export function MessageForm({
  groupId,
  subjects,
  back,
  state,
}: {
  groupId: number;
  subjects: { id: number; name: string }[];
  back: string;
  state?: MessageFormState;
}) {
  const errors = state?.fieldErrors ?? {};
  return (
    <details id="message" className="card group-message" open={state !== undefined}>
      <summary>{t.write}</summary>
      <Form method="post" action="/groups/message" className="group-message__form">
        <input type="hidden" name="groupId" value={groupId} />
        <input type="hidden" name="redirectTo" value={back} />
        {state?.formError ? (
          <div className="alert alert--error" role="alert">
            {state.formError}
          </div>
        ) : null}
        <div className={errors.subjectId ? "field field--error" : "field"}>
          <label htmlFor="message-subject">
            {t.subject}
            <span aria-hidden="true"> *</span>
          </label>
          <select
            id="message-subject"
            name="subjectId"
            defaultValue={state?.subjectId ?? ""}
            aria-invalid={errors.subjectId ? true : undefined}
            aria-describedby={errors.subjectId ? "message-subject-error" : undefined}
          >
            <option value="">{t.chooseSubject}</option>
            {subjects.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
          {errors.subjectId ? (
            <p className="field__error" id="message-subject-error">
              {errors.subjectId}
            </p>
          ) : null}
        </div>
        <div className={errors.text ? "field field--error" : "field"}>
          <label htmlFor="message-text">
            {t.text}
            <span aria-hidden="true"> *</span>
          </label>
          <textarea
            id="message-text"
            name="text"
            rows={5}
            maxLength={MESSAGE_TEXT_MAX}
            defaultValue={state?.text ?? ""}
            aria-invalid={errors.text ? true : undefined}
            aria-describedby={errors.text ? "message-text-error" : undefined}
          />
          {errors.text ? (
            <p className="field__error" id="message-text-error">
              {errors.text}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button button--primary">
          {t.send}
        </button>
      </Form>
    </details>
  );
}

// «Написать руководителям» (issue #14 point 11): a collapsed form on a group's page for those who may
// write to its managers — a subject and the text. A plain POST to /groups/message, which comes back here
// with a toast, or shows the form again with the refusal by its field and the typed text kept. It is a
// <details> on the page, drawn by the server (server/message-form.server.tsx; no code of it in the browser);
// with JavaScript its summary opens it as a modal dialog instead (message-dialog.client.ts, loaded lazily),
// also when the page is opened at #message (the hot line's link). A refused post shows it in its page.
import { hrefOf } from "~/shared/ui/link";
import { RequiredMark } from "~/shared/forms/plain-field";
import { groupMessageMessages as t } from "../messages/message";
import { MESSAGE_TEXT_MAX } from "../limits";

/**
 * What a refused post shows again: the action's reply (conform's, ADR 0023) as /groups/message reads it.
 * The route reads it, not this form: the form is on every page of a group, which need not load the reader.
 */
export interface MessageFormState {
  formError: string | undefined;
  fieldErrors: { subjectId?: string; text?: string };
  subjectId: string;
  text: string;
}

export function MessageForm({
  groupId,
  subjects,
  back,
  basePath,
  state,
  open = false,
}: {
  groupId: number;
  subjects: { id: number; name: string }[];
  back: string;
  basePath: string;
  /** A refused post's, on /groups/message. */
  state?: MessageFormState;
  /** Shown open: a page that is the form itself (the services' hot line), not a group page's extra. */
  open?: boolean;
}) {
  const errors = state?.fieldErrors ?? {};
  const form = (
    <form method="post" action={hrefOf(basePath, "/groups/message")} className="group-message__form">
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
          <RequiredMark />
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
          <RequiredMark />
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
    </form>
  );
  return (
    <details id="message" className="group-message" open={open || state !== undefined}>
      {/* A button, not a heading in an empty card: what it is must show without JavaScript too. */}
      <summary className="button group-message__opener">{t.write}</summary>
      {form}
    </details>
  );
}

// «Новая заявка»: type, subject and text as one plain POST form. The action parses it with the /api's
// createClaimSchema and answers conform's reply (ADR 0023): its messages under the fields and everything
// typed kept, with JavaScript or without. The page reads that reply with replyView: the rules are the
// action's alone. The one-time token makes a form posted twice file one claim (ADR 0011).
import { Form, useNavigation } from "@remix-run/react";
import { PlainField } from "~/shared/forms/plain-field";
import { replyView, type LastResult } from "~/shared/forms/reply-view";
import { claimPageMessages as t } from "../messages";

const FIELDS = ["type", "subject", "text"] as const;

export function NewClaimForm({
  types,
  formToken,
  lastResult,
}: {
  types: { name: string; description: string }[];
  formToken: string;
  lastResult: LastResult;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  if (types.length === 0) return <p className="muted">{t.noTypes}</p>;
  const reply = replyView(lastResult);
  const values = reply
    ? { type: reply.value("type"), subject: reply.value("subject"), text: reply.value("text") }
    : { type: types[0]?.name ?? "", subject: "", text: "" };
  const errors = { type: reply?.error("type"), subject: reply?.error("subject"), text: reply?.error("text") };
  const formError = reply?.formError(FIELDS);
  return (
    // A refused post's form is new to React: its fields take the typed values again.
    <Form method="post" key={reply?.key ?? "new"} aria-labelledby="claim-new-title" noValidate>
      <h2 id="claim-new-title" className="card__title">
        {t.newClaim}
      </h2>
      <input type="hidden" name="formToken" value={formToken} />
      {formError ? (
        <div className="alert alert--error" role="alert">
          {formError}
        </div>
      ) : null}
      <PlainField id="claim-new-type" label={t.type} error={errors.type} required>
        <select id="claim-new-type" name="type" defaultValue={values.type} {...described("claim-new-type", errors.type)}>
          {types.map((type) => (
            <option key={type.name} value={type.name}>
              {type.description}
            </option>
          ))}
        </select>
      </PlainField>
      <PlainField id="claim-new-subject" label={t.subject} error={errors.subject} required>
        <input
          id="claim-new-subject"
          name="subject"
          type="text"
          defaultValue={values.subject}
          autoComplete="off"
          {...described("claim-new-subject", errors.subject)}
        />
      </PlainField>
      <PlainField id="claim-new-text" label={t.text} error={errors.text} required>
        <textarea id="claim-new-text" name="text" rows={5} defaultValue={values.text} {...described("claim-new-text", errors.text)} />
      </PlainField>
      <button type="submit" className="button button--primary" disabled={busy}>
        {t.create}
      </button>
    </Form>
  );
}

/** Every field of the form is required (PlainField's «*»), and says so to screen readers too, refused or not. */
const described = (id: string, error: string | undefined) => ({
  "aria-required": true as const,
  ...(error ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` } : {}),
});

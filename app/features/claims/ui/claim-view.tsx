// One claim as its owner, a handler or a claims administrator sees it: its fields, a form per move
// this reader may make (the claim's version hidden in each, so a form opened before someone else's
// move is refused; a comment field where the move needs one), a comment form, and the history, newest
// first, collapsed after its first entry. Plain POST forms: the page works without JavaScript.
import type { ReactNode } from "react";
import { Form, useNavigation } from "@remix-run/react";
import { PlainField } from "~/shared/forms/plain-field";
import { replyView, type LastResult, type ReplyView } from "~/shared/forms/reply-view";
import { Link } from "~/shared/ui/link";
import { claimPageMessages as t } from "../messages";

export interface ClaimViewData {
  id: number;
  subject: string;
  text: string;
  type: string;
  status: { name: string; description: string };
  version: number;
  owner: { id: number; name: string };
  handlers: { id: number; name: string }[];
  created: string;
  updated: string;
  /** What a handler should know beside the text (a leave's overlaps). */
  notes: string[];
  /** Its files, and where this reader posts another (null: she may not). */
  files: { label: string; name: string; href: string }[];
  attach: string | null;
  moves: { to: string; description: string; commentRequired: boolean; fields: MoveFieldData[] }[];
  history: { id: number; date: string; author: { id: number; name: string }; what: string; comment: string | null }[];
}

/** A value a move needs besides its comment (its type's moveFields), chosen from the claim's options. */
export interface MoveFieldData {
  name: string;
  label: string;
  options: { id: number; name: string }[];
}

/** A refused post of this page (conform's reply, ADR 0023) and the form it belongs to: `move-{status}` or `comment`. */
interface ClaimFailure {
  form: string;
  reply: ReplyView;
}

function failureOf(lastResult: LastResult): ClaimFailure | undefined {
  const reply = replyView(lastResult);
  if (!reply) return undefined;
  return { form: reply.value("intent") === "move" ? `move-${reply.value("status")}` : "comment", reply };
}

/** A move's own field's message: the schema's (`fields.{name}`) or the engine's (by its name). */
const moveFieldError = (reply: ReplyView | undefined, name: string) => reply?.error(`fields.${name}`) ?? reply?.error(name);

export function ClaimView({ claim, lastResult, backTo }: { claim: ClaimViewData; lastResult: LastResult; backTo: string }) {
  const failure = failureOf(lastResult);
  // What the failed form shows by its fields; anything else is said over the page.
  const move = claim.moves.find((m) => failure?.form === `move-${m.to}`);
  const shown = ["comment", ...(move?.fields.flatMap((f) => [`fields.${f.name}`, f.name]) ?? [])];
  const formError = failure?.reply.formError(shown);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [first, ...earlier] = claim.history;
  return (
    <section className="card claim-page">
      <p>
        <Link to={backTo}>{t.back}</Link>
      </p>
      <h1 className="page-title">
        {t.claimTitle(claim.id)}: {claim.subject}
      </h1>
      {formError ? (
        <div className="alert alert--error" role="alert">
          {formError}
        </div>
      ) : null}
      <dl className="facts">
        <dt>{t.column.type}</dt>
        <dd>{claim.type}</dd>
        <dt>{t.column.status}</dt>
        <dd>{claim.status.description}</dd>
        <dt>{t.owner}</dt>
        <dd>
          <Link to={`/user/${claim.owner.id}`}>{claim.owner.name}</Link>
        </dd>
        <dt>{t.handlers}</dt>
        <dd>
          {claim.handlers.map((h, i) => (
            <span key={h.id}>
              {i > 0 ? ", " : null}
              <Link to={`/user/${h.id}`}>{h.name}</Link>
            </span>
          ))}
        </dd>
        <dt>{t.created_at}</dt>
        <dd>{claim.created}</dd>
        <dt>{t.updated_at}</dt>
        <dd>{claim.updated}</dd>
      </dl>
      <p className="claim-text">{claim.text}</p>
      {claim.notes.length > 0 ? (
        <div className="alert alert--info" role="note" aria-labelledby="claim-notes">
          <p id="claim-notes">{t.notes}</p>
          <ul>
            {claim.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </div>
      ) : null}

      {claim.files.length > 0 ? (
        <section aria-labelledby="claim-files">
          <h2 id="claim-files" className="card__title">
            {t.files}
          </h2>
          <ul className="claim-files">
            {claim.files.map((f) => (
              <li key={f.href}>
                {f.label}: <a href={f.href}>{f.name}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {claim.attach ? (
        // A plain multipart post, the same with JavaScript or without; the type's own route takes it and comes back here.
        <form method="post" action={claim.attach} encType="multipart/form-data" className="claim-attach">
          <input type="hidden" name="back" value={`${backTo}/${claim.id}`} />
          <label htmlFor="claim-attach-file">{t.attachFile}</label> <input id="claim-attach-file" type="file" name="file" required />{" "}
          <button type="submit" className="button">
            {t.attach}
          </button>
        </form>
      ) : null}

      {claim.moves.length > 0 ? (
        <section aria-labelledby="claim-moves">
          <h2 id="claim-moves" className="card__title">
            {t.actions}
          </h2>
          <div className="claim-moves">
            {claim.moves.map((move) => (
              <MoveForm key={move.to} claim={claim} move={move} failure={failure} busy={busy} />
            ))}
          </div>
        </section>
      ) : null}

      <section aria-labelledby="claim-comment">
        <h2 id="claim-comment" className="card__title">
          {t.comment}
        </h2>
        <CommentForm name="comment" failure={failure} busy={busy} submit={t.addComment} required>
          <input type="hidden" name="intent" value="comment" />
        </CommentForm>
      </section>

      <section aria-labelledby="claim-history">
        <h2 id="claim-history" className="card__title">
          {t.history}
        </h2>
        {first ? (
          <ul className="claim-history">
            <HistoryEntry entry={first} />
          </ul>
        ) : null}
        {earlier.length > 0 ? (
          <details>
            <summary>{t.earlier(earlier.length)}</summary>
            <ul className="claim-history">
              {earlier.map((e) => (
                <HistoryEntry key={e.id} entry={e} />
              ))}
            </ul>
          </details>
        ) : null}
      </section>
    </section>
  );
}

function MoveForm({
  claim,
  move,
  failure,
  busy,
}: {
  claim: ClaimViewData;
  move: ClaimViewData["moves"][number];
  failure: ClaimFailure | undefined;
  busy: boolean;
}) {
  const label = t.move[move.to] ?? t.moveTo(move.description);
  const name = `move-${move.to}`;
  const mine = failure?.form === name ? failure.reply : undefined;
  return (
    <CommentForm
      name={name}
      failure={failure}
      busy={busy}
      submit={label}
      required={move.commentRequired}
      optional={move.fields.length === 0}
    >
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="status" value={move.to} />
      <input type="hidden" name="version" value={claim.version} />
      {move.fields.map((field) => (
        <MoveFieldSelect
          key={field.name}
          form={name}
          field={field}
          error={moveFieldError(mine, field.name)}
          chosen={mine?.value(`fields.${field.name}`)}
        />
      ))}
    </CommentForm>
  );
}

/** A move's own field (a message's resolution type): a required select of the claim's options. */
function MoveFieldSelect({
  form,
  field,
  error,
  chosen,
}: {
  form: string;
  field: MoveFieldData;
  error: string | undefined;
  chosen: string | undefined;
}) {
  const id = `${form}-${field.name}`;
  return (
    <PlainField id={id} label={field.label} error={error} required>
      <select
        id={id}
        name={`fields.${field.name}`}
        defaultValue={chosen ?? ""}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">{t.choose}</option>
        {field.options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
    </PlainField>
  );
}

/**
 * A form with a comment field: the comment form itself, and a move's form (its comment optional unless
 * the move needs one; `optional` leaves out the field of a move that needs none). A refusal of this form
 * shows by its field and keeps what was typed.
 */
function CommentForm({
  name,
  failure,
  busy,
  submit,
  required,
  optional,
  children,
}: {
  name: string;
  failure: ClaimFailure | undefined;
  busy: boolean;
  submit: string;
  required: boolean;
  optional?: boolean;
  children: ReactNode;
}) {
  const mine = failure?.form === name ? failure.reply : undefined;
  const commentError = mine?.error("comment");
  const id = `${name}-comment`;
  const showField = required || !optional;
  return (
    // A refused post's form is new to React: its fields take what was typed.
    <Form method="post" className="claim-form" key={mine?.key ?? "new"}>
      {children}
      {showField ? (
        <PlainField id={id} label={t.comment} error={commentError} required={required}>
          <textarea
            id={id}
            name="comment"
            rows={3}
            defaultValue={mine?.value("comment") ?? ""}
            aria-required={required || undefined}
            aria-invalid={commentError ? true : undefined}
            aria-describedby={commentError ? `${id}-error` : undefined}
          />
        </PlainField>
      ) : null}
      <button type="submit" className="button" disabled={busy}>
        {submit}
      </button>
    </Form>
  );
}

function HistoryEntry({ entry }: { entry: ClaimViewData["history"][number] }) {
  return (
    <li>
      <span className="muted">{entry.date}</span> <Link to={`/user/${entry.author.id}`}>{entry.author.name}</Link>: {entry.what}
      {entry.comment ? <p className="claim-history__comment">{entry.comment}</p> : null}
    </li>
  );
}

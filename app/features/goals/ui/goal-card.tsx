// One goal: its card (anchored by the goal's id, where notifications land), progress, the owner's updates and
// the comment thread, and the forms the reader may use. Each form is a plain post with `intent` and the goal's
// id; a refused one shows its message and what was typed (the action's GoalFormReply for this form).
import { Form } from "@remix-run/react";
import { formatDate } from "~/shared/dates";
import { describedBy, PlainField } from "~/shared/forms/plain-field";
import type { GoalAbilities } from "../policy";
import type { Goal, GoalFormReply, GoalNote } from "../server/model";
import { GOAL_TEXT_MAX, messages as t } from "../messages";

type Reply = GoalFormReply | undefined;

export function GoalCard({ goal, can, reply }: { goal: Goal; can: GoalAbilities; reply: Reply }) {
  const open = goal.status === "IN_PROGRESS";
  const id = `goal-${goal.id}`;
  return (
    <article id={String(goal.id)} className="card goal" aria-labelledby={`${id}-title`}>
      <div className="goal__head">
        <h3 id={`${id}-title`}>{goal.title}</h3>
        <span className={`goal__status goal__status--${goal.status}`}>{t.status[goal.status]}</span>
      </div>
      <p className="muted">
        {t.due(formatDate(goal.dueOn))} · {goal.approvedBy ? t.approved(goal.approvedBy) : t.notApproved}
      </p>
      {goal.description ? <p className="goal__text">{goal.description}</p> : null}
      <div className="goal__bar">
        <progress max={100} value={goal.progress} aria-labelledby={`${id}-progress`} />
        <span id={`${id}-progress`}>{t.progress(goal.progress)}</span>
      </div>
      {goal.updates.length > 0 ? (
        <details>
          <summary>
            {t.updates} ({goal.updates.length})
          </summary>
          <Notes
            notes={goal.updates.map((u) => ({ ...u, text: u.text ? `${t.updateLine(u.progress)} — ${u.text}` : t.updateLine(u.progress) }))}
          />
        </details>
      ) : null}
      {can.own && open ? <ProgressForm goal={goal} reply={reply?.form === `progress-${goal.id}` ? reply : undefined} /> : null}
      <h4>{t.comments}</h4>
      {goal.comments.length > 0 ? <Notes notes={goal.comments} /> : <p className="muted">{t.noComments}</p>}
      {can.comment ? <CommentForm goal={goal} reply={reply?.form === `comment-${goal.id}` ? reply : undefined} /> : null}
      <ChangeForms goal={goal} can={can} reply={reply} />
    </article>
  );
}

function Notes({ notes }: { notes: GoalNote[] }) {
  return (
    <ol className="goal__notes">
      {notes.map((n) => (
        <li key={n.id}>
          <strong>{n.author ?? t.someone}</strong> <span className="muted">{formatDate(n.createdAt)}</span>
          <br />
          {n.text}
        </li>
      ))}
    </ol>
  );
}

function Hidden({ intent, goalId }: { intent: string; goalId: number }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="goalId" value={goalId} />
    </>
  );
}

function FormError({ reply }: { reply: Reply }) {
  return reply && Object.keys(reply.fieldErrors).length === 0 ? (
    <p className="field__error" role="alert">
      {reply.formError}
    </p>
  ) : null;
}

function ProgressForm({ goal, reply }: { goal: Goal; reply: Reply }) {
  const id = `goal-${goal.id}`;
  const e = reply?.fieldErrors ?? {};
  return (
    <Form method="post" noValidate className="goals-form" aria-label={t.saveProgress}>
      <Hidden intent="progress" goalId={goal.id} />
      <PlainField id={`${id}-percent`} label={t.fieldProgress} error={e.progress} className="goal__progress-field">
        <input
          id={`${id}-percent`}
          name="progress"
          type="number"
          min={0}
          max={100}
          inputMode="numeric"
          defaultValue={reply?.values.progress ?? goal.progress}
          {...describedBy(`${id}-percent`, e.progress)}
        />
      </PlainField>
      <PlainField id={`${id}-note`} label={t.fieldNote} error={e.note}>
        <textarea
          id={`${id}-note`}
          name="note"
          rows={2}
          maxLength={GOAL_TEXT_MAX}
          defaultValue={reply?.values.note ?? ""}
          {...describedBy(`${id}-note`, e.note)}
        />
      </PlainField>
      <FormError reply={reply} />
      <button type="submit" className="button">
        {t.saveProgress}
      </button>
    </Form>
  );
}

function CommentForm({ goal, reply }: { goal: Goal; reply: Reply }) {
  const id = `goal-${goal.id}-comment`;
  const error = reply?.fieldErrors.text;
  return (
    <Form method="post" noValidate className="goals-form" aria-label={t.fieldComment}>
      <Hidden intent="comment" goalId={goal.id} />
      <PlainField id={id} label={t.fieldComment} error={error}>
        <textarea
          id={id}
          name="text"
          rows={2}
          maxLength={GOAL_TEXT_MAX}
          defaultValue={reply?.values.text ?? ""}
          {...describedBy(id, error)}
        />
      </PlainField>
      <FormError reply={reply} />
      <button type="submit" className="button">
        {t.sendComment}
      </button>
    </Form>
  );
}

/** Complete, cancel or resume (the owner and her managers); approve (a manager, while not approved). */
function ChangeForms({ goal, can, reply }: { goal: Goal; can: GoalAbilities; reply: Reply }) {
  if (!can.changeStatus && !can.manage) return null;
  const statusReply = reply?.form === `status-${goal.id}` || reply?.form === `approve-${goal.id}` ? reply : undefined;
  return (
    <div className="goal__forms">
      {can.changeStatus ? (
        <Form method="post">
          <Hidden intent="status" goalId={goal.id} />
          {goal.status === "IN_PROGRESS" ? (
            <>
              <button type="submit" name="status" value="COMPLETED" className="button button--primary">
                {t.complete}
              </button>{" "}
              <button type="submit" name="status" value="CANCELLED" className="button">
                {t.cancel}
              </button>
            </>
          ) : (
            <button type="submit" name="status" value="IN_PROGRESS" className="button">
              {t.resume}
            </button>
          )}
        </Form>
      ) : null}
      {can.manage && !goal.approvedBy ? (
        <Form method="post">
          <Hidden intent="approve" goalId={goal.id} />
          <button type="submit" className="button">
            {t.approve}
          </button>
        </Form>
      ) : null}
      <FormError reply={statusReply} />
    </div>
  );
}

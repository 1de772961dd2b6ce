// A request or pair of the reader's: who with whom, the request's message, its state, and what the reader may do —
// the mentor accepts or declines a pending one; either of the pair records a meeting or closes it.
import { Form } from "@remix-run/react";
import { formatDate } from "~/shared/dates";
import { describedBy, PlainField } from "~/shared/forms/plain-field";
import type { MentoringFormReply, Pair } from "../server/model";
import { ABOUT_MAX, messages as t } from "../messages";
import { FormError } from "./form-error";

export function PairCard({ pair, me, reply }: { pair: Pair; me: number; reply: MentoringFormReply | undefined }) {
  const id = `pair-${pair.id}`;
  const mine = (intent: string) => (reply?.form === `${intent}-${pair.id}` ? reply : undefined);
  const iMentor = pair.mentor.id === me;
  return (
    <article className="card mentoring-pair" id={id} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{iMentor ? t.menteeOf(pair.mentee.name) : t.mentorOf(pair.mentor.name)}</h3>
      <p className="muted">
        {t.status[pair.status]} · {t.since(formatDate(pair.createdAt))}
      </p>
      <p>{pair.message}</p>
      {iMentor && pair.status === "PENDING" ? (
        <div className="mentoring-actions">
          {(["accept", "decline"] as const).map((intent) => (
            <Form method="post" key={intent}>
              <input type="hidden" name="intent" value={intent} />
              <input type="hidden" name="pairId" value={pair.id} />
              <button type="submit" className={intent === "accept" ? "button button--primary" : "button"}>
                {t[intent]}
              </button>
            </Form>
          ))}
          <FormError reply={mine("accept") ?? mine("decline")} />
        </div>
      ) : null}
      {pair.status === "ACCEPTED" || pair.status === "CLOSED" ? (
        <>
          <h4>{t.meetings}</h4>
          {pair.meetings.length === 0 ? (
            <p className="muted">{t.noMeetings}</p>
          ) : (
            <ol className="mentoring-notes">
              {pair.meetings.map((m) => (
                <li key={m.id}>
                  <strong>{formatDate(m.heldOn)}</strong> {m.notes}
                </li>
              ))}
            </ol>
          )}
        </>
      ) : null}
      {pair.status === "ACCEPTED" ? <MeetingForm pair={pair} reply={mine("meeting")} /> : null}
      {pair.status === "ACCEPTED" ? (
        <Form method="post">
          <input type="hidden" name="intent" value="close" />
          <input type="hidden" name="pairId" value={pair.id} />
          <FormError reply={mine("close")} />
          <button type="submit" className="button">
            {t.close}
          </button>
        </Form>
      ) : null}
    </article>
  );
}

function MeetingForm({ pair, reply }: { pair: Pair; reply: MentoringFormReply | undefined }) {
  const id = `pair-${pair.id}`;
  const e = reply?.fieldErrors ?? {};
  return (
    <Form method="post" noValidate className="mentoring-form" aria-label={t.addMeeting}>
      <input type="hidden" name="intent" value="meeting" />
      <input type="hidden" name="pairId" value={pair.id} />
      <PlainField id={`${id}-held`} label={t.fieldHeldOn} error={e.heldOn} required>
        <input
          id={`${id}-held`}
          name="heldOn"
          type="date"
          aria-required
          defaultValue={reply?.values.heldOn ?? ""}
          {...describedBy(`${id}-held`, e.heldOn)}
        />
      </PlainField>
      <PlainField id={`${id}-notes`} label={t.fieldNotes} error={e.notes}>
        <textarea
          id={`${id}-notes`}
          name="notes"
          rows={2}
          maxLength={ABOUT_MAX}
          defaultValue={reply?.values.notes ?? ""}
          {...describedBy(`${id}-notes`, e.notes)}
        />
      </PlainField>
      <FormError reply={reply} />
      <button type="submit" className="button">
        {t.addMeeting}
      </button>
    </Form>
  );
}

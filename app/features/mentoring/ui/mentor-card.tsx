// A mentor of the list: who, her topics, her free places, and the request form for whoever may ask her.
import { Form } from "@remix-run/react";
import { describedBy, PlainField } from "~/shared/forms/plain-field";
import type { Mentor, MentoringFormReply } from "../server/model";
import { MESSAGE_MAX, messages as t } from "../messages";
import { FormError } from "./form-error";

export function MentorCard({ mentor, me, reply }: { mentor: Mentor; me: number; reply: MentoringFormReply | undefined }) {
  const free = Math.max(0, mentor.capacity - mentor.busy);
  const id = `mentor-${mentor.userId}`;
  const canAsk = mentor.userId !== me && mentor.accepting && free > 0 && mentor.mine === null;
  const error = reply?.fieldErrors.message;
  return (
    <li className="card" id={id} aria-labelledby={`${id}-name`}>
      <h3 id={`${id}-name`}>{mentor.name}</h3>
      {mentor.position ? <p className="muted">{mentor.position}</p> : null}
      <p>{mentor.about}</p>
      <ul className="mentoring-tags" aria-label={t.fieldTopics}>
        {mentor.topics.map((topic) => (
          <li key={topic}>{topic}</li>
        ))}
      </ul>
      <p className="muted">{mentor.accepting ? t.places(free, mentor.capacity) : t.notAccepting}</p>
      {mentor.userId === me ? (
        <p>{t.you}</p>
      ) : mentor.mine === "PENDING" ? (
        <p>{t.requestSent}</p>
      ) : mentor.mine === "ACCEPTED" ? (
        <p>{t.inPair}</p>
      ) : null}
      {canAsk ? (
        <Form method="post" noValidate className="mentoring-form" aria-label={`${t.ask}: ${mentor.name}`}>
          <input type="hidden" name="intent" value="request" />
          <input type="hidden" name="mentorId" value={mentor.userId} />
          <PlainField id={`${id}-message`} label={t.fieldMessage} error={error} required>
            <textarea
              id={`${id}-message`}
              name="message"
              rows={3}
              maxLength={MESSAGE_MAX}
              aria-required
              defaultValue={reply?.values.message ?? ""}
              {...describedBy(`${id}-message`, error)}
            />
          </PlainField>
          <FormError reply={reply} />
          <button type="submit" className="button button--primary">
            {t.ask}
          </button>
        </Form>
      ) : null}
    </li>
  );
}

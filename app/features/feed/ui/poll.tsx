// A post's poll: a plain form (radio buttons, or checkboxes when several answers may be chosen) until
// the reader votes; the results, with counts and percentages, once she has voted or when it is public.
import type { Poll } from "../types";
import { feedMessages as t } from "../messages";
import type { CardContext } from "./post-card";

const percent = (quantity: number, total: number) => (total > 0 ? Math.round((quantity * 100) / total) : 0);

function Results({ poll }: { poll: Poll }) {
  return (
    <ul className="poll__results">
      {poll.answers.map((answer, idx) => {
        const response = poll.answerResponses.find((r) => r.idx === idx);
        const quantity = response?.quantity ?? 0;
        const share = percent(quantity, poll.totalCount);
        return (
          <li key={idx} className={response?.isResponse ? "poll__result poll__result--mine" : "poll__result"}>
            <span className="poll__answer">{answer}</span>
            <span className="poll__count">
              {quantity} · {share}%
            </span>
            <span className="poll__bar" style={{ width: `${share}%` }} aria-hidden="true" />
          </li>
        );
      })}
    </ul>
  );
}

export function PollBlock({ poll, postId, canVote, ctx }: { poll: Poll; postId: number; canVote: boolean; ctx: CardContext }) {
  const voted = poll.response !== null;
  return (
    <section className="poll" id={`poll-${poll.id}`} aria-label={t.pollTitle}>
      <h3 className="poll__question">{poll.question}</h3>
      <p className="muted poll__meta">
        {t.votes(poll.totalCount)}
        {poll.publicFlag ? ` · ${t.publicPoll}` : ""}
        {poll.multiple && !voted ? ` · ${t.multiplePoll}` : ""}
      </p>
      {!voted && canVote ? (
        <form method="post" action={`${ctx.base}${ctx.action}`} className="poll__form">
          <input type="hidden" name="intent" value="vote" />
          <input type="hidden" name="postId" value={postId} />
          <input type="hidden" name="pollId" value={poll.id} />
          <input type="hidden" name="back" value={ctx.back} />
          <fieldset>
            <legend className="visually-hidden">{poll.question}</legend>
            {poll.answers.map((answer, idx) => (
              <label key={idx} className="poll__option">
                <input type={poll.multiple ? "checkbox" : "radio"} name="numbers" value={idx} /> {answer}
              </label>
            ))}
          </fieldset>
          <button type="submit" className="button">
            {t.vote}
          </button>
        </form>
      ) : null}
      {voted || poll.publicFlag || !canVote ? <Results poll={poll} /> : null}
      {voted ? <p className="muted">{t.voted}</p> : null}
    </section>
  );
}

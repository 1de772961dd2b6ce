// The comment form's «Упомянуть» field (issue #39): a colleague named without JavaScript. It is a name
// typed in a text field, folded under «Упомянуть коллегу» (a <details>, so twenty feed cards stay short);
// the server looks it up when the comment is sent (server/mention-field.server.ts). When the name is
// several people's, the form comes back open with the comment as typed and the namesakes as radio rows,
// each with position · department; nothing was posted. With JavaScript the field stays as it is (the card
// forms post by fetch and the refused card comes back the same way), beside the «@» picker in the text,
// which remains the quick way there.
import type { ReplyView } from "~/shared/forms/reply-view";
import { feedCommentMessages as c } from "../messages";
import type { MentionChoice } from "../types-talk";

export function MentionField({ postId, view, choices }: { postId: number; view: ReplyView | null; choices: readonly MentionChoice[] }) {
  const id = `comment-mention-${postId}`;
  const error = view?.error("mention");
  const typed = view?.value("mention") ?? "";
  const chosen = view?.value("mentionId") ?? "";
  return (
    <details className="comment-form__mention" open={typed !== "" ? true : undefined}>
      <summary>{c.mentionList}</summary>
      <div className={error ? "field field--error" : "field"}>
        <label htmlFor={id}>{c.mentionField}</label>
        <input
          id={id}
          type="text"
          name="mention"
          defaultValue={typed}
          maxLength={200}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
        />
        {error ? (
          <p id={`${id}-error`} className="field__error" role="alert">
            {error}
          </p>
        ) : (
          <p id={`${id}-hint`} className="field__hint">
            {c.mentionHint}
          </p>
        )}
      </div>
      {choices.length > 0 ? (
        <fieldset className="mention-choices">
          <legend>{c.mentionChoices}</legend>
          <ul>
            {choices.map((person) => (
              <li key={person.id}>
                <label className="mention-choices__option">
                  <input type="radio" name="mentionId" value={person.id} defaultChecked={chosen === String(person.id)} />
                  <span className="mention-choices__text">
                    <span>{person.label}</span>
                    {person.hint ? <span className="mention-choices__hint"> {person.hint}</span> : null}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
    </details>
  );
}

// «Поблагодарить коллегу» atop /thanks (issue #12 point 11), rendered on the server only and working
// without JavaScript: the colleague is found by a text field `q` whose «Найти» sends the whole form with
// GET to the same page (the typed text comes back through the address), the found colleagues come back
// as radio buttons, and «Отправить» posts the form. Refusals stand beside their fields, input kept.
import { THANKS_MAX } from "../schema-talk";
import { feedThanksMessages as t } from "../messages";

/** A colleague the form offers or holds. */
export interface ThanksPerson {
  id: number;
  label: string;
  hint: string | null;
}

export interface ThanksFormProps {
  base: string;
  /** The app path the form posts and searches at ("/thanks"). */
  action: string;
  formToken?: string;
  query: string;
  /** The colleague chosen so far (kept through a search and a refusal). */
  chosen: ThanksPerson | null;
  found: ThanksPerson[];
  /** What the search says: nothing found, query too short. */
  searchMessage: string | null;
  text: string;
  errors: { userId?: string; text?: string };
  formError: string | null;
}

function Option({ person, checked }: { person: ThanksPerson; checked: boolean }) {
  return (
    <li>
      <label className="thanks-form__option">
        <input type="radio" name="userId" value={person.id} defaultChecked={checked} />
        <span>{person.label}</span>
        {person.hint ? <span className="muted"> · {person.hint}</span> : null}
      </label>
    </li>
  );
}

export function ThanksForm(props: ThanksFormProps) {
  const { errors } = props;
  const action = `${props.base}${props.action}`;
  return (
    <form method="post" action={action} className="card thanks-form" id="thanks-form" aria-labelledby="thanks-form-title">
      <h2 id="thanks-form-title" className="feed__heading">
        {t.formTitle}
      </h2>
      {props.formError ? (
        <div className="alert alert--error" role="alert">
          {props.formError}
        </div>
      ) : null}
      <input type="hidden" name="intent" value="create" />
      {props.formToken ? <input type="hidden" name="formToken" value={props.formToken} /> : null}
      <fieldset
        className={errors.userId ? "field field--error thanks-form__person" : "field thanks-form__person"}
        aria-describedby={errors.userId ? "thanks-userId-error" : undefined}
      >
        <legend>{t.fieldPerson}</legend>
        {props.chosen ? (
          <ul className="thanks-form__options">
            <Option person={props.chosen} checked />
          </ul>
        ) : null}
        <div className="thanks-form__search">
          <input type="search" name="q" defaultValue={props.query} aria-label={t.fieldQuery} placeholder={t.fieldQuery} maxLength={200} />
          <button type="submit" className="button" formMethod="get" formAction={action} formNoValidate>
            {t.find}
          </button>
        </div>
        {props.searchMessage ? (
          <p className="muted" role="status">
            {props.searchMessage}
          </p>
        ) : null}
        {props.found.length > 0 ? (
          <ul className="thanks-form__options" aria-label={t.found}>
            {props.found.map((person) => (
              <Option key={person.id} person={person} checked={false} />
            ))}
          </ul>
        ) : null}
        {errors.userId ? (
          <p className="field__error" id="thanks-userId-error" role="alert">
            {errors.userId}
          </p>
        ) : null}
      </fieldset>
      <div className={errors.text ? "field field--error" : "field"}>
        <label htmlFor="thanks-text">{t.fieldText}</label>
        <textarea
          id="thanks-text"
          name="text"
          rows={4}
          maxLength={THANKS_MAX}
          defaultValue={props.text}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={errors.text ? "thanks-text-error" : "thanks-text-hint"}
        />
        {errors.text ? (
          <p className="field__error" id="thanks-text-error" role="alert">
            {errors.text}
          </p>
        ) : (
          <p className="field__hint" id="thanks-text-hint">
            {t.textHint}
          </p>
        )}
      </div>
      <button type="submit" className="button button--primary">
        {t.send}
      </button>
    </form>
  );
}

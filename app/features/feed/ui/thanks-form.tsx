// «Поблагодарить коллегу» atop /thanks (issue #12 point 11). The colleague is chosen with the portal's people
// finder (the search feature's <Finder>, issue #39): with JavaScript it types ahead through /finder and
// shows each colleague's position · department, as every other person picker does; without JavaScript it
// is the finder's «Найти», which sends the whole form with GET to the same page (the text typed comes
// back through the address), and the colleagues found come back as labelled radio rows with position ·
// department. «Отправить» posts the form (a plain form post either way). Refusals stand beside their
// fields, input kept.
import { Finder, type FinderState } from "~/features/search";
import { THANKS_MAX } from "../limits";
import { feedThanksMessages as t } from "../messages";

export interface ThanksFormProps {
  base: string;
  /** The app path the form posts and searches at ("/thanks"). */
  action: string;
  formToken?: string;
  /** The colleague field: the finder's state (chosen, the search typed without JavaScript, found). */
  person: FinderState;
  text: string;
  errors: { userId?: string; text?: string };
  formError: string | null;
}

export function ThanksForm(props: ThanksFormProps) {
  const { errors } = props;
  return (
    <form
      method="post"
      action={`${props.base}${props.action}`}
      className="card thanks-form"
      id="thanks-form"
      aria-labelledby="thanks-form-title"
    >
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
      <Finder state={props.person} label={t.fieldPerson} error={errors.userId} />
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

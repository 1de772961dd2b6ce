// The best-in-profession forms: a year (number, title, description), a winner (the people finder, profession,
// region, place or nomination, a short text, a photo checked by content) and the confirmation of a deletion.
// Plain posts that work without JavaScript; a refused one comes back with what was typed.
import { KeptFileField } from "~/shared/forms/kept-file-field";
import { Form } from "@remix-run/react";
import { Finder, type FinderState } from "~/features/search";
import { FormErrors } from "~/shared/forms/fields";
import { describedBy, PlainField } from "~/shared/forms/plain-field";
import type { ReplyView } from "~/shared/forms/reply-view";
import { Link } from "~/shared/ui/link";
import { PROFESSIONAL_PHOTO } from "../files";
import { messages as t } from "../messages";
import { DESCRIPTION_MAX, TEXT_MAX, WINNER_TEXT_MAX, YEAR_MAX, YEAR_MIN } from "../limits";
import type { ContestYear, Winner } from "../server/model";

type Values = Record<string, string>;

function TextField(props: {
  name: string;
  label: string;
  value: string;
  error?: string;
  hint?: string;
  required?: boolean;
  max: number;
  rows?: number;
}) {
  const id = `professional-${props.name}`;
  const aria = describedBy(id, props.error, Boolean(props.hint));
  return (
    <PlainField id={id} label={props.label} error={props.error} hint={props.hint} required={props.required}>
      {props.rows ? (
        <textarea id={id} name={props.name} rows={props.rows} maxLength={props.max} defaultValue={props.value} {...aria} />
      ) : (
        <input id={id} type="text" name={props.name} maxLength={props.max} required={props.required} defaultValue={props.value} {...aria} />
      )}
    </PlainField>
  );
}

export function YearForm({ year, reply, next }: { year: ContestYear | null; reply: ReplyView | null; next: number }) {
  const value = (name: string, current: string) => (reply ? reply.value(name) : current);
  const formError = reply?.formError(["year", "title", "description"]);
  return (
    <Form method="post" key={reply?.key ?? "year"} className="card professional-form">
      <FormErrors errors={formError ? [formError] : undefined} id="professional-year-errors" />
      <PlainField id="professional-year" label={t.fieldYear} error={reply?.error("year")} required>
        <input
          id="professional-year"
          type="number"
          name="year"
          min={YEAR_MIN}
          max={YEAR_MAX}
          required
          defaultValue={value("year", String(year?.year ?? next))}
          {...describedBy("professional-year", reply?.error("year"))}
        />
      </PlainField>
      <TextField
        name="title"
        label={t.fieldTitle}
        hint={t.titleHint}
        value={value("title", year && year.title !== t.yearTitle(year.year) ? year.title : "")}
        error={reply?.error("title")}
        max={TEXT_MAX}
      />
      <TextField
        name="description"
        label={t.fieldDescription}
        value={value("description", year?.description ?? "")}
        error={reply?.error("description")}
        max={DESCRIPTION_MAX}
        rows={4}
      />
      <div className="professional-actions">
        <button type="submit" className="button button--primary">
          {t.save}
        </button>
        <Link to={year ? `/professional/${year.year}` : "/professional"}>{t.cancel}</Link>
        {year ? (
          <Link to={`/professional/${year.year}/edit?delete`} className="button button--danger-outline">
            {t.remove}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

const SHOWN = ["userId", "profession", "region", "place", "nomination", "text", "photo", "photoFileId"];

export function WinnerForm(props: { year: number; winner: Winner | null; person: FinderState; typed: Values; reply: ReplyView | null }) {
  const { reply, winner } = props;
  const current: Values = {
    profession: winner?.profession ?? "",
    region: winner?.region ?? "",
    place: winner?.place ? String(winner.place) : "",
    nomination: winner?.nomination ?? "",
    text: winner?.text ?? "",
  };
  const value = (name: string) => (reply ? reply.value(name) : (props.typed[name] ?? current[name] ?? ""));
  const err = (name: string) => reply?.error(name);
  const formError = reply?.formError(SHOWN);
  return (
    <Form method="post" encType="multipart/form-data" key={reply?.key ?? "winner"} className="card professional-form">
      <FormErrors errors={formError ? [formError] : undefined} id="professional-winner-errors" />
      <Finder state={props.person} label={t.fieldPerson} error={err("userId")} required />
      <TextField
        name="profession"
        label={t.fieldProfession}
        value={value("profession")}
        error={err("profession")}
        max={TEXT_MAX}
        required
      />
      <TextField name="region" label={t.fieldRegion} value={value("region")} error={err("region")} max={TEXT_MAX} required />
      <PlainField id="professional-place" label={t.fieldPlace} error={err("place")}>
        <select id="professional-place" name="place" defaultValue={value("place")} {...describedBy("professional-place", err("place"))}>
          <option value="">{t.placeNone}</option>
          {[1, 2, 3].map((n) => (
            <option key={n} value={String(n)}>
              {t.place(n)}
            </option>
          ))}
        </select>
      </PlainField>
      <TextField name="nomination" label={t.fieldNomination} value={value("nomination")} error={err("nomination")} max={TEXT_MAX} />
      <TextField name="text" label={t.fieldText} value={value("text")} error={err("text")} max={WINNER_TEXT_MAX} rows={4} />
      <KeptFileField
        id="professional-photo"
        name="photo"
        label={t.fieldPhoto}
        kind={PROFESSIONAL_PHOTO}
        reply={reply}
        hasFile={Boolean(winner?.photo)}
        currentHint={t.currentPhoto}
      />
      <div className="professional-actions">
        <button type="submit" className="button button--primary">
          {t.save}
        </button>
        <Link to={`/professional/${props.year}`}>{t.cancel}</Link>
        {winner ? (
          <Link to={`/professional/${props.year}/winner/${winner.id}?delete`} className="button button--danger-outline">
            {t.remove}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

export function ConfirmRemove({
  title,
  text,
  back,
  multipart = false,
}: {
  title: string;
  text: string;
  back: string;
  multipart?: boolean;
}) {
  return (
    <Form method="post" encType={multipart ? "multipart/form-data" : undefined} className="card professional-form" aria-label={title}>
      <p>{text}</p>
      <input type="hidden" name="intent" value="delete" />
      <div className="professional-actions">
        <button type="submit" className="button button--danger">
          {t.confirmRemove}
        </button>
        <Link to={back}>{t.cancel}</Link>
      </div>
    </Form>
  );
}

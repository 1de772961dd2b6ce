// A service's request form, rendered from its field list (fields.ts) as one plain POST form: it works the same
// without JavaScript. The action checks it with the schema built from the same list and answers conform's
// reply, read here with replyView: each refusal under its field, naming it, and everything typed kept. The
// one-time token makes a form posted twice file one request (ADR 0011).
import { Form, useNavigation } from "@remix-run/react";
import { PlainField, RequiredMark } from "~/shared/forms/plain-field";
import { replyView, type LastResult, type ReplyView } from "~/shared/forms/reply-view";
import { Finder, type FinderState } from "~/features/search";
import { controlName, isChosen, type ServiceField } from "../fields";
import { formMessages as t } from "../messages/form";

const idOf = (f: ServiceField) => `service-${f.key}`;
/** A field's help; a file field says what it takes when its administrator wrote none. */
const hintOf = (f: ServiceField) => f.help ?? (f.kind === "file" ? t.fileHint : undefined);

/** The control's aria: required, its error, else its hint. */
function aria(f: ServiceField, error: string | undefined) {
  const id = idOf(f);
  return {
    ...(f.required ? { "aria-required": true as const } : {}),
    ...(error
      ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` }
      : hintOf(f)
        ? { "aria-describedby": `${id}-hint` }
        : {}),
  };
}

interface ControlProps {
  f: ServiceField;
  reply: ReplyView | null;
  error: string | undefined;
  initial: string;
  /** A file input's accept (the services' kind's extensions, from the loader: the rules stay on the server). */
  accept: string;
}

function Control({ f, reply, error, initial, accept }: ControlProps) {
  const name = controlName(f.key);
  const id = idOf(f);
  const value = reply ? reply.value(name) : initial;
  const common = { id, name, defaultValue: value, ...aria(f, error) };
  switch (f.kind) {
    case "longtext":
      return <textarea {...common} rows={4} maxLength={f.max} />;
    case "number":
      return <input {...common} type="number" inputMode="decimal" min={f.min} max={f.max} step="any" />;
    case "date":
      return <input {...common} type="date" />;
    case "time":
      return <input {...common} type="time" />;
    case "phone":
      return <input {...common} type="tel" autoComplete="tel" placeholder="+7" />;
    case "file": {
      // A file sent with a post that was refused is kept (stored already): named here, replaced by choosing another.
      const kept = { id: reply?.value(`${name}.id`) ?? "", name: reply?.value(`${name}.name`) ?? "" };
      return (
        <>
          {kept.id ? (
            <>
              <input type="hidden" name={`${name}.id`} value={kept.id} />
              <input type="hidden" name={`${name}.name`} value={kept.name} />
              <p className="service-form__kept">{t.fileKept(kept.name)}</p>
            </>
          ) : null}
          <input id={id} name={name} type="file" accept={accept} {...aria(f, error)} />
        </>
      );
    }
    case "choice":
      return (
        <select {...common}>
          <option value="">{t.chooseOne}</option>
          {f.options?.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      );
    default:
      return <input {...common} type="text" maxLength={f.max} autoComplete="off" />;
  }
}

/** What was typed, by control name, before a no-JS finder's search sent the form back (a list: several). */
type Typed = Readonly<Record<string, string | readonly string[]>>;
const typedList = (v: string | readonly string[] | undefined) => (v === undefined ? [] : typeof v === "string" ? [v] : v);

/** Several choices and a date range are groups of controls: a fieldset with a legend, the error under it. */
function Group({ f, reply, error, typed }: { f: ServiceField; reply: ReplyView | null; error: string | undefined; typed: Typed }) {
  const id = idOf(f);
  const name = controlName(f.key);
  const chosen = reply?.values(name) ?? typedList(typed[name]);
  const end = (which: "from" | "to") => reply?.value(`${name}.${which}`) ?? typedList(typed[`${name}.${which}`])[0] ?? "";
  // A range's ends are named «с» and «по» alone: refused, each says so itself and is read with the refusal.
  const endAria = error ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` } : {};
  return (
    <fieldset
      className={error ? "field field--error service-form__group" : "field service-form__group"}
      {...(error
        ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` }
        : f.help
          ? { "aria-describedby": `${id}-hint` }
          : {})}
    >
      <legend>
        {f.label}
        {f.required ? <RequiredMark /> : null}
      </legend>
      {f.kind === "daterange" ? (
        <div className="service-form__range">
          <label>
            {t.rangeFrom}{" "}
            <input type="date" name={`${name}.from`} defaultValue={end("from")} aria-required={f.required || undefined} {...endAria} />
          </label>
          <label>
            {t.rangeTo}{" "}
            <input type="date" name={`${name}.to`} defaultValue={end("to")} aria-required={f.required || undefined} {...endAria} />
          </label>
        </div>
      ) : (
        f.options?.map((o) => (
          <label key={o} className="service-form__option">
            <input type="checkbox" name={name} value={o} defaultChecked={chosen.includes(o)} /> {o}
          </label>
        ))
      )}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : f.help ? (
        <p className="field__hint" id={`${id}-hint`}>
          {f.help}
        </p>
      ) : null}
    </fieldset>
  );
}

export function ServiceForm({
  fields,
  formToken,
  lastResult,
  defaults = {},
  typed = {},
  fileAccept,
  finders,
}: {
  fields: readonly ServiceField[];
  formToken: string;
  lastResult: LastResult;
  /** What a field starts with before any post, by its key (a business card's phone from the profile). */
  defaults?: Readonly<Record<string, string>>;
  /** What was typed before a no-JS finder's search sent the form back, by control name. */
  typed?: Typed;
  /** What a file field accepts (".pdf,.doc,…"). */
  fileAccept: string;
  /** The finders of its person and department fields, by field key (the server's, for the form without JavaScript). */
  finders: Readonly<Record<string, FinderState>>;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const reply = replyView(lastResult);
  const formError = reply?.formError(fields.map((f) => controlName(f.key)));
  return (
    // A refused post's form is new to React: its fields take the typed values again.
    <Form
      method="post"
      key={reply?.key ?? "new"}
      className="service-form"
      aria-labelledby="service-form-title"
      noValidate
      {...(fields.some((f) => f.kind === "file") ? { encType: "multipart/form-data" as const } : {})}
    >
      <input type="hidden" name="formToken" value={formToken} />
      {formError ? (
        <div className="alert alert--error" role="alert">
          {formError}
        </div>
      ) : null}
      <p className="muted">{t.requiredNote}</p>
      {fields.map((f) => {
        const error = reply?.error(controlName(f.key));
        const finder = isChosen(f) ? finders[f.key] : undefined;
        if (finder) return <Finder key={f.key} state={finder} label={f.label} hint={f.help} error={error} required={f.required} />;
        const typedValue = typed[controlName(f.key)];
        const initial = typeof typedValue === "string" ? typedValue : (defaults[f.key] ?? "");
        return f.kind === "daterange" || f.kind === "multichoice" ? (
          <Group key={f.key} f={f} reply={reply} error={error} typed={typed} />
        ) : (
          <PlainField key={f.key} id={idOf(f)} label={f.label} error={error} hint={hintOf(f)} required={f.required}>
            <Control f={f} reply={reply} error={error} initial={initial} accept={fileAccept} />
          </PlainField>
        );
      })}
      <button type="submit" className="button button--primary" disabled={busy}>
        {t.send}
      </button>
    </Form>
  );
}

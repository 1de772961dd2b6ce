// The settings form's field rows: one fieldset a field (its label, kind, rules, order, «Удалить поле»), then
// blank rows for new ones. Every value comes from the saved form, or after a refusal from what was typed.
import { PlainField } from "~/shared/forms/plain-field";
import type { ReplyView } from "~/shared/forms/reply-view";
import { FIELD_KINDS, type ServiceField } from "../fields";
import { adminMessages as t } from "../messages/admin";

/** Blank rows under the saved fields: new fields, two at a save. */
export const BLANK_ROWS = 2;

function Row({ n, f, reply }: { n: number; f: ServiceField | undefined; reply: ReplyView | null }) {
  const name = (part: string) => `fields.${n}.${part}`;
  const id = (part: string) => `field-${n}-${part}`;
  const value = (part: string, saved: string) => (reply ? reply.value(name(part)) : saved);
  const checked = (part: string, saved: boolean) => (reply ? reply.checked(name(part)) : saved);
  const error = (part: string) => reply?.error(name(part));
  const described = (part: string) => (error(part) ? { "aria-invalid": true as const, "aria-describedby": `${id(part)}-error` } : {});
  return (
    <fieldset className="services-admin__row">
      <legend>{t.fieldLegend(n + 1)}</legend>
      <input type="hidden" name={name("key")} value={value("key", f?.key ?? "")} />
      <div className="services-admin__grid">
        <PlainField id={id("label")} label={t.fieldLabel} error={error("label")}>
          <input id={id("label")} name={name("label")} type="text" defaultValue={value("label", f?.label ?? "")} {...described("label")} />
        </PlainField>
        <PlainField id={id("kind")} label={t.fieldKind} error={error("kind")}>
          <select id={id("kind")} name={name("kind")} defaultValue={value("kind", f?.kind ?? "text")} {...described("kind")}>
            {FIELD_KINDS.map((k) => (
              <option key={k} value={k}>
                {t.kinds[k]}
              </option>
            ))}
          </select>
        </PlainField>
        <PlainField id={id("order")} label={t.fieldOrder}>
          <input id={id("order")} name={name("order")} type="number" defaultValue={value("order", String((n + 1) * 10))} />
        </PlainField>
      </div>
      <PlainField id={id("help")} label={t.fieldHelp} error={error("help")}>
        <input id={id("help")} name={name("help")} type="text" defaultValue={value("help", f?.help ?? "")} {...described("help")} />
      </PlainField>
      <div className="services-admin__grid">
        <PlainField id={id("min")} label={t.fieldMin} error={error("min")}>
          <input
            id={id("min")}
            name={name("min")}
            type="text"
            inputMode="decimal"
            defaultValue={value("min", f?.min?.toString() ?? "")}
            {...described("min")}
          />
        </PlainField>
        <PlainField id={id("max")} label={t.fieldMax} error={error("max")}>
          <input
            id={id("max")}
            name={name("max")}
            type="text"
            inputMode="decimal"
            defaultValue={value("max", f?.max?.toString() ?? "")}
            {...described("max")}
          />
        </PlainField>
      </div>
      <PlainField id={id("options")} label={t.fieldOptions} error={error("options")}>
        <textarea
          id={id("options")}
          name={name("options")}
          rows={3}
          defaultValue={value("options", f?.options?.join("\n") ?? "")}
          {...described("options")}
        />
      </PlainField>
      <div className="services-admin__checks">
        <label>
          <input type="checkbox" name={name("required")} defaultChecked={checked("required", f?.required ?? false)} /> {t.fieldRequired}
        </label>
        <label>
          <input type="checkbox" name={name("notPast")} defaultChecked={checked("notPast", f?.notPast ?? false)} /> {t.fieldNotPast}
        </label>
        {f || reply?.value(name("key")) ? (
          <label>
            <input type="checkbox" name={name("remove")} defaultChecked={checked("remove", false)} /> {t.fieldRemove}
          </label>
        ) : null}
      </div>
    </fieldset>
  );
}

export function FieldRows({ fields, reply }: { fields: readonly ServiceField[]; reply: ReplyView | null }) {
  const rows = Array.from({ length: fields.length + BLANK_ROWS }, (_, n) => n);
  return (
    <>
      {rows.map((n) => (
        <Row key={n} n={n} f={fields[n]} reply={reply} />
      ))}
    </>
  );
}

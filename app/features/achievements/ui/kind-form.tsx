// The form of a kind (new or edited): a plain multipart POST, checked by the action; a refusal comes back with
// what was typed and each message under its field, a chosen picture kept attached.
import { Form } from "@remix-run/react";
import { FormErrors } from "~/shared/forms/fields";
import { describedBy, PlainField } from "~/shared/forms/plain-field";
import type { ReplyView } from "~/shared/forms/reply-view";
import { COMMENT_MAX, DESCRIPTION_MAX, TITLE_MAX } from "../limits";
import { messages as t } from "../messages";

export interface KindFormValues {
  id: number | null;
  title: string;
  description: string;
  rule: string | null;
  ruleThreshold: number | null;
}

const ACCEPT = ".jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp";
const FIELDS = ["title", "description", "imageFileId", "rule", "ruleThreshold"];

export function KindForm({ kind, reply, cancelTo }: { kind: KindFormValues; reply: ReplyView | null; cancelTo?: string }) {
  const key = kind.id === null ? "new" : `edit-${kind.id}`;
  const id = (name: string) => `achievement-${key}-${name}`;
  const value = (name: string, fallback: string) => (reply ? reply.value(name) : fallback);
  const err = (name: string) => reply?.error(name);
  const chosenId = reply?.value("imageFileId") ?? "";
  const chosenName = reply?.value("image.name") ?? "";
  return (
    <Form method="post" encType="multipart/form-data" key={reply?.key ?? key} className="stack">
      <input type="hidden" name="intent" value={kind.id === null ? "create" : "update"} />
      {kind.id === null ? null : <input type="hidden" name="id" value={kind.id} />}
      <FormErrors errors={reply?.formError(FIELDS) ? [reply.formError(FIELDS)!] : undefined} id={id("errors")} />
      <PlainField id={id("title")} label={t.fieldTitle} error={err("title")} required>
        <input
          id={id("title")}
          name="title"
          type="text"
          maxLength={TITLE_MAX}
          required
          defaultValue={value("title", kind.title)}
          {...describedBy(id("title"), err("title"))}
        />
      </PlainField>
      <PlainField id={id("description")} label={t.fieldDescription} error={err("description")} required>
        <textarea
          id={id("description")}
          name="description"
          rows={3}
          maxLength={DESCRIPTION_MAX}
          required
          defaultValue={value("description", kind.description)}
          {...describedBy(id("description"), err("description"))}
        />
      </PlainField>
      <PlainField
        id={id("image")}
        label={kind.id === null ? t.fieldImage : t.fieldImageKeep}
        error={err("imageFileId")}
        hint={chosenId && chosenName ? t.imageChosen(chosenName) : undefined}
        required={kind.id === null}
      >
        <input
          id={id("image")}
          name="image"
          type="file"
          accept={ACCEPT}
          {...describedBy(id("image"), err("imageFileId"), Boolean(chosenId && chosenName))}
        />
      </PlainField>
      {chosenId ? <input type="hidden" name="imageFileId" value={chosenId} /> : null}
      {chosenId && chosenName ? <input type="hidden" name="image.name" value={chosenName} /> : null}
      <PlainField id={id("rule")} label={t.fieldRule} error={err("rule")}>
        <select id={id("rule")} name="rule" defaultValue={value("rule", kind.rule ?? "")} {...describedBy(id("rule"), err("rule"))}>
          <option value="">{t.ruleNone}</option>
          <option value="YEARS">{t.ruleYearsOption}</option>
          <option value="THANKS">{t.ruleThanksOption}</option>
        </select>
      </PlainField>
      <PlainField id={id("threshold")} label={t.fieldThreshold} error={err("ruleThreshold")}>
        <input
          id={id("threshold")}
          name="ruleThreshold"
          type="text"
          inputMode="numeric"
          defaultValue={value("ruleThreshold", kind.ruleThreshold === null ? "" : String(kind.ruleThreshold))}
          {...describedBy(id("threshold"), err("ruleThreshold"))}
        />
      </PlainField>
      <div className="achievement-actions">
        <button type="submit" className="button button--primary">
          {kind.id === null ? t.add : t.save}
        </button>
        {cancelTo ? (
          <a className="button" href={cancelTo}>
            {t.cancel}
          </a>
        ) : null}
      </div>
    </Form>
  );
}

export function GrantForm({ kinds, reply, kindId }: { kinds: { id: number; title: string }[]; reply: ReplyView | null; kindId?: number }) {
  const id = (name: string) => `achievement-grant-${name}`;
  const err = (name: string) => reply?.error(name);
  const fields = ["kindId", "userId", "comment", "awardedOn"];
  return (
    <Form method="post" key={reply?.key ?? "grant"} className="stack">
      <input type="hidden" name="intent" value="grant" />
      <FormErrors errors={reply?.formError(fields) ? [reply.formError(fields)!] : undefined} id={id("errors")} />
      <PlainField id={id("kind")} label={t.fieldKind} error={err("kindId")} required>
        <select
          id={id("kind")}
          name="kindId"
          required
          defaultValue={reply?.value("kindId") ?? String(kindId ?? "")}
          {...describedBy(id("kind"), err("kindId"))}
        >
          {kinds.map((k) => (
            <option key={k.id} value={k.id}>
              {k.title}
            </option>
          ))}
        </select>
      </PlainField>
      <PlainField id={id("person")} label={t.fieldPerson} error={err("userId")} required>
        <input
          id={id("person")}
          name="userId"
          type="text"
          inputMode="numeric"
          required
          defaultValue={reply?.value("userId") ?? ""}
          {...describedBy(id("person"), err("userId"))}
        />
      </PlainField>
      <PlainField id={id("comment")} label={t.fieldComment} error={err("comment")}>
        <textarea
          id={id("comment")}
          name="comment"
          rows={2}
          maxLength={COMMENT_MAX}
          defaultValue={reply?.value("comment") ?? ""}
          {...describedBy(id("comment"), err("comment"))}
        />
      </PlainField>
      <PlainField id={id("day")} label={t.fieldDay} error={err("awardedOn")}>
        <input
          id={id("day")}
          name="awardedOn"
          type="date"
          defaultValue={reply?.value("awardedOn") ?? ""}
          {...describedBy(id("day"), err("awardedOn"))}
        />
      </PlainField>
      <button type="submit" className="button button--primary">
        {t.grant}
      </button>
    </Form>
  );
}

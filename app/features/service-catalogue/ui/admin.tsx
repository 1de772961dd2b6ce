// The editors' forms: plain posts told apart by `intent`, each refused one shown again with its message under
// the field and what was typed (IntentFormReply, matched by its form key).
import { Form } from "@remix-run/react";
import type { IntentFormReply } from "~/platform/remix.server";
import { describedBy, PlainField } from "~/shared/forms/plain-field";
import { Link } from "~/shared/ui/link";
import { CATALOGUE_KINDS } from "../addresses";
import { messages as t } from "../messages";

type Reply = IntentFormReply | undefined;

/** The refusal and typed values of the form `key`, when it is the one refused. */
const replyOf = (reply: Reply, key: string) => (reply?.form === key ? reply : undefined);

function GeneralError({ reply }: { reply: IntentFormReply | undefined }) {
  if (!reply || Object.keys(reply.fieldErrors).some((k) => k !== "id")) return null;
  return (
    <p className="field__error" role="alert">
      {reply.fieldErrors.id ?? reply.formError}
    </p>
  );
}

interface NodeFormProps {
  /** The form's key (intent-id) and heading. */
  formKey: string;
  title: string;
  intent: "create" | "update";
  hidden: Record<string, string | number>;
  initial: { name: string; description: string; details: string; serviceKey: string | null };
  /** The services a leaf may name; null: a category's form (no service). */
  services: readonly { key: string; name: string }[] | null;
  /** A root's form chooses its catalogue. */
  chooseKind?: boolean;
  reply: Reply;
}

export function NodeForm({ formKey, title, intent, hidden, initial, services, chooseKind = false, reply: all }: NodeFormProps) {
  const reply = replyOf(all, formKey);
  const e = reply?.fieldErrors ?? {};
  const v = reply?.values ?? {};
  const id = (field: string) => `${formKey}-${field}`;
  return (
    <section className="card" aria-labelledby={id("title")}>
      <h2 id={id("title")} className="card__title">
        {title}
      </h2>
      <Form method="post" noValidate>
        <input type="hidden" name="intent" value={intent} />
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <GeneralError reply={reply && !e.name && !e.serviceKey && !e.kind && !e.description && !e.details ? reply : undefined} />
        {chooseKind ? (
          <PlainField id={id("kind")} label={t.fieldKind} error={e.kind} required>
            <select id={id("kind")} name="kind" defaultValue={v.kind ?? "IT"} {...describedBy(id("kind"), e.kind)}>
              {CATALOGUE_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t.titles[k]}
                </option>
              ))}
            </select>
          </PlainField>
        ) : null}
        <PlainField id={id("name")} label={t.fieldName} error={e.name} required>
          <input
            id={id("name")}
            name="name"
            type="text"
            aria-required
            defaultValue={v.name ?? initial.name}
            {...describedBy(id("name"), e.name)}
          />
        </PlainField>
        {services ? (
          <PlainField id={id("service")} label={t.fieldService} error={e.serviceKey} required>
            <select
              id={id("service")}
              name="serviceKey"
              aria-required
              defaultValue={v.serviceKey ?? initial.serviceKey ?? ""}
              {...describedBy(id("service"), e.serviceKey)}
            >
              <option value="">{t.chooseService}</option>
              {services.map((s) => (
                <option key={s.key} value={s.key}>
                  {s.name}
                </option>
              ))}
            </select>
          </PlainField>
        ) : null}
        <PlainField id={id("description")} label={t.fieldDescription} error={e.description}>
          <textarea
            id={id("description")}
            name="description"
            rows={2}
            defaultValue={v.description ?? initial.description}
            {...describedBy(id("description"), e.description)}
          />
        </PlainField>
        {services ? (
          <PlainField id={id("details")} label={t.fieldDetails} error={e.details}>
            <input
              id={id("details")}
              name="details"
              type="text"
              defaultValue={v.details ?? initial.details}
              {...describedBy(id("details"), e.details)}
            />
          </PlainField>
        ) : null}
        <button type="submit" className="button button--primary">
          {intent === "create" ? title : t.save}
        </button>
      </Form>
    </section>
  );
}

interface Row {
  id: number;
  name: string;
  isLeaf: boolean;
  archived: boolean;
}

/** Children (or roots) with their editors' pages and the up/down forms that work without JavaScript. */
export function NodeRows({ rows, reply }: { rows: readonly Row[]; reply: Reply }) {
  return (
    <ul className="catalogue-admin__rows">
      {rows.map((r, i) => {
        const refused = replyOf(reply, `up-${r.id}`) ?? replyOf(reply, `down-${r.id}`);
        return (
          <li key={r.id} id={`node-${r.id}`} className="catalogue-admin__row">
            <Link to={`/service-catalogue/${r.id}`}>
              {r.name}
              {r.isLeaf ? <span className="catalogue__mark">{t.leafMark}</span> : null}
              {r.archived ? <span className="catalogue__mark">{t.archivedMark}</span> : null}
            </Link>
            <span className="catalogue-admin__arrows">
              {(["up", "down"] as const).map((direction) => (
                <Form key={direction} method="post">
                  <input type="hidden" name="intent" value={direction} />
                  <input type="hidden" name="id" value={r.id} />
                  <button
                    type="submit"
                    className="button"
                    disabled={direction === "up" ? i === 0 : i === rows.length - 1}
                    aria-label={direction === "up" ? t.upOf(r.name) : t.downOf(r.name)}
                  >
                    {direction === "up" ? "↑" : "↓"}
                  </button>
                </Form>
              ))}
            </span>
            {refused ? (
              <p className="field__error" role="alert">
                {refused.formError}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

export function MoveForm({ id, targets, reply: all }: { id: number; targets: readonly { id: number; label: string }[]; reply: Reply }) {
  const reply = replyOf(all, `move-${id}`);
  const error = reply?.fieldErrors.parentId ?? reply?.formError;
  return (
    <section className="card" aria-labelledby="catalogue-move">
      <h2 id="catalogue-move" className="card__title">
        {t.move}
      </h2>
      <Form method="post" noValidate>
        <input type="hidden" name="intent" value="move" />
        <input type="hidden" name="id" value={id} />
        <PlainField id="catalogue-move-target" label={t.moveTarget} error={error} required>
          <select
            id="catalogue-move-target"
            name="parentId"
            aria-required
            defaultValue={reply?.values.parentId ?? ""}
            {...describedBy("catalogue-move-target", error)}
          >
            <option value="">{t.chooseTarget}</option>
            {targets.map((target) => (
              <option key={target.id} value={target.id}>
                {target.label}
              </option>
            ))}
          </select>
        </PlainField>
        <button type="submit" className="button">
          {t.move}
        </button>
      </Form>
    </section>
  );
}

export function DeleteForm({ id, reply: all }: { id: number; reply: Reply }) {
  const reply = replyOf(all, `delete-${id}`);
  return (
    <section className="card" aria-labelledby="catalogue-delete">
      <h2 id="catalogue-delete" className="card__title">
        {t.remove}
      </h2>
      <p className="muted">{t.removeHint}</p>
      <Form method="post">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={id} />
        {reply ? (
          <p className="field__error" role="alert">
            {reply.fieldErrors.id ?? reply.formError}
          </p>
        ) : null}
        <button type="submit" className="button button--danger">
          {t.remove}
        </button>
      </Form>
    </section>
  );
}

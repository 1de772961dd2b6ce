// A service's settings (/services/{key}/admin) as one plain POST form, the same without JavaScript: the card
// (name, description, icon, section, archive), who may ask, the form's fields (field-rows.tsx) and the route
// (approval steps, then the handlers, each with a due time). Refused, every message stands by its control and
// everything typed is kept (conform's reply, read with replyView).
import { Form, useNavigation } from "@remix-run/react";
import { describedBy, PlainField } from "~/shared/forms/plain-field";
import { CategoryField } from "./category-field";
import { replyView, type LastResult, type ReplyView } from "~/shared/forms/reply-view";
import { adminMessages as t } from "../messages/admin";
import { ROUTE_ROLES } from "../policy";
import type { RouteStop } from "../route";
import type { ServiceSettings } from "../server/admin.server";
import { FieldRows } from "./field-rows";
import { SERVICE_ICONS } from "./service-icons";

/** Approval rows on the form (the schema's APPROVALS_MAX). */
const APPROVAL_ROWS = 3;

const whoValue = (stop: RouteStop | undefined) => {
  const who = stop?.who[0];
  return who?.kind === "manager" || who?.kind === "secretary" ? who.kind : who?.kind === "role" ? `role:${who.role}` : "";
};

function RoleBoxes({ name, saved, reply }: { name: string; saved: readonly string[]; reply: ReplyView | null }) {
  const chosen = reply ? reply.values(name) : saved;
  return ROUTE_ROLES.map((role) => (
    <label key={role} className="services-admin__check">
      <input type="checkbox" name={name} value={role} defaultChecked={chosen.includes(role)} /> {t.roles[role] ?? role}
    </label>
  ));
}

export function SettingsForm({
  settings: s,
  categories,
  departments,
  lastResult,
}: {
  settings: ServiceSettings;
  categories: readonly { id: number; name: string }[];
  /** The company's departments in tree order, indented (an audience names some). */
  departments: readonly { id: number; label: string }[];
  lastResult: LastResult;
}) {
  const busy = useNavigation().state === "submitting";
  const reply = replyView(lastResult);
  const value = (name: string, saved: string) => (reply ? reply.value(name) : saved);
  const error = (name: string) => reply?.error(name);
  const described = (id: string, name: string) => describedBy(id, error(name));
  const formError = reply?.formError(["name", "description", "icon", "categoryId"]);
  const handlerRoles = s.route.handlers.who.flatMap((w) => (w.kind === "role" ? [w.role] : []));
  return (
    <Form method="post" key={reply?.key ?? "saved"} className="services-admin" noValidate>
      {/* After a refusal, the version the form was opened with: a stale form stays refused until it is reopened. */}
      <input type="hidden" name="version" value={reply ? reply.value("version") : s.version} />
      {formError ? (
        <div className="alert alert--error" role="alert">
          {formError}
        </div>
      ) : null}
      <section className="card" aria-labelledby="settings-card">
        <h2 id="settings-card" className="card__title">
          {t.card}
        </h2>
        <PlainField id="settings-name" label={t.name} error={error("name")} required>
          <input
            id="settings-name"
            name="name"
            type="text"
            defaultValue={value("name", s.name)}
            aria-required
            {...described("settings-name", "name")}
          />
        </PlainField>
        <PlainField id="settings-description" label={t.description} error={error("description")} required>
          <textarea
            id="settings-description"
            name="description"
            rows={2}
            defaultValue={value("description", s.description)}
            aria-required
            {...described("settings-description", "description")}
          />
        </PlainField>
        <div className="services-admin__grid">
          <PlainField id="settings-icon" label={t.icon} error={error("icon")}>
            <select id="settings-icon" name="icon" defaultValue={value("icon", s.icon)} {...described("settings-icon", "icon")}>
              {Object.keys(SERVICE_ICONS).map((icon) => (
                <option key={icon} value={icon}>
                  {t.icons[icon] ?? icon}
                </option>
              ))}
            </select>
          </PlainField>
          <CategoryField
            id="settings-category"
            categories={categories}
            value={value("categoryId", String(s.categoryId))}
            error={error("categoryId")}
          />
        </div>
        <label className="services-admin__check">
          <input type="checkbox" name="archived" defaultChecked={reply ? reply.checked("archived") : s.archived} /> {t.archivedBox}
        </label>
        <fieldset className="services-admin__group">
          <legend>{t.audience}</legend>
          <RoleBoxes name="audience" saved={s.audience.roles} reply={reply} />
          <PlainField
            id="settings-audience-departments"
            label={t.audienceDepartments}
            error={error("audienceDepartments")}
            hint={t.audienceDepartmentsHint}
          >
            <select
              id="settings-audience-departments"
              name="audienceDepartments"
              multiple
              size={6}
              defaultValue={reply ? reply.values("audienceDepartments") : (s.audience.departments ?? []).map(String)}
              {...describedBy("settings-audience-departments", error("audienceDepartments"), true)}
            >
              {departments.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.label}
                </option>
              ))}
            </select>
          </PlainField>
          <PlainField
            id="settings-audience-positions"
            label={t.audiencePositions}
            error={error("audiencePositions")}
            hint={t.audiencePositionsHint}
          >
            <textarea
              id="settings-audience-positions"
              name="audiencePositions"
              rows={3}
              defaultValue={value("audiencePositions", (s.audience.positions ?? []).join("\n"))}
              {...describedBy("settings-audience-positions", error("audiencePositions"), true)}
            />
          </PlainField>
          <p className="field__hint">{t.audienceHint}</p>
        </fieldset>
      </section>
      <section className="card" aria-labelledby="settings-form">
        <h2 id="settings-form" className="card__title">
          {t.form}
        </h2>
        {s.held ? <p className="alert alert--info">{t.held(s.versionNumber)}</p> : null}
        <p className="muted">{t.formHint}</p>
        <FieldRows fields={s.fields} reply={reply} />
      </section>
      <section className="card" aria-labelledby="settings-route">
        <h2 id="settings-route" className="card__title">
          {t.route}
        </h2>
        {Array.from({ length: APPROVAL_ROWS }, (_, n) => {
          const stop = s.route.approvals[n];
          const id = `approval-${n}`;
          return (
            <fieldset key={n} className="services-admin__group services-admin__grid">
              <legend>{t.approval(n + 1)}</legend>
              <PlainField id={`${id}-who`} label={t.approvalWho} error={error(`approvals.${n}.who`)}>
                <select id={`${id}-who`} name={`approvals.${n}.who`} defaultValue={value(`approvals.${n}.who`, whoValue(stop))}>
                  <option value="">{t.approvalNone}</option>
                  <option value="manager">{t.manager}</option>
                  <option value="secretary">{t.secretary}</option>
                  {ROUTE_ROLES.map((role) => (
                    <option key={role} value={`role:${role}`}>
                      {t.byRole(t.roles[role] ?? role)}
                    </option>
                  ))}
                </select>
              </PlainField>
              <PlainField id={`${id}-due`} label={t.dueHours} error={error(`approvals.${n}.dueHours`)}>
                <input
                  id={`${id}-due`}
                  name={`approvals.${n}.dueHours`}
                  type="number"
                  min={1}
                  defaultValue={value(`approvals.${n}.dueHours`, stop?.dueHours?.toString() ?? "")}
                />
              </PlainField>
            </fieldset>
          );
        })}
        <fieldset className="services-admin__group">
          <legend>{t.handlers}</legend>
          <RoleBoxes name="handlers.roles" saved={handlerRoles} reply={reply} />
          <label className="services-admin__check">
            <input
              type="checkbox"
              name="handlers.secretary"
              defaultChecked={reply ? reply.checked("handlers.secretary") : s.route.handlers.who.some((w) => w.kind === "secretary")}
            />{" "}
            {t.secretaryHandlers}
          </label>
          <p className="field__hint">{t.handlersHint}</p>
          <PlainField id="handlers-due" label={t.dueHours} error={error("handlers.dueHours")}>
            <input
              id="handlers-due"
              name="handlers.dueHours"
              type="number"
              min={1}
              defaultValue={value("handlers.dueHours", s.route.handlers.dueHours?.toString() ?? "")}
            />
          </PlainField>
        </fieldset>
      </section>
      <button type="submit" className="button button--primary" disabled={busy}>
        {t.save}
      </button>
    </Form>
  );
}

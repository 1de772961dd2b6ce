// /admin/logi: the audit log, newest first, filtered by who, what (the entity and its number), the action and
// the period, 50 a page (keyset), exported to CSV with the same filters; and, for administrators, how long
// entries are kept. For the holders of ROLE_GET_LOG and administrators; everyone else gets 403.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { FormErrors } from "~/shared/forms/fields";
import { describedBy, PlainField } from "~/shared/forms/plain-field";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Finder, finderStyles } from "~/features/search";
import { replyView } from "~/shared/forms/reply-view";
import { pageTitle } from "~/shared/ui/meta";
import { StackTable } from "~/shared/ui/stack-table";
import styles from "~/features/logs/ui/logs.css";
import { actionNames, entityNames, logs as t } from "../messages";
import { auditPageAction, auditPageLoader } from "../server/pages.server";
import { CodeSelect, Fields, formErrorOf, momentOf, nameOf, Pager, PeriodFields } from "../ui/log-parts";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: finderStyles },
  { rel: "stylesheet", href: styles },
];
export const meta: MetaFunction = () => pageTitle(t.auditTitle);
export const handle = { title: t.auditTitle, backTo: "/admin" };

export const loader = auditPageLoader;
export const action = auditPageAction;

type Entry = Awaited<ReturnType<typeof loader>>["entries"][number];
const ENTITIES = Object.keys(entityNames);
const ACTIONS = Object.keys(actionNames);

export default function AuditLogPage() {
  const page = useLoaderData<typeof loader>();
  const reply = replyView(useActionData<typeof action>()?.result);
  const daysError = reply?.error("days") ?? reply?.formError(["days"]);
  return (
    <>
      <h1 className="page-title">{t.auditTitle}</h1>
      <p className="muted">{t.retention(page.retentionDays)}</p>
      <Form method="get" className="card log-filters">
        <h2>{t.filters}</h2>
        <Finder state={page.finder} label={t.person} hint={t.personHint} />
        <CodeSelect name="entity" label={t.entity} codes={ENTITIES} value={page.values.entity} />
        <div className="field">
          <label htmlFor="log-entityId">{t.entityId}</label>
          <input id="log-entityId" name="entityId" defaultValue={page.values.entityId ?? ""} maxLength={64} />
        </div>
        <CodeSelect name="action" label={t.action} codes={ACTIONS} value={page.values.action} />
        <PeriodFields values={page.values} errors={page.errors} />
        <FormErrors
          id="log-error"
          errors={formErrorOf(page.errors[""] ?? page.errors.actorId ?? page.errors.entity ?? page.errors.action)}
        />
        <button type="submit" className="button button--primary">
          {t.apply}
        </button>
      </Form>
      {page.entries.length === 0 ? (
        <p className="muted">{t.empty}</p>
      ) : (
        <StackTable<Entry>
          className="log-table"
          caption={t.auditTitle}
          rows={page.entries}
          keyOf={(e) => e.id}
          columns={[
            { label: t.at, rowHeader: true, cell: (e) => momentOf(e.at) },
            { label: t.who, cell: (e) => e.actorName ?? t.system },
            { label: t.action, cell: (e) => nameOf(e.action) },
            { label: t.what, cell: (e) => `${nameOf(e.entity)} ${e.entityId}` },
            { label: t.before, cell: (e) => <Fields json={e.before} /> },
            { label: t.after, cell: (e) => <Fields json={e.after} /> },
          ]}
        />
      )}
      <Pager more={page.more} exportHref={`/admin/logi/export?${page.exportQuery}`} />
      {page.mayChangeRetention ? (
        <Form method="post" className="card" key={reply?.key ?? "retention"}>
          <PlainField id="log-days" label={t.retentionLabel} error={daysError}>
            <input
              id="log-days"
              name="days"
              type="number"
              min={30}
              max={3650}
              required
              defaultValue={reply?.value("days") || page.retentionDays}
              {...describedBy("log-days", daysError)}
            />
          </PlainField>
          <button type="submit" className="button">
            {t.retentionSave}
          </button>
        </Form>
      ) : null}
    </>
  );
}

// /admin/ts-logs: the technical events (failed sign-in bursts, rate-limit refusals, push and video failures,
// search rebuilds), newest first, filtered by kind, person and period, 50 a page, exported to CSV. For the
// holders of ROLE_GET_LOG and administrators.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { FormErrors } from "~/shared/forms/fields";
import { Form, useLoaderData } from "@remix-run/react";
import { Finder, finderStyles } from "~/features/search";
import { pageTitle } from "~/shared/ui/meta";
import { StackTable } from "~/shared/ui/stack-table";
import styles from "~/features/logs/ui/logs.css";
import { logs as t, techKindNames } from "../messages";
import { techPageLoader } from "../server/pages.server";
import { CodeSelect, Fields, formErrorOf, momentOf, nameOf, Pager, PeriodFields } from "../ui/log-parts";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: finderStyles },
  { rel: "stylesheet", href: styles },
];
export const meta: MetaFunction = () => pageTitle(t.techTitle);
export const handle = { title: t.techTitle, backTo: "/admin" };

export const loader = techPageLoader;

type Entry = Awaited<ReturnType<typeof loader>>["entries"][number];
const KINDS = Object.keys(techKindNames);

export default function TechEventsPage() {
  const page = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="page-title">{t.techTitle}</h1>
      <Form method="get" className="card log-filters">
        <h2>{t.filters}</h2>
        <CodeSelect name="kind" label={t.kind} codes={KINDS} value={page.values.kind} />
        <Finder state={page.finder} label={t.person} hint={t.personHint} />
        <PeriodFields values={page.values} errors={page.errors} />
        <FormErrors id="log-error" errors={formErrorOf(page.errors[""] ?? page.errors.kind ?? page.errors.userId)} />
        <button type="submit" className="button button--primary">
          {t.apply}
        </button>
      </Form>
      {page.entries.length === 0 ? (
        <p className="muted">{t.empty}</p>
      ) : (
        <StackTable<Entry>
          className="log-table"
          caption={t.techTitle}
          rows={page.entries}
          keyOf={(e) => e.id}
          columns={[
            { label: t.at, rowHeader: true, cell: (e) => momentOf(e.at) },
            { label: t.kind, cell: (e) => nameOf(e.kind) },
            { label: t.who, cell: (e) => e.userName ?? "—" },
            { label: t.details, cell: (e) => <Fields json={e.details} /> },
          ]}
        />
      )}
      <Pager more={page.more} exportHref={`/admin/ts-logs/export?${page.exportQuery}`} />
    </>
  );
}

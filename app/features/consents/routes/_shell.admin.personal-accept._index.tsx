// /admin/personal-accept (issue #32 point 4): the consents to personal-data processing, newest first, filtered by
// period, department (with its sub-departments) and name, 50 a page (keyset), exported to CSV with the same
// filters; or, with «Не приняли текущую версию», the people who have not accepted the current text. Below, the
// current text and, for administrators, the form that publishes a new version. For the holders of
// ROLE_GET_PERSONAL_DATA_ACCEPT and administrators; everyone else gets 403. Every form works without JavaScript.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { replyView } from "~/shared/forms/reply-view";
import { Link } from "~/shared/ui/link";
import { pageTitle } from "~/shared/ui/meta";
import { StackTable } from "~/shared/ui/stack-table";
import styles from "../ui/consents.css";
import { consents as t } from "../messages";
import { BODY_MAX } from "../constants";
import { listPageAction, listPageLoader } from "../server/pages.server";
import { describedBy, PlainField } from "~/shared/forms/plain-field";
import { ConsentFilters } from "../ui/filters";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => pageTitle(t.title);
export const handle = { title: t.title, backTo: "/admin" };

export const loader = listPageLoader;
export const action = listPageAction;

type PageData = Awaited<ReturnType<typeof loader>>;

export default function ConsentsPage() {
  const page = useLoaderData<typeof loader>();
  const reply = replyView(useActionData<typeof action>()?.result);
  const bodyError = reply?.error("body") ?? reply?.formError(["body"]);
  return (
    <>
      <h1 className="page-title">{t.title}</h1>
      <p className="muted">{t.lead}</p>
      <ConsentFilters values={page.values} errors={page.errors} departments={page.departments} />
      {page.pending ? <PendingTable people={page.pendingPeople} /> : <ConsentTable rows={page.consents} />}
      <p className="consents-pager">
        {page.more ? <Link to={page.more}>{t.more}</Link> : null}{" "}
        <Link to={page.exportHref} reloadDocument download>
          {t.export}
        </Link>
      </p>

      <section className="card consents-text" id="text" aria-labelledby="consents-text-title">
        <h2 id="consents-text-title">{t.textTitle}</h2>
        <p className="muted">{t.currentVersion(page.text.version, page.text.at)}</p>
        {page.text.paragraphs.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
        {page.mayPublish ? (
          <Form method="post" key={reply?.key ?? "publish"} className="consents-publish">
            <h3>{t.publishTitle}</h3>
            <PlainField id="consents-body" label={t.body} error={bodyError} hint={t.publishHint}>
              <textarea
                id="consents-body"
                name="body"
                rows={10}
                maxLength={BODY_MAX}
                required
                defaultValue={reply?.value("body") ?? ""}
                {...describedBy("consents-body", bodyError, true)}
              />
            </PlainField>
            <button type="submit" name="intent" value="publish" className="button button--primary">
              {t.publish}
            </button>
          </Form>
        ) : null}
      </section>
    </>
  );
}

function ConsentTable({ rows }: { rows: PageData["consents"] }) {
  if (rows.length === 0) return <p className="muted">{t.none}</p>;
  return (
    <StackTable<PageData["consents"][number]>
      caption={t.list}
      className="consents-table"
      rows={rows}
      keyOf={(c) => c.id}
      columns={[
        { label: t.person, rowHeader: true, cell: (c) => <Link to={`/admin/personal-accept/${c.userId}`}>{c.name}</Link> },
        { label: t.department, cell: (c) => c.department ?? "—" },
        { label: t.version, number: true, cell: (c) => c.version },
        { label: t.at, cell: (c) => c.at },
        { label: t.address, cell: (c) => c.ip },
        { label: t.how, cell: (c) => c.how },
      ]}
    />
  );
}

function PendingTable({ people }: { people: PageData["pendingPeople"] }) {
  if (people.length === 0) return <p className="muted">{t.nobodyPending}</p>;
  return (
    <StackTable<PageData["pendingPeople"][number]>
      caption={t.pendingList}
      className="consents-table"
      rows={people}
      keyOf={(p) => p.id}
      columns={[
        { label: t.person, rowHeader: true, cell: (p) => <Link to={`/admin/personal-accept/${p.id}`}>{p.name}</Link> },
        { label: t.department, cell: (p) => p.department ?? "—" },
        { label: t.lastVersion, cell: (p) => p.lastVersion },
      ]}
    />
  );
}

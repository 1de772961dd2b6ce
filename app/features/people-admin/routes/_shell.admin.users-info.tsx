// /admin/users-info (issue #32 point 5): the people, filtered by name, department and state, 50 a page, each
// with her state, password, last sign-in, devices with push and roles; the administrator blocks or unblocks
// one with a reason (the form opens on this page, ?person=<id>) and ends a person's sessions. Every form is a
// plain POST that works without JavaScript; a refusal keeps the reason typed.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Fragment } from "react";
import { describedBy, PlainField } from "~/shared/forms/plain-field";
import { replyView } from "~/shared/forms/reply-view";
import { Link } from "~/shared/ui/link";
import { pageTitle } from "~/shared/ui/meta";
import { StackTable } from "~/shared/ui/stack-table";
import { peopleAdmin as t } from "../messages";
import { PEOPLE_STATES, REASON_MAX } from "../constants";
import { peoplePageAction, peoplePageLoader } from "../server/page.server";
import styles from "../ui/people-admin.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => pageTitle(t.title);
export const handle = { title: t.title, backTo: "/admin" };

export const loader = peoplePageLoader;
export const action = peoplePageAction;

type PageData = Awaited<ReturnType<typeof loader>>;
type Row = PageData["rows"][number];

export default function PeoplePage() {
  const { filter, departments, rows, more, chosen, list } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const reply = replyView(answer?.result);
  const formError = reply?.formError(["reason"]);
  return (
    <>
      <h1 className="page-title">{t.title}</h1>
      <p className="muted">{t.lead}</p>
      {formError ? (
        <div className="alert alert--error" role="alert">
          {formError}
        </div>
      ) : null}
      {chosen ? <StateForm person={chosen} cancel={list} reply={answer?.intent === "end-sessions" ? null : reply} /> : null}

      <Form method="get" className="card people-filters" aria-label={t.filters}>
        <div className="field">
          <label htmlFor="people-query">{t.query}</label>
          <input id="people-query" type="search" name="query" defaultValue={filter.query} aria-describedby="people-query-hint" />
          <p className="field__hint" id="people-query-hint">
            {t.queryHint}
          </p>
        </div>
        <div className="field">
          <label htmlFor="people-department">{t.department}</label>
          <select id="people-department" name="departmentId" defaultValue={filter.departmentId ?? ""}>
            <option value="">{t.allDepartments}</option>
            {departments.map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="people-state">{t.state}</label>
          <select id="people-state" name="state" defaultValue={filter.state}>
            {PEOPLE_STATES.map((state) => (
              <option key={state} value={state}>
                {t.states[state]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <button type="submit" className="button button--primary">
            {t.show}
          </button>
        </div>
      </Form>

      {rows.length === 0 ? (
        <p className="muted">{t.nobody}</p>
      ) : (
        <div className="people-table-box">
          <StackTable<Row>
            caption={t.people}
            className="people-table"
            rows={rows}
            keyOf={(p) => p.id}
            columns={[
              { label: t.person, rowHeader: true, cell: (p) => <Link to={`/user/${p.id}`}>{p.name}</Link> },
              { label: t.department, cell: (p) => p.department ?? "—" },
              {
                label: t.stateColumn,
                cell: (p) => (
                  <>
                    {p.blocked ? <strong>{t.blocked}</strong> : t.active}
                    <br />
                    <span className="muted">{p.passwordSet ? t.passwordSet : t.passwordNotSet}</span>
                  </>
                ),
              },
              { label: t.lastSignIn, cell: (p) => p.lastSignIn ?? t.never },
              { label: t.pushDevices, number: true, cell: (p) => p.pushDevices },
              { label: t.roles, cell: (p) => (p.roles.length > 0 ? <Roles roles={p.roles} /> : t.noRoles) },
              { label: t.actions, cell: (p) => <RowActions person={p} list={list} /> },
            ]}
          />
        </div>
      )}
      {more ? (
        <p>
          <Link to={more}>{t.more}</Link>
        </p>
      ) : null}
    </>
  );
}

/** Role names, each breakable after its underscores only: a narrow column wraps them by their words. */
function Roles({ roles }: { roles: readonly string[] }) {
  return roles.map((role, i) => (
    <Fragment key={role}>
      {i > 0 ? ", " : null}
      {role.split("_").map((part, j) => (
        <Fragment key={j}>
          {j > 0 ? "_" : null}
          {j > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </Fragment>
  ));
}

/** A row's changes: its block or unblock form's link, and «Завершить сеансы» (not on one's own row). */
function RowActions({ person, list }: { person: Row; list: string }) {
  if (person.isMe) return <span className="muted">{t.itIsYou}</span>;
  return (
    <div className="people-actions">
      <Link to={person.formHref} aria-label={person.blocked ? t.unblockLabel(person.name) : t.blockLabel(person.name)}>
        {person.blocked ? t.unblock : t.block}
      </Link>
      <Form method="post" action={list} replace>
        <input type="hidden" name="intent" value="end-sessions" />
        <input type="hidden" name="userId" value={person.id} />
        <button type="submit" className="button" aria-label={t.endSessionsLabel(person.name)}>
          {t.endSessions}
        </button>
      </Form>
    </div>
  );
}

/** The open block or unblock form of one person: its reason is required and kept when refused. */
function StateForm({ person, cancel, reply }: { person: Row; cancel: string; reply: ReturnType<typeof replyView> }) {
  const blocking = !person.blocked;
  const error = reply?.error("reason");
  return (
    <section className="card" aria-labelledby="people-state-title">
      <h2 id="people-state-title">{blocking ? t.blockTitle(person.name) : t.unblockTitle(person.name)}</h2>
      <p className="muted">{blocking ? t.blockLead : t.unblockLead}</p>
      <Form method="post" className="people-reason-form" key={reply?.key ?? person.id}>
        <input type="hidden" name="intent" value={blocking ? "block" : "unblock"} />
        <input type="hidden" name="userId" value={person.id} />
        <PlainField id="people-reason" label={t.reason} error={error} hint={t.reasonHint} required>
          <textarea
            id="people-reason"
            name="reason"
            rows={3}
            maxLength={REASON_MAX}
            aria-required
            defaultValue={reply?.value("reason") ?? ""}
            {...describedBy("people-reason", error, true)}
          />
        </PlainField>
        <div className="form-buttons">
          <button type="submit" className={blocking ? "button button--danger" : "button button--primary"}>
            {blocking ? t.block : t.unblock}
          </button>
          <Link to={cancel} className="button">
            {t.cancel}
          </Link>
        </div>
      </Form>
    </section>
  );
}

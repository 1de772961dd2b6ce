// /admin/secretary-to-department (issue #32 point 3): who is secretary of which department, filtered by the
// department's name and the person's, 50 a page; the form that assigns one, the person and the department chosen
// with the portal's finder; «Снять» on each row. Every form is a plain POST (the filter a GET) that works without
// JavaScript; a refusal keeps what was chosen.
import { FormErrors } from "~/shared/forms/fields";
import { describedBy, PlainField } from "~/shared/forms/plain-field";
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Finder, finderStyles } from "~/features/search";
import { replyView } from "~/shared/forms/reply-view";
import { Link } from "~/shared/ui/link";
import { pageTitle } from "~/shared/ui/meta";
import { StackTable } from "~/shared/ui/stack-table";
import { secretariesPage as t } from "~/features/contacts/messages/secretaries";
import { secretariesPageAction, secretariesPageLoader } from "~/features/contacts/server/secretaries-page.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: finderStyles }];
export const meta: MetaFunction = () => pageTitle(t.title);
export const handle = { title: t.title, backTo: "/admin" };

export const loader = secretariesPageLoader;
export const action = secretariesPageAction;

type Row = Awaited<ReturnType<typeof loader>>["rows"][number];

export default function SecretariesPage() {
  const { filter, rows, more, list, who, where } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const reply = replyView(answer?.result);
  const addReply = answer?.intent === "add" ? reply : null;
  const formError = reply?.formError(answer?.intent === "add" ? ["userId", "departmentId"] : []);
  return (
    <>
      <h1 className="page-title">{t.title}</h1>
      <p className="muted">{t.lead}</p>
      <FormErrors id="secretaries-error" errors={formError ? [formError] : undefined} />

      <h2>{t.addTitle}</h2>
      <Form method="post" action={list} className="card" key={addReply?.key ?? "add"}>
        <input type="hidden" name="intent" value="add" />
        <Finder
          state={answer && "who" in answer && answer.who ? answer.who : who}
          label={t.who}
          hint={t.whoHint}
          error={addReply?.error("userId")}
          required
        />
        <Finder
          state={answer && "where" in answer && answer.where ? answer.where : where}
          label={t.where}
          hint={t.whereHint}
          error={addReply?.error("departmentId")}
          required
        />
        <button type="submit" className="button button--primary">
          {t.add}
        </button>
      </Form>

      <h2>{t.list}</h2>
      <Form method="get" className="card" aria-label={t.filters}>
        {(
          [
            ["department", t.department, t.departmentHint],
            ["person", t.person, t.personHint],
          ] as const
        ).map(([name, label, hint]) => (
          <PlainField key={name} id={`secretaries-${name}`} label={label} hint={hint}>
            <input
              id={`secretaries-${name}`}
              type="search"
              name={name}
              defaultValue={filter[name]}
              {...describedBy(`secretaries-${name}`, undefined, true)}
            />
          </PlainField>
        ))}
        <button type="submit" className="button">
          {t.show}
        </button>
      </Form>

      {rows.length === 0 ? (
        <p className="muted">{t.nobody}</p>
      ) : (
        <StackTable<Row>
          caption={t.list}
          rows={rows}
          keyOf={(r) => r.key}
          columns={[
            { label: t.department, rowHeader: true, cell: (r) => r.department },
            {
              label: t.person,
              cell: (r) => (
                <>
                  <Link to={`/user/${r.userId}`}>{r.person}</Link>
                  {r.blocked ? <span className="muted"> ({t.blocked})</span> : null}
                </>
              ),
            },
            { label: t.since, cell: (r) => r.since },
            { label: t.by, cell: (r) => (r.by ? <Link to={`/user/${r.by.id}`}>{r.by.name}</Link> : "—") },
            {
              label: t.remove,
              cell: (r) => (
                <Form method="post" action={list} replace>
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="departmentId" value={r.departmentId} />
                  <input type="hidden" name="userId" value={r.userId} />
                  <button type="submit" className="button" aria-label={t.removeLabel(r.person, r.department)}>
                    {t.remove}
                  </button>
                </Form>
              ),
            },
          ]}
        />
      )}
      {more ? (
        <p>
          <Link to={more}>{t.more}</Link>
        </p>
      ) : null}
    </>
  );
}

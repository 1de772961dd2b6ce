// /admin/rights/{type}: one role group. What it bundles; to whom it is granted, each grant with «Отозвать»;
// the form that grants it to a person, a department (with its sub-departments or not) or a position, chosen
// with the portal's finder; and who holds it, through which grant, a page of 50 at a time. Every form works
// without JavaScript; a refusal keeps what was chosen and shows the group as it is now.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Finder, finderStyles } from "~/features/search";
import { replyView } from "~/shared/forms/reply-view";
import { formatDate } from "~/shared/dates";
import { Link } from "~/shared/ui/link";
import { pageTitle } from "~/shared/ui/meta";
import { StackTable } from "~/shared/ui/stack-table";
import { rights as t } from "../messages";
import { groupPageAction, groupPageLoader } from "../server/group-page.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: finderStyles }];
export const meta: MetaFunction<typeof loader> = ({ data }) => pageTitle(data?.group.title ?? t.title);
export const handle = { title: t.title, backTo: "/admin/rights" };

export const loader = groupPageLoader;
export const action = groupPageAction;

type PageData = Awaited<ReturnType<typeof loader>>;
type Grant = PageData["group"]["grants"][number];
type Holder = PageData["holders"]["people"][number];

export default function RoleGroupPage() {
  const { group, holders, finder, withSubdepartments } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const reply = replyView(answer?.result);
  const grantReply = answer?.intent === "grant" ? reply : null;
  const formError = reply?.formError(answer?.intent === "grant" ? ["who"] : []);
  const labelOf = new Map(group.grants.map((g) => [g.id, g.label]));
  return (
    <>
      <h1 className="page-title">{group.title}</h1>
      <p className="muted">{group.hint}</p>
      <p>
        {t.roles}:{" "}
        {group.roles.map((role) => (
          <code key={role}>{role} </code>
        ))}
      </p>
      {formError ? (
        <div className="alert alert--error" role="alert">
          {formError}
        </div>
      ) : null}

      <h2>{t.grants}</h2>
      {group.grants.length === 0 ? (
        <p className="muted">{t.noGrants}</p>
      ) : (
        <StackTable<Grant>
          caption={t.grants}
          rows={group.grants}
          keyOf={(g) => g.id}
          columns={[
            { label: t.subject, rowHeader: true, cell: (g) => g.label },
            { label: t.kind, cell: (g) => g.hint },
            { label: t.grantedAt, cell: (g) => formatDate(g.grantedAt) },
            { label: t.grantedBy, cell: (g) => g.grantedBy ?? "—" },
            ...(group.canChange
              ? [
                  {
                    label: t.revoke,
                    cell: (g: Grant) => (
                      <Form method="post" replace>
                        <input type="hidden" name="intent" value="revoke" />
                        <input type="hidden" name="grantId" value={g.id} />
                        <input type="hidden" name="version" value={group.version} />
                        <button type="submit" className="button" aria-label={t.revokeLabel(g.label)}>
                          {t.revoke}
                        </button>
                      </Form>
                    ),
                  },
                ]
              : []),
          ]}
        />
      )}

      <h2>{t.grantTitle}</h2>
      {group.canChange ? (
        <Form method="post" className="card" key={grantReply?.key ?? "grant"}>
          <input type="hidden" name="intent" value="grant" />
          <input type="hidden" name="version" value={group.version} />
          <Finder state={answer?.finder ?? finder} label={t.who} hint={t.whoHint} error={grantReply?.error("who")} required />
          <div className="field">
            <label>
              <input
                type="checkbox"
                name="withSubdepartments"
                defaultChecked={grantReply ? grantReply.checked("withSubdepartments") : withSubdepartments}
                aria-describedby="with-sub-hint"
              />{" "}
              {t.withSubdepartments}
            </label>
            <p className="field__hint" id="with-sub-hint">
              {t.withSubdepartmentsHint}
            </p>
          </div>
          <button type="submit" className="button button--primary">
            {t.grant}
          </button>
        </Form>
      ) : (
        <p className="muted">{t.adminOnly}</p>
      )}

      <h2>{t.holders}</h2>
      <p className="muted">{t.holdersCount(holders.total)}</p>
      {holders.people.length === 0 ? (
        <p className="muted">{t.noHolders}</p>
      ) : (
        <StackTable<Holder>
          caption={t.holders}
          rows={holders.people}
          keyOf={(h) => h.id}
          columns={[
            { label: t.person, rowHeader: true, cell: (h) => <Link to={`/user/${h.id}`}>{h.name}</Link> },
            { label: t.through, cell: (h) => h.through.map((id) => labelOf.get(id) ?? `#${id}`).join("; ") },
          ]}
        />
      )}
      {holders.more ? (
        <p>
          <Link to={holders.more}>{t.more}</Link>
        </p>
      ) : null}
    </>
  );
}

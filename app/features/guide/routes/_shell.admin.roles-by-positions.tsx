// /admin/roles-by-positions: the guide's wiki roles and the positions each holds, a position removed by its
// own form and added by one form (the role, and the position found with the portal's finder; without
// JavaScript «Найти» brings the form back by GET with the role kept). For ROLE_UPDATE_WIKI_ROLE and administrators.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { readForm, redirectWithToast, refusePage, requireSignedIn } from "~/platform/remix.server";
import { replyWithDomainError } from "~/platform/form-reply";
import { isDomainError } from "~/platform/errors";
import { parseWithSchema } from "~/shared/forms/parse.server";
import { replyView } from "~/shared/forms/reply-view";
import { pageTitle } from "~/shared/ui/meta";
import { StackTable } from "~/shared/ui/stack-table";
import { Finder, finderStyles } from "~/features/search";
import { loadFinder, type FinderOptions } from "~/features/search/index.server";
import { rolePositions as t } from "../messages";
import { mayEditRolePositions } from "../policy";
import { rolePositionSchema } from "../server/role-positions-api.server";

const POSITION: FinderOptions = { name: "positionId", kinds: ["user_position"] };
const HERE = "/admin/roles-by-positions";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: finderStyles }];
export const meta: MetaFunction = () => pageTitle(t.title);
export const handle = { title: t.title, backTo: "/admin" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  if (!mayEditRolePositions(actor)) throw refusePage(403, { pageTitle: t.title });
  return {
    roles: await context.services.rolePositions.list(actor),
    finder: await loadFinder(request, context, POSITION),
    roleId: new URL(request.url).searchParams.get("roleId") ?? "",
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const actor = requireSignedIn(request, context);
  if (!mayEditRolePositions(actor)) throw refusePage(403, { pageTitle: t.title });
  const form = await readForm(request);
  const removing = form.get("intent") === "remove";
  const submission = parseWithSchema(form, rolePositionSchema);
  const finder = removing ? null : await loadFinder(request, context, POSITION, form.getAll(POSITION.name).map(String));
  if (submission.status !== "success") return data({ result: submission.reply(), finder }, { status: 400 });
  const { roleId, positionId } = submission.value;
  try {
    if (removing) await context.services.rolePositions.remove(actor, roleId, positionId);
    else await context.services.rolePositions.add(actor, roleId, positionId);
    return redirectWithToast(context, HERE, { type: "success", text: removing ? t.removed : t.added }, { status: 303 });
  } catch (error) {
    const forbidden = isDomainError(error) && error.kind === "forbidden";
    return data({ result: replyWithDomainError(submission, error), finder }, { status: forbidden ? 403 : 400 });
  }
}

type Role = Awaited<ReturnType<typeof loader>>["roles"][number];
type Position = Role["positions"][number];

export default function RolesByPositionsPage() {
  const { roles, finder, roleId } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const reply = replyView(answer?.result);
  const chosenRole = reply?.value("roleId") || roleId;
  const editable = roles.filter((r) => !r.allEmployees);
  return (
    <>
      <h1 className="page-title">{t.title}</h1>
      <p className="muted">{t.lead}</p>
      {reply?.formError(["positionId", "roleId"]) ? (
        <div className="alert alert--error" role="alert">
          {reply.formError(["positionId", "roleId"])}
        </div>
      ) : null}
      <Form method="post" className="card" key={reply?.key ?? "add"}>
        <h2>{t.add}</h2>
        <div className={reply?.error("roleId") ? "field field--error" : "field"}>
          <label htmlFor="role-select">{t.role}</label>
          <select id="role-select" name="roleId" defaultValue={chosenRole}>
            {editable.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
        </div>
        <Finder state={answer?.finder ?? finder} label={t.position} error={reply?.error("positionId")} required />
        <button type="submit" className="button button--primary">
          {t.add}
        </button>
      </Form>
      {roles.map((role) => (
        <section key={role.id} className="card" aria-labelledby={`role-${role.id}`}>
          <h2 id={`role-${role.id}`}>{role.name}</h2>
          {role.allEmployees ? (
            <p className="muted">{t.everyone}</p>
          ) : role.positions.length === 0 ? (
            <p className="muted">{t.noPositions}</p>
          ) : (
            <StackTable<Position>
              caption={role.name}
              rows={role.positions}
              keyOf={(p) => p.id}
              columns={[
                { label: t.position, rowHeader: true, cell: (p) => p.name },
                { label: t.department, cell: (p) => p.departmentName ?? "—" },
                {
                  label: t.remove,
                  cell: (p) => (
                    <Form method="post" replace>
                      <input type="hidden" name="intent" value="remove" />
                      <input type="hidden" name="roleId" value={role.id} />
                      <input type="hidden" name="positionId" value={p.id} />
                      <button type="submit" className="button" aria-label={t.removeLabel(p.name, role.name)}>
                        {t.remove}
                      </button>
                    </Form>
                  ),
                },
              ]}
            />
          )}
        </section>
      ))}
    </>
  );
}

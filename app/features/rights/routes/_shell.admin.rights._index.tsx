// /admin/rights: the role groups the features declare, what each bundles and how many grants it has; each
// opens its page (/admin/rights/{type}). For the holders of ROLE_EDIT_USER_ROLE_GROUP and administrators.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { refusePage, requireSignedIn } from "~/platform/remix.server";
import { mayManageRights } from "~/features/users/index.server";
import { Link } from "~/shared/ui/link";
import { pageTitle } from "~/shared/ui/meta";
import { StackTable } from "~/shared/ui/stack-table";
import { rights as t } from "../messages";

export const meta: MetaFunction = () => pageTitle(t.title);
export const handle = { title: t.title, backTo: "/admin" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  if (!mayManageRights(actor)) throw refusePage(403, { pageTitle: t.title });
  const groups = await context.services.roleGroups.summaries(actor);
  return { groups: groups.map((g) => ({ type: g.type, title: g.title, hint: g.hint, roles: [...g.roles], grants: g.grants })) };
}

type Group = Awaited<ReturnType<typeof loader>>["groups"][number];

export default function RightsPage() {
  const { groups } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="page-title">{t.title}</h1>
      <p className="muted">{t.lead}</p>
      <StackTable<Group>
        caption={t.title}
        rows={groups}
        keyOf={(g) => g.type}
        columns={[
          {
            label: t.group,
            rowHeader: true,
            cell: (g) => (
              <>
                <Link to={`/admin/rights/${g.type}`}>{g.title}</Link>
                <br />
                <span className="muted">{g.hint}</span>
              </>
            ),
          },
          { label: t.roles, cell: (g) => g.roles.join(", ") },
          { label: t.grantsCount, number: true, cell: (g) => g.grants },
        ]}
      />
    </>
  );
}

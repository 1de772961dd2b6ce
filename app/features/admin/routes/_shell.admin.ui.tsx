// /admin/ui: the portal's design system on one page, for administrators (and whoever builds a page): the
// colour tokens with their contrast, type, spacing, and every shared component drawn by the classes the
// pages use. Plain HTML: it reads the same without JavaScript.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useSearchParams } from "@remix-run/react";
import { refusePage, requireSignedIn } from "~/platform/remix.server";
import { pageTitle } from "~/shared/ui/meta";
import { Link } from "~/shared/ui/link";
import { PageDialog } from "~/shared/ui/page-dialog";
import { RefusalBoundary, refusalMeta } from "~/shared/ui/refusal";
import { Blocks, Buttons, Colours, Fields, Type } from "~/features/admin/ui/design-system";
import { designSystem as t } from "~/features/admin/messages";
import styles from "~/features/admin/ui/admin.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = ({ error }) => (error ? refusalMeta(error) : pageTitle(t.title));
export const handle = { title: t.title, backTo: "/admin" };

const HERE = "/admin/ui";

export function loader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  // Who may open it is the admin manifest's entry for this page (index.server.ts), not a second rule here.
  if (!context.services.admin.pagesFor(actor).some((page) => page.path === HERE)) throw refusePage(403, { pageTitle: t.title });
  return null;
}

export { RefusalBoundary as ErrorBoundary };

export default function DesignSystemPage() {
  const [search] = useSearchParams();
  return (
    <>
      {search.get("dialog") === "example" ? (
        <PageDialog label={t.dialogQuestion} closeTo={HERE}>
          <div className="card">
            <h2>{t.dialogQuestion}</h2>
            <p>{t.dialogText}</p>
            <Link to={HERE} className="button">
              {t.dialogClose}
            </Link>
          </div>
        </PageDialog>
      ) : null}
      <h1 className="page-title">{t.title}</h1>
      <p className="muted">{t.lead}</p>
      <Colours />
      <Type />
      <Buttons />
      <Fields />
      <Blocks here={HERE} />
    </>
  );
}

// /admin/suggestions: corrections employees suggested, newest first, open or resolved; each leads to
// the page it is about and can be marked resolved (a form post). Administrators only.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { Link } from "~/shared/ui/link";
import { format } from "date-fns";
import { ru as ruLocale } from "date-fns/locale/ru";
import { canManageSuggestions } from "~/features/suggestions/policy";
import { readForm, redirectWithToast, refusePage, requireSignedIn } from "~/platform/remix.server";
import { isDomainError } from "~/platform/errors";
import { suggestionInputs as parse } from "~/features/suggestions/server/inputs.server";
import { pageTitle } from "~/shared/ui/meta";
import { messages } from "~/features/suggestions/messages";
import { serverMessages } from "~/features/suggestions/messages.server";
import styles from "~/features/suggestions/ui/suggestions.css";

const t = messages;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => pageTitle(t.adminTitle);
export const handle = { title: t.adminTitle, backTo: "/admin" };

const when = (iso: string) => format(new Date(iso), "d MMMM yyyy, HH:mm", { locale: ruLocale });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  if (!canManageSuggestions(actor)) throw refusePage(403, { pageTitle: t.adminTitle });
  const status = new URL(request.url).searchParams.get("status") === "resolved" ? "resolved" : "open";
  const { items, openCount } = await context.services.suggestions.list(actor, { status });
  return {
    status,
    openCount,
    items: items.map((item) => ({
      ...item,
      when: when(item.createDate),
      resolvedWhen: item.resolveDate ? when(item.resolveDate) : null,
    })),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const form = await readForm(request);
  try {
    await context.services.suggestions.resolve(actor, parse.resolve(actor, { id: form.get("id") }));
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return redirectWithToast(context, "/admin/suggestions", { type: "error", text: error.message });
  }
  return redirectWithToast(context, "/admin/suggestions", { type: "success", text: serverMessages.resolvedToast });
}

export default function AdminSuggestionsPage() {
  const page = useLoaderData<typeof loader>();
  const open = page.status === "open";
  return (
    <>
      <h1 className="page-title">{t.adminTitle}</h1>
      <ul className="tabs">
        <li>
          <Link to="/admin/suggestions" aria-current={open ? "page" : undefined}>
            {t.open} <span className="counter">{page.openCount}</span>
          </Link>
        </li>
        <li>
          <Link to="/admin/suggestions?status=resolved" aria-current={open ? undefined : "page"}>
            {t.resolved}
          </Link>
        </li>
      </ul>
      {page.items.length === 0 ? (
        <p className="card empty-state">{open ? t.emptyOpen : t.emptyResolved}</p>
      ) : (
        <ul className="suggestion-list">
          {page.items.map((item) => (
            <li key={item.id} className="card suggestion" aria-label={`${t.from}: ${item.user.name} ${item.user.surname}`}>
              <div className="suggestion__head">
                <span className="suggestion__kind">{item.kind === "contact" ? t.kindContact : t.kindGuide}</span>
                <Link to={`/user/${item.user.id}`}>
                  {item.user.name} {item.user.surname}
                </Link>
                <time className="muted" dateTime={item.createDate}>
                  {item.when}
                </time>
              </div>
              <p className="suggestion__message">{item.message}</p>
              <p className="suggestion__source">
                {t.source}: <Link to={item.sourceURL}>{item.sourceURL}</Link>
              </p>
              <div className="suggestion__foot">
                {item.resolved ? (
                  <span className="muted">
                    {t.resolvedBy(item.resolvedBy ? `${item.resolvedBy.name} ${item.resolvedBy.surname}` : "—", item.resolvedWhen ?? "")}
                  </span>
                ) : (
                  <Form method="post">
                    <input type="hidden" name="id" value={item.id} />
                    <button type="submit" className="button">
                      {t.markResolved}
                    </button>
                  </Form>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

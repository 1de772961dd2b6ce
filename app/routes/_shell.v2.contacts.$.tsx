// /v2/contacts/{category path}: a category of the directory ("1/5/12", the ids from the top), its
// subcategories and cards. A stale path of an existing category redirects to its real path; anything
// else is the 404 page. Contact editors reorder cards with the arrows, and with JavaScript also by
// dragging a card's handle (desktop).
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useFetcher, useFetchers, useLoaderData, useLocation } from "@remix-run/react";
import { useRef } from "react";
import { formFailure, redirectWithToast, requireSignedIn } from "~/modules/core/remix.server";
import { canEditContacts } from "~/modules/core/policies";
import { isDomainError } from "~/modules/core/errors";
import { ContactsLayout, Breadcrumbs } from "~/components/contacts/layout";
import { ContactCardView } from "~/components/contacts/contact-card";
import { useSortableList } from "~/components/contacts/sortable";
import { StatusPage } from "~/components/status-page";
import { pageTitle } from "~/components/meta";
import styles from "~/styles/contacts.css";
import { ru } from "~/text/ru";

const t = ru.contacts;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageTitle(data && "category" in data ? `${data.category.name} — ${t.title}` : ru.pages.notFoundTitle);
export const handle = { title: t.title, backTo: "/v2/contacts" };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const path = params["*"] ?? "";
  let content;
  try {
    content = await context.services.contacts.categoryByPath(actor, path);
  } catch (error) {
    if (isDomainError(error) && error.kind === "not_found") return data({ notFound: true as const }, { status: 404 });
    throw error;
  }
  if (content.canonical !== path) throw redirect(`/v2/contacts/${content.canonical}${new URL(request.url).search}`);
  const tree = await context.services.contacts.allCategories(actor);
  return {
    tree: tree.map(({ id, name, parent }) => ({ id, name, parent })),
    category: content.category,
    children: content.children,
    contacts: content.contacts,
    canEdit: canEditContacts(actor),
    basePath: context.basePath,
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const form = await request.formData();
  const js = form.get("js") === "1";
  const here = `/v2/contacts/${params["*"] ?? ""}`;
  const contactId = String(form.get("contactId") ?? "");
  try {
    const intent = form.get("intent");
    if (intent === "sort") {
      await context.services.contacts.changeSort(actor, { categoryId: form.get("categoryId"), sortIdList: form.get("sortIdList") });
    } else if (intent === "move") {
      await context.services.contacts.moveContact(actor, { contactId, direction: form.get("direction") });
    } else {
      throw new Error("unknown intent");
    }
    // With JavaScript the cards move in place; without it the page comes back at the moved card.
    if (js) return { ok: true };
    return redirectWithToast(context, `${here}#contact-${contactId}`, { type: "success", text: t.sorted });
  } catch (error) {
    const text = error instanceof Error && error.message === "unknown intent" ? ru.common.badRequest : formFailure(error).formError;
    if (js) {
      await context.services.auth.setFlash(actor, { type: "error", text });
      return { ok: false };
    }
    return redirectWithToast(context, here, { type: "error", text });
  }
}

/** The cards in the order they will have once the arrows clicked and still in flight are saved. */
function usePendingOrder<T extends { id: number }>(cards: T[]): T[] {
  const fetchers = useFetchers();
  let list = cards;
  for (const fetcher of fetchers) {
    const form = fetcher.formData;
    if (form?.get("intent") === "sort") {
      const ids = String(form.get("sortIdList")).split(",").map(Number);
      const byId = new Map(list.map((c) => [c.id, c]));
      list = [...ids.flatMap((id) => byId.get(id) ?? []), ...list.filter((c) => !ids.includes(c.id))];
      continue;
    }
    if (!form || form.get("intent") !== "move") continue;
    const id = Number(form.get("contactId"));
    const index = list.findIndex((c) => c.id === id);
    const other = form.get("direction") === "up" ? index - 1 : index + 1;
    if (index < 0 || other < 0 || other >= list.length) continue;
    list = [...list];
    [list[index], list[other]] = [list[other]!, list[index]!];
  }
  return list;
}

export default function ContactsCategory() {
  const page = useLoaderData<typeof loader>();
  if ("notFound" in page) return <StatusPage code={404} title={ru.pages.notFoundTitle} text={ru.pages.notFoundText} />;
  return <Category page={page} />;
}

function Category({ page }: { page: Exclude<ReturnType<typeof useLoaderData<typeof loader>>, { notFound: true }> }) {
  const location = useLocation();
  const here = location.pathname + location.search;
  const { category } = page;
  const contacts = usePendingOrder(page.contacts);
  const action = `/v2/contacts/${category.categoryIdBreadCrumb}`;
  const listRef = useRef<HTMLUListElement>(null);
  const sorter = useFetcher({ key: `sort-${category.id}` });
  useSortableList(listRef, page.canEdit, (ids) =>
    sorter.submit(
      { intent: "sort", categoryId: String(category.id), sortIdList: ids.join(","), js: "1" },
      { method: "post", action },
    ),
  );
  return (
    <ContactsLayout tree={page.tree} currentPath={category.breadcrumb.map((c) => c.id)}>
      <Breadcrumbs crumbs={category.breadcrumb.slice(0, -1)} last={category.name} />
      <header className="contacts__header">
        <h1 className="page-title">{category.name}</h1>
        <p className="muted">
          {t.count(page.contacts.length)}
          {category.departmentId != null ? (
            <>
              {" · "}
              <Link to={`/structure?id=${category.departmentId}`}>{ru.structure.subtree}</Link>
            </>
          ) : null}
        </p>
        {page.canEdit ? (
          <p className="editor-only contacts__toolbar">
            <Link to={`/v2/contacts/another/new?categoryId=${category.id}`} className="button">
              {t.addService}
            </Link>{" "}
            <Link to={`/v2/contacts/another/new-with-user?categoryId=${category.id}`} className="button">
              {t.addServiceWithUser}
            </Link>
          </p>
        ) : null}
      </header>

      {page.children.length > 0 ? (
        <nav className="subcategories" aria-label={t.subcategories}>
          <h2 className="visually-hidden">{t.subcategories}</h2>
          <ul>
            {page.children.map((child) => (
              <li key={child.id}>
                <Link to={`${action}/${child.id}`} className="chip">
                  {child.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      {contacts.length === 0 ? (
        <p className="empty-state card">{page.canEdit ? t.emptyCategoryEditor : t.emptyCategory}</p>
      ) : (
        <ul className="contact-list" ref={listRef}>
          {contacts.map((card, i) => (
            <li key={card.id} id={`contact-${card.id}`} data-id={card.id}>
              <ContactCardView
                card={card}
                here={here}
                basePath={page.basePath}
                canEdit={page.canEdit}
                editing={page.canEdit ? { action, canUp: i > 0, canDown: i < contacts.length - 1 } : undefined}
              />
            </li>
          ))}
        </ul>
      )}
    </ContactsLayout>
  );
}

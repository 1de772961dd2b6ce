// /v2/contacts/{category path}: a category of the directory ("1/5/12", the ids from the top), its
// subcategories and a page of its cards (20; «Назад» / «Далее» links carry keyset cursors in the URL,
// with JavaScript «Показать ещё» appends the next page in place). A stale path of an existing category
// redirects to its real path; anything else is the 404 page (thrown: the layout renders it). Contact editors reorder cards with the
// arrows, and with JavaScript also by dragging a card's handle (desktop). The cards are HTML the server
// renders once per content (server/card-html.server.tsx), sent once (pageOnly); with JavaScript the list
// posts their forms (the star, the arrows) through fetchers, and the page revalidates.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useFetcher, useFetchers, useLoaderData, useLocation, useSubmit } from "@remix-run/react";
import { Link } from "~/shared/ui/link";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { appPath, formFailure, pageOnly, readForm, redirectWithToast, refusePage, requireSignedIn } from "~/platform/remix.server";
import { isDomainError } from "~/platform/errors";
import { changeSortSchema, moveContactSchema } from "~/features/contacts/server/payloads.server";
import { editorsInput } from "~/features/contacts/server/guards.server";
import { visibleTree } from "~/features/contacts/server/tree.server";
import { ContactsLayout, Breadcrumbs } from "~/features/contacts/ui/layout";
import { cardItems, type CardItem } from "~/features/contacts/server/card-html.server";
import { useMarkupInPage, usePageOnly } from "~/shared/ui/page-only";
import { useSortableList } from "~/shared/ui/sortable";
import { useHydrated } from "~/shared/ui/hydrated";
import { cursorOf } from "~/features/contacts/paging";
import { pageTitle } from "~/shared/ui/meta";
import styles from "~/features/contacts/ui/contacts.css";
import * as ru from "~/shared/messages";
import { contactsDirectory as t } from "~/features/contacts/messages/directory";
import { contactsCommon as tc } from "~/features/contacts/messages/common";
import { structure } from "~/features/contacts/messages/structure";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageTitle(data ? `${data.category.name} — ${tc.title}` : ru.pages.notFoundTitle);
export const handle = { title: tc.title, backTo: "/v2/contacts" };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const path = params["*"] ?? "";
  const url = new URL(request.url);
  // The tree is read beside the category, not after it: one round of queries fewer per page.
  const [found, tree] = await Promise.allSettled([
    context.services.contacts.categoryByPath(actor, path, cursorOf(url.searchParams)),
    context.services.contacts.allCategories(actor),
  ]);
  if (found.status === "rejected") {
    const error: unknown = found.reason;
    if (isDomainError(error) && error.kind === "not_found") throw refusePage(404, { pageTitle: ru.pages.notFoundTitle });
    throw error;
  }
  if (tree.status === "rejected") throw tree.reason;
  const content = found.value;
  if (content.canonical !== path) throw redirect(`/v2/contacts/${content.canonical}${url.search}`);
  const action = `/v2/contacts/${content.category.categoryIdBreadCrumb}`;
  // A department's secretary edits her department's categories (policy.ts): the page asks for this one.
  const canEdit = await context.services.contacts.mayEditCategory(actor, content.category.id);
  const cards = cardItems(content.contacts, {
    here: appPath(request, context),
    basePath: context.basePath,
    canEdit,
    action,
    hasPrev: content.links.prev !== null,
    hasNext: content.links.next !== null,
  });
  return {
    tree: visibleTree(
      tree.value,
      content.category.breadcrumb.map((c) => c.id),
      false,
    ),
    category: content.category,
    children: content.children,
    /** The cards' ids in order (the list's keys, the drag order), and their HTML once (pageOnly). */
    cardIds: cards.map((c) => c.id),
    cards: pageOnly(context, "contact-cards", cards),
    total: content.total,
    links: content.links,
    canEdit,
    basePath: context.basePath,
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const form = await readForm(request);
  const js = form.get("js") === "1";
  const here = `/v2/contacts/${params["*"] ?? ""}`;
  const contactId = String(form.get("contactId") ?? "");
  try {
    const intent = form.get("intent");
    const secretaryOf = await context.services.contacts.secretaryDepartments(actor);
    if (intent === "sort") {
      // The page shows part of the category: the dragged cards keep to the places they held.
      const input = { categoryId: form.get("categoryId"), sortIdList: form.get("sortIdList") };
      await context.services.contacts.changeSort(actor, editorsInput(actor, changeSortSchema, input, secretaryOf), {
        within: true,
        secretaryOf,
      });
    } else if (intent === "move") {
      await context.services.contacts.moveContact(
        actor,
        editorsInput(actor, moveContactSchema, { contactId, direction: form.get("direction") }, secretaryOf),
        secretaryOf,
      );
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
  return <Category page={useLoaderData<typeof loader>()} />;
}

type CategoryData = ReturnType<typeof useLoaderData<typeof loader>>;

/**
 * «Показать ещё»: each appended page is a fetcher of its own (kept mounted by MorePage, which hands
 * its data up here), so it is revalidated with the page after a move or a star; a card met twice is
 * shown once.
 */
function useAppendedPages(page: CategoryData) {
  const location = useLocation();
  const [loaded, setLoaded] = useState<{ at: string; cursors: string[]; data: Record<string, CategoryData> }>({
    at: location.key,
    cursors: [],
    data: {},
  });
  const current = loaded.at === location.key ? loaded : { at: location.key, cursors: [], data: {} };
  const keyOf = (cursor: string) => `contacts-more-${page.category.id}-${cursor}`;
  const pages = current.cursors.map((cursor) => current.data[cursor]);
  // This page's HTML is in the document while it hydrates (undefined here); appended pages bring theirs.
  const own = usePageOnly(page.cards) ?? [];
  const seen = new Set<number>();
  const html = new Map([...own, ...pages.flatMap((p) => cardsOf(p))].map((c) => [c.id, c.html]));
  const cards = [page.cardIds, ...pages.map((p) => p?.cardIds ?? [])]
    .flat()
    .filter((id) => !seen.has(id) && seen.add(id))
    .map((id) => ({ id, html: html.get(id) }));
  const last = pages.at(-1);
  // While the last page loads, its cursor stays the button's (busy) fetcher.
  const next = current.cursors.length === 0 ? page.links.next : last ? last.links.next : current.cursors.at(-1)!;
  return {
    cards,
    cursors: current.cursors,
    keyOf,
    next,
    append: (cursor: string) => setLoaded({ ...current, cursors: [...current.cursors, cursor] }),
    received: (cursor: string, data: CategoryData) =>
      setLoaded((state) => (state.at === location.key ? { ...state, data: { ...state.data, [cursor]: data } } : state)),
  };
}

/** An appended page's cards (a data request's: the HTML itself, never the document's stand-in). */
const cardsOf = (data: CategoryData | undefined): CardItem[] => (data && Array.isArray(data.cards) ? data.cards : []);

/**
 * The list's forms (a card's star, an editor's arrows) posted through a fetcher each, so nothing reloads:
 * the page revalidates and the cards come back as they now are. Without JavaScript they post as forms.
 */
function useCardForms(basePath: string) {
  const submit = useSubmit();
  return (event: FormEvent<HTMLUListElement>) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    event.preventDefault();
    const data = new FormData(form, (event.nativeEvent as SubmitEvent).submitter);
    data.set("js", "1");
    const address = form.getAttribute("action") ?? "";
    const action = basePath && address.startsWith(basePath) ? address.slice(basePath.length) || "/" : address;
    const star = form.classList.contains("star-form");
    // A fetcher per card and form: a star in flight is not cancelled by an arrow, nor one card's by another's.
    const key = star ? `star-${String(data.get("objectId"))}` : `move-${String(data.get("contactId"))}`;
    submit(data, { method: "post", action, navigate: false, fetcherKey: key });
  };
}

/** The stars in flight on this page, by card: what each will be once its post is saved (contacts.css draws it). */
function usePendingStars(): Map<number, boolean> {
  const stars = new Map<number, boolean>();
  for (const { formData } of useFetchers()) {
    if (formData?.get("type") === "CONTACT" && formData.has("favorite"))
      stars.set(Number(formData.get("objectId")), formData.get("favorite") === "1");
  }
  return stars;
}

/** A card as the server rendered it: its HTML from the data, or while the page hydrates, from the page. */
function CardItemView({ id, html, star }: { id: number; html: string | undefined; star: boolean | undefined }) {
  const markup = useMarkupInPage(`contact-${id}`, html === undefined);
  return (
    <li
      id={`contact-${id}`}
      data-id={id}
      data-star={star === undefined ? undefined : star ? "on" : "off"}
      dangerouslySetInnerHTML={{ __html: html ?? markup }}
    />
  );
}

function Category({ page }: { page: CategoryData }) {
  const hydrated = useHydrated();
  const { category } = page;
  const more = useAppendedPages(page);
  const contacts = usePendingOrder(more.cards);
  const action = `/v2/contacts/${category.categoryIdBreadCrumb}`;
  const listRef = useRef<HTMLUListElement>(null);
  const sorter = useFetcher({ key: `sort-${category.id}` });
  useSortableList(listRef, page.canEdit, (ids) =>
    sorter.submit({ intent: "sort", categoryId: String(category.id), sortIdList: ids.join(","), js: "1" }, { method: "post", action }),
  );
  const onCardForm = useCardForms(page.basePath);
  const stars = usePendingStars();
  return (
    <ContactsLayout tree={page.tree} currentPath={category.breadcrumb.map((c) => c.id)}>
      <Breadcrumbs crumbs={category.breadcrumb.slice(0, -1)} last={category.name} />
      <header className="contacts__header">
        <h1 className="page-title">{category.name}</h1>
        <p className="muted">
          {t.count(page.total)}
          {category.departmentId != null ? (
            <>
              {" · "}
              <Link to={`/structure?id=${category.departmentId}`}>{structure.subtree}</Link>
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
        // Phones only: on desktops the open branch of the tree lists the same subcategories.
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
        // data-live: the list posts its cards' forms itself from now on (the journeys wait for it).
        <ul className="contact-list" ref={listRef} onSubmit={onCardForm} data-live={hydrated ? "" : undefined}>
          {contacts.map((card) => (
            <CardItemView key={card.id} id={card.id} html={card.html} star={stars.get(card.id)} />
          ))}
        </ul>
      )}
      {more.cursors.map((cursor) => (
        <MorePage key={cursor} fetcherKey={more.keyOf(cursor)} onData={(data) => more.received(cursor, data)} />
      ))}
      <Pager
        prev={page.links.prev}
        next={more.next}
        scripted={hydrated}
        load={(cursor) => more.append(cursor)}
        fetcherKey={more.next ? more.keyOf(more.next) : "contacts-more-none"}
        action={action}
      />
    </ContactsLayout>
  );
}

/** Keeps an appended page's fetcher mounted (its data stays and is revalidated) and hands its data up. */
function MorePage({ fetcherKey, onData }: { fetcherKey: string; onData: (data: CategoryData) => void }) {
  const { data } = useFetcher<typeof loader>({ key: fetcherKey });
  const report = useRef(onData);
  report.current = onData;
  useEffect(() => {
    if (data) report.current(data);
  }, [data]);
  return null;
}

/** «Назад» and «Далее» as links (no JavaScript); with it «Показать ещё» instead of «Далее». */
function Pager({
  prev,
  next,
  scripted,
  load,
  fetcherKey,
  action,
}: {
  prev: string | null;
  next: string | null;
  scripted: boolean;
  load: (cursor: string) => void;
  fetcherKey: string;
  action: string;
}) {
  const fetcher = useFetcher({ key: fetcherKey });
  if (prev === null && next === null) return null;
  const busy = fetcher.state !== "idle";
  return (
    <nav className="pager contacts__pager" aria-label={t.pages}>
      {prev !== null ? (
        <Link to={prev === "?" ? action : `${action}${prev}`} rel="prev" className="button">
          {t.prevPage}
        </Link>
      ) : (
        <span />
      )}
      {next === null ? null : scripted ? (
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() => {
            load(next);
            fetcher.load(`${action}${next}`);
          }}
        >
          {t.showMore}
        </button>
      ) : (
        <Link to={next === "?" ? action : `${action}${next}`} rel="next" className="button">
          {t.nextPage}
        </Link>
      )}
    </nav>
  );
}

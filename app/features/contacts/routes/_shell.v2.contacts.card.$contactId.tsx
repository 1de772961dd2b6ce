// /v2/contacts/card/{contactId}: one contact's card in full. Opening it puts the contact into the
// person's recent contacts (GET records a view, like a post's view counter: it changes nothing the
// person owns, and a cross-site page cannot trigger it with the SameSite=Lax session cookie except
// by a real top-level visit).
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { requireSignedIn, refusePage } from "~/platform/remix.server";
import { canEditContacts } from "~/features/contacts/policy";
import { isMissing } from "~/platform/errors";
import { contactIdSchema, parseInput } from "~/features/contacts/server/payloads.server";
import { ContactsLayout, Breadcrumbs } from "~/features/contacts/ui/layout";
import { ContactCardView, fullName } from "~/features/contacts/ui/contact-card";
import { pageTitle } from "~/shared/ui/meta";
import styles from "~/features/contacts/ui/contacts.css";
import { visibleTree } from "~/features/contacts/server/tree.server";
import * as ru from "~/shared/messages";
import { contactsCommon as tc } from "~/features/contacts/messages/common";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageTitle(data ? `${fullName(data.card)} — ${tc.title}` : ru.pages.notFoundTitle);
export const handle = { title: tc.title, backTo: "/v2/contacts" };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const s = context.services;
  let card;
  try {
    card = await s.contacts.contact(actor, parseInput(contactIdSchema, { id: params.contactId }));
  } catch (error) {
    // An unknown or malformed id ("/card/abc") is a page that does not exist.
    if (isMissing(error)) throw refusePage(404, { pageTitle: ru.pages.notFoundTitle });
    throw error;
  }
  const [tree, category] = await Promise.all([
    s.contacts.allCategories(actor),
    s.contacts.category(actor, { parentId: card.category.id }),
    s.contacts.recordView(actor, { contactId: card.id }),
  ]);
  return {
    tree: visibleTree(
      tree,
      category.breadcrumb.map((c) => c.id),
      false,
    ),
    card,
    breadcrumb: category.breadcrumb,
    canEdit: canEditContacts(actor),
    basePath: context.basePath,
  };
}

export default function ContactCardPage() {
  const page = useLoaderData<typeof loader>();
  const location = useLocation();
  const here = location.pathname + location.search;
  return (
    <ContactsLayout tree={page.tree} currentPath={page.breadcrumb.map((c) => c.id)}>
      <Breadcrumbs crumbs={page.breadcrumb} last={fullName(page.card)} />
      <div id={`contact-${page.card.id}`}>
        <ContactCardView card={page.card} here={here} basePath={page.basePath} canEdit={page.canEdit} showCategory large />
      </div>
    </ContactsLayout>
  );
}

// /university/literature/create: a new book, article or material, for ROLE_EDIT_UNIVERSITY and administrators
// (403 otherwise).
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { replyView } from "~/shared/forms/reply-view";
import { pageTitle } from "~/shared/ui/meta";
import { refusalMeta } from "~/shared/ui/refusal";
import styles from "../ui/university.css";
import { messages as t } from "../messages";
import { itemFormAction, itemFormLoader, LITERATURE_FORM_MAX_BYTES } from "../server/forms.server";
import { ItemForm } from "../ui/item-form";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = ({ error }) => (error ? refusalMeta(error) : pageTitle(t.createItemTitle));
export const handle = { title: t.createItemTitle, backTo: "/university/literature" };
/** The form's body limit, the file included. */
export const uploadLimit = LITERATURE_FORM_MAX_BYTES;
export const loader = itemFormLoader;
export const action = itemFormAction;

export default function CreateItemPage() {
  const { topics } = useLoaderData<typeof loader>();
  const reply = replyView(useActionData<typeof action>()?.result);
  return (
    <div className="university">
      <h1 className="page-title">{t.createItemTitle}</h1>
      <ItemForm item={null} topics={topics} reply={reply} />
    </div>
  );
}

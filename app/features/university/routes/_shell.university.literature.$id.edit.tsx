// /university/literature/{id}/edit: an item's fields and file, for ROLE_EDIT_UNIVERSITY and administrators;
// ?delete asks before deleting it (a page, so it works without JavaScript).
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { replyView } from "~/shared/forms/reply-view";
import { pageTitle } from "~/shared/ui/meta";
import { refusalMeta } from "~/shared/ui/refusal";
import styles from "../ui/university.css";
import { messages as t } from "../messages";
import { itemFormAction, itemFormLoader, LITERATURE_FORM_MAX_BYTES } from "../server/forms.server";
import { ConfirmRemove } from "../ui/course-form";
import { ItemForm } from "../ui/item-form";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = ({ error }) => (error ? refusalMeta(error) : pageTitle(t.editItemTitle));
export const handle = { title: t.editItemTitle, backTo: "/university/literature" };
export const uploadLimit = LITERATURE_FORM_MAX_BYTES;
export const loader = itemFormLoader;
export const action = itemFormAction;

export default function EditItemPage() {
  const { item, topics, confirmDelete } = useLoaderData<typeof loader>();
  const reply = replyView(useActionData<typeof action>()?.result);
  if (!item) return null;
  return (
    <div className="university">
      <h1 className="page-title">{confirmDelete ? t.removeItemTitle : t.editItemTitle}</h1>
      {confirmDelete ? (
        <ConfirmRemove text={t.removeItemText(item.title)} back={`/university/literature/${item.id}/edit`} />
      ) : (
        <ItemForm item={item} topics={topics} reply={reply} />
      )}
    </div>
  );
}

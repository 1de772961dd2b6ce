// /club/admin/partner/edit/{id}: a partner's texts, discount, logo and addresses, for ROLE_EDIT_CLUB and
// administrators; ?delete asks before deleting it (a page, so it works without JavaScript).
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { replyView } from "~/shared/forms/reply-view";
import { pageTitle } from "~/shared/ui/meta";
import { refusalMeta } from "~/shared/ui/refusal";
import styles from "../ui/club.css";
import { messages as t } from "../messages";
import { CLUB_FORM_MAX_BYTES, partnerFormAction, partnerFormLoader } from "../server/admin-pages.server";
import { ConfirmRemove, PartnerForm } from "../ui/partner-form";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = ({ error }) => (error ? refusalMeta(error) : pageTitle(t.editTitle));
export const handle = { title: t.editTitle, backTo: "/club/admin/partner" };
export const uploadLimit = CLUB_FORM_MAX_BYTES;
export const loader = partnerFormLoader;
export const action = partnerFormAction;

export default function EditPartnerPage() {
  const { partner, categories, cities, confirmDelete } = useLoaderData<typeof loader>();
  const reply = replyView(useActionData<typeof action>()?.result);
  if (!partner) return null;
  return (
    <div className="club">
      <h1 className="page-title">{confirmDelete ? t.removePartnerTitle : `${t.editTitle}: ${partner.name}`}</h1>
      {confirmDelete ? (
        <ConfirmRemove name={partner.name} back={`/club/admin/partner/edit/${partner.id}`} />
      ) : (
        <PartnerForm partner={partner} reply={reply} categories={categories} cities={cities} />
      )}
    </div>
  );
}

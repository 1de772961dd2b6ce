// /club/admin/partner/create: a new partner, for ROLE_EDIT_CLUB and administrators (403 otherwise).
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { replyView } from "~/shared/forms/reply-view";
import { pageTitle } from "~/shared/ui/meta";
import { refusalMeta } from "~/shared/ui/refusal";
import styles from "../ui/club.css";
import { messages as t } from "../messages";
import { CLUB_FORM_MAX_BYTES, partnerFormAction, partnerFormLoader } from "../server/admin-pages.server";
import { PartnerForm } from "../ui/partner-form";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = ({ error }) => (error ? refusalMeta(error) : pageTitle(t.createTitle));
export const handle = { title: t.createTitle, backTo: "/club/admin/partner" };
/** The form's body limit, the logo included (server/pages.ts reads it). */
export const uploadLimit = CLUB_FORM_MAX_BYTES;
export const loader = partnerFormLoader;
export const action = partnerFormAction;

export default function CreatePartnerPage() {
  const { categories, cities } = useLoaderData<typeof loader>();
  const reply = replyView(useActionData<typeof action>()?.result);
  return (
    <div className="club">
      <h1 className="page-title">{t.createTitle}</h1>
      <PartnerForm partner={null} reply={reply} categories={categories} cities={cities} />
    </div>
  );
}

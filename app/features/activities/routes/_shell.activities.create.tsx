// /activities/create: the activity form, for ROLE_EDIT_ACTIVITIES and administrators (the creator organises it).
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { replyView } from "~/shared/forms/reply-view";
import { pageTitle } from "~/shared/ui/meta";
import { refusalMeta } from "~/shared/ui/refusal";
import styles from "../ui/activities.css";
import { messages as t } from "../messages";
import { formAction, formLoader } from "../server/pages.server";
import { ActivityForm } from "../ui/activity-form";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = ({ error }) => (error ? refusalMeta(error) : pageTitle(t.createTitle));
export const handle = { title: t.createTitle, backTo: "/activities" };
export const loader = formLoader;
export const action = formAction;

export default function CreateActivityPage() {
  const reply = replyView(useActionData<typeof action>()?.result);
  return (
    <div className="activities">
      <h1 className="page-title">{t.createTitle}</h1>
      <ActivityForm values={null} reply={reply} back="/activities" />
    </div>
  );
}

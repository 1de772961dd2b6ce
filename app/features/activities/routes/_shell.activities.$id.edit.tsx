// /activities/{id}/edit: the activity form for its organiser, editors and administrators, and the cancellation
// of the activity (its people are told).
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { replyView } from "~/shared/forms/reply-view";
import { pageTitle } from "~/shared/ui/meta";
import { refusalMeta } from "~/shared/ui/refusal";
import styles from "../ui/activities.css";
import { messages as t } from "../messages";
import { formAction, formLoader } from "../server/pages.server";
import { ActivityForm } from "../ui/activity-form";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = ({ error }) => (error ? refusalMeta(error) : pageTitle(t.editTitle));
export const handle = { title: t.editTitle, backTo: "/activities" };
export const loader = formLoader;
export const action = formAction;

export default function EditActivityPage() {
  const { activity } = useLoaderData<typeof loader>();
  const reply = replyView(useActionData<typeof action>()?.result);
  if (!activity) return null;
  const back = `/activities/${activity.id}`;
  return (
    <div className="activities">
      <h1 className="page-title">{t.editTitle}</h1>
      {activity.cancelled ? (
        <p className="card" role="status">
          {t.cancelledText}
        </p>
      ) : (
        <>
          <ActivityForm values={activity} reply={reply} back={back} />
          <section className="card" aria-labelledby="activity-cancel">
            <h2 id="activity-cancel">{t.cancelActivity}</h2>
            <p className="muted">{t.cancelActivityHint}</p>
            <Form method="post">
              <input type="hidden" name="intent" value="cancel" />
              <button type="submit" className="button button--danger-outline">
                {t.cancelActivity}
              </button>
            </Form>
          </section>
        </>
      )}
    </div>
  );
}

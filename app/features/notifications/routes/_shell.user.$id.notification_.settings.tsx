// /user/{id}/notification/settings: per-family preferences, "На портале" and "Push" (issue #13 point 1,
// our design). A plain POST form of checkboxes: without JavaScript an unticked box is simply not sent,
// so what is ticked is the whole answer. Another person's id: 403, reading and saving.
// (`notification_`: a page of its own, not a child of the notifications page.)
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import type { SignedIn } from "~/platform/actor";
import { readForm, redirectWithToast, refusePage, requireSignedIn } from "~/platform/remix.server";
import { Link } from "~/shared/ui/link";
import { pageTitle } from "~/shared/ui/meta";
import { notificationSettings as t, notificationsPage as p } from "~/features/notifications/messages";

export const meta: MetaFunction = ({ error }) => pageTitle(error ? p.forbiddenTitle : t.title);
export const handle = { title: t.title };

function own(request: Request, context: LoaderFunctionArgs["context"], id: string | undefined): SignedIn {
  const actor = requireSignedIn(request, context);
  if (id !== String(actor.userId)) throw refusePage(403, { pageTitle: p.forbiddenTitle, text: t.forbidden });
  return actor;
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const actor = own(request, context, params.id);
  return { me: actor.userId, preferences: await context.services.notifications.preferences(actor) };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const actor = own(request, context, params.id);
  const form = await readForm(request);
  const ticked = (name: string) => form.getAll(name).filter((v): v is string => typeof v === "string");
  await context.services.notifications.savePreferences(actor, { onPortal: ticked("portal"), push: ticked("push") });
  return redirectWithToast(context, `/user/${actor.userId}/notification/settings`, { type: "success", text: t.saved });
}

export default function NotificationSettingsPage() {
  const { me, preferences } = useLoaderData<typeof loader>();
  return (
    <section className="card notification-settings">
      <h1 className="page-title">{t.title}</h1>
      <p>
        <Link to={`/user/${me}/notification`}>{t.back}</Link>
      </p>
      <p className="muted">{t.intro}</p>
      <Form method="post">
        <table className="notification-settings__table">
          <thead>
            <tr>
              <th scope="col">{t.family}</th>
              <th scope="col">{t.onPortal}</th>
              <th scope="col">{t.push}</th>
            </tr>
          </thead>
          <tbody>
            {preferences.map((f) => {
              const name = f.label;
              return (
                <tr key={f.family}>
                  <th scope="row">{name}</th>
                  <td>
                    <input
                      type="checkbox"
                      name="portal"
                      value={f.family}
                      defaultChecked={f.onPortal}
                      aria-label={`${name}: ${t.onPortal}`}
                    />
                  </td>
                  <td>
                    <input type="checkbox" name="push" value={f.family} defaultChecked={f.push} aria-label={`${name}: ${t.push}`} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <p className="muted">{t.pushHint}</p>
        <button type="submit" className="button">
          {t.save}
        </button>
      </Form>
    </section>
  );
}

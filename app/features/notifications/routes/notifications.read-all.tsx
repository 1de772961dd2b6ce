// POST /notifications/read-all {redirectTo}: «Прочитать все» of the bell and the page. Marks every one of
// the person's notifications read and comes back with a toast; the rows' script (ui/read-rows.client.ts)
// asks with Accept: application/json and gets {to, toast} to show it without a reload.
import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { acceptsJson, backTo, readForm, redirectWithToast, requireSignedIn } from "~/platform/remix.server";
import { toast } from "~/shared/messages";

export async function action({ request, context }: ActionFunctionArgs) {
  requireSignedIn(request, context);
  const form = await readForm(request);
  await context.services.notifications.showAll(context.actor);
  const back = backTo(request, context, form.get("redirectTo"));
  if (acceptsJson(request)) return Response.json({ to: back, toast: toast.notificationsRead });
  return redirectWithToast(context, back, { type: "success", text: toast.notificationsRead });
}

export const loader = () => redirect("/");

// POST /notifications/read {id, redirectTo}: a notification row's form. Marks one's own notification read
// and answers 303 to where it leads, computed from the stored notification (its type's family, links.ts); one that
// leads nowhere comes back to `redirectTo`. Someone else's or a missing one: back with "Уведомление не найдено".
// The rows' script (ui/read-rows.client.ts) asks with Accept: application/json and gets {to, error?}
// instead, to go there inside the app.
import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { isDomainError } from "~/platform/errors";
import { acceptsJson, backTo, readForm, redirectWithToast, requireSignedIn } from "~/platform/remix.server";
import { parseInput } from "~/platform/validate";
import { idSchema } from "../server/notifications.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const form = await readForm(request);
  const back = backTo(request, context, form.get("redirectTo"));
  try {
    const opened = await context.services.notifications.open(actor, parseInput(idSchema, { id: form.get("id") }));
    const to = opened.link ?? back;
    return acceptsJson(request) ? Response.json({ to }) : redirect(to, 303);
  } catch (error) {
    if (!isDomainError(error)) throw error;
    if (acceptsJson(request)) return Response.json({ to: back, error: error.message });
    return redirectWithToast(context, back, { type: "error", text: error.message }, { status: 303 });
  }
}

export const loader = () => redirect("/");

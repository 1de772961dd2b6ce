import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { backTo, readForm, requireSignedIn } from "~/platform/remix.server";

export async function action({ request, context }: ActionFunctionArgs) {
  requireSignedIn(request, context);
  const form = await readForm(request);
  await context.services.users.hideWelcome(context.actor);
  return redirect(backTo(request, context, form.get("redirectTo")));
}

export const loader = () => redirect("/");

import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { backTo, redirectWithToast, requireSignedIn } from "~/platform/remix.server";
import { toast } from "~/shared/messages";

export async function action({ request, context }: ActionFunctionArgs) {
  requireSignedIn(request, context);
  const form = await request.formData();
  await context.services.notifications.showAll(context.actor);
  return redirectWithToast(context, backTo(request, context, form.get("redirectTo")), {
    type: "success",
    text: toast.notificationsRead,
  });
}

export const loader = () => redirect("/");

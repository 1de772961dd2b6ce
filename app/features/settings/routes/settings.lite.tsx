// Lite mode switch: a cookie on this device; pages are then served without any script.
import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { liteCookie } from "~/platform/cookies.server";
import { backTo, readForm, redirectWithToast, requireSignedIn } from "~/platform/remix.server";
import { toast } from "~/shared/messages";

export async function action({ request, context }: ActionFunctionArgs) {
  requireSignedIn(request, context);
  const form = await readForm(request);
  const on = form.get("lite") === "on";
  return redirectWithToast(
    context,
    backTo(request, context, form.get("redirectTo")),
    { type: "success", text: on ? toast.liteOn : toast.liteOff },
    { headers: { "Set-Cookie": liteCookie(on, context.cookieOptions) } },
  );
}

export const loader = () => redirect("/");

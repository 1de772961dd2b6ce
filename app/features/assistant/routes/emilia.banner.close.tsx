// POST /emilia/banner/close: the banner's close form without JavaScript (and in lite mode). It records the
// dismissal in a cookie of the browser session and goes back to the page; no GET changes anything.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { backTo, readForm, requireSignedIn } from "~/platform/remix.server";
import { bannerClosedCookie } from "../server/banner.server";

export async function action({ request, context }: ActionFunctionArgs) {
  requireSignedIn(request, context);
  const form = await readForm(request);
  return redirect(backTo(request, context, form.get("redirectTo")), {
    status: 303,
    headers: { "Set-Cookie": bannerClosedCookie(context.cookieOptions) },
  });
}

export const loader = () => redirect("/");

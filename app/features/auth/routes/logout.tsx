// Log out is a form post: the session ends on the server and its cookie is cleared. The login page
// then says «Вы вышли из портала» once, from a one-minute notice cookie (works without JavaScript).
import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { noticeCookie, sessionCookie } from "~/platform/cookies.server";

export async function action({ context }: ActionFunctionArgs) {
  await context.services.auth.logout(context.actor, context.sessionSecret);
  // Its live notification streams end too (other tabs, other processes).
  await context.services.notifications.live.signedOut(context.actor);
  const headers = new Headers();
  headers.append("Set-Cookie", sessionCookie(null, context.cookieOptions));
  headers.append("Set-Cookie", noticeCookie("signed-out", context.cookieOptions));
  return redirect("/login", { headers });
}

export const loader = () => redirect("/");

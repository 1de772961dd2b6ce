// Log out is a form post: the session ends on the server and its cookie is cleared.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { sessionCookie } from "~/modules/core/cookies.server";

export async function action({ context }: ActionFunctionArgs) {
  await context.services.auth.logout(context.actor);
  return redirect("/login", { headers: { "Set-Cookie": sessionCookie(null, context.cookieOptions) } });
}

export const loader = ({ context }: LoaderFunctionArgs) => redirect("/");

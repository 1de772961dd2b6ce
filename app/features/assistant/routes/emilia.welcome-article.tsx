// POST /emilia/welcome-article: the guide article page's form for the guide's editors — `articleId` becomes the
// article Эмилия's welcome message opens (`intent=clear`: none). Back to the page with a toast, a refusal's as
// well (the form stands on the guide's page, which the person keeps). No GET changes anything.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { toId } from "~/platform/ids";
import { backTo, readForm, redirectWithToast, requireSignedIn } from "~/platform/remix.server";
import { isDomainError } from "~/platform/errors";
import { toasts } from "../messages.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const form = await readForm(request);
  const back = backTo(request, context, form.get("redirectTo"));
  try {
    const chosen = await context.services.emiliaWelcome.choose(
      actor,
      form.get("intent") === "clear" ? null : (toId(form.get("articleId")) ?? 0),
    );
    const text = chosen ? toasts.welcomeChosen(chosen.name) : toasts.welcomeCleared;
    return await redirectWithToast(context, back, { type: "success", text }, { status: 303 });
  } catch (error) {
    if (!isDomainError(error) || error.kind === "unauthorized") throw error;
    return redirectWithToast(context, back, { type: "error", text: error.message }, { status: 303 });
  }
}

export const loader = () => redirect("/");

// The favourite star of every page: POST {type, objectId, favorite ("1"/"0"), redirectTo}. Without
// JavaScript it sends the person back with a toast; a fetcher (js=1) gets data, and the toast comes
// with the shell's revalidation.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { backTo, formFailure, readForm, requireSignedIn } from "~/platform/remix.server";
import { favoriteInputs as parse } from "~/features/favorites/server/inputs.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const form = await readForm(request);
  const js = form.get("js") === "1";
  const back = backTo(request, context, form.get("redirectTo"));
  let result: { ok: boolean; favorite?: boolean };
  try {
    const updated = await context.services.favorites.update(
      actor,
      parse.update(actor, { type: form.get("type"), objectId: form.get("objectId"), favorite: form.get("favorite") }),
    );
    await context.services.auth.setFlash(actor, { type: "success", text: updated.message });
    result = { ok: true, favorite: updated.favorite };
  } catch (error) {
    await context.services.auth.setFlash(actor, { type: "error", text: formFailure(error).formError });
    result = { ok: false };
  }
  return js ? result : redirect(back);
}

export const loader = (_: LoaderFunctionArgs) => redirect("/favorites?type=CONTACT");

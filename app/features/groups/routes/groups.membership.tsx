// POST /groups/membership {groupId, intent: subscribe | unsubscribe, redirectTo}: the membership button of
// a group's card and page, without JavaScript. Subscribes (an open group), files a join request (a
// closed one), leaves or withdraws the request, then 303 back with a toast saying what happened.
import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { isDomainError } from "~/platform/errors";
import { backTo, readForm, redirectWithToast, requireSignedIn } from "~/platform/remix.server";
import { parseInput } from "~/platform/validate";
import { groupMessages as t } from "../messages/group";
import { groupIdSchema } from "../schema";

export async function action({ request, context }: ActionFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const form = await readForm(request);
  const back = backTo(request, context, form.get("redirectTo"));
  try {
    const { groupId } = parseInput(groupIdSchema, { groupId: form.get("groupId") });
    const { groups } = context.services;
    if (form.get("intent") === "unsubscribe") {
      const before = await groups.get(actor, groupId);
      await groups.unsubscribe(actor, groupId);
      const text = before.requestPending ? t.requestWithdrawn : t.unsubscribed;
      return redirectWithToast(context, back, { type: "success", text }, { status: 303 });
    }
    const after = await groups.subscribe(actor, groupId);
    const text = after.relationType ? t.subscribed : t.requestDone;
    return redirectWithToast(context, back, { type: "success", text }, { status: 303 });
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return redirectWithToast(context, back, { type: "error", text: error.message }, { status: 303 });
  }
}

export const loader = () => redirect("/group");

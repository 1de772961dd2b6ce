// The guard of the FAQ's editing pages: the category they are about, or the status page to show.
import type { AppLoadContext } from "@remix-run/node";
import { isMissing } from "~/platform/errors";
import { canEditFaq } from "~/platform/policies";
import { requireSignedIn } from "~/platform/remix.server";

/** 403 for people who may not edit the FAQ, 404 for a missing or unknown category id. */
export async function editableCategory(request: Request, context: AppLoadContext, id: string | undefined) {
  const actor = requireSignedIn(request, context);
  if (!canEditFaq(actor)) return { status: 403 as const };
  try {
    return { actor, category: await context.services.faq.category(actor, { id }) };
  } catch (error) {
    if (isMissing(error)) return { status: 404 as const };
    throw error;
  }
}

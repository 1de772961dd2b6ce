// The guards of the FAQ's pages: the category an editing page is about, or the refusal. Loaders throw
// the refusal (the layout's ErrorBoundary shows it); actions answer the form with it.
import type { AppLoadContext } from "@remix-run/node";
import { isMissing } from "~/platform/errors";
import { canEditFaq } from "~/features/faq/policy";
import { refusePage, requireSignedIn } from "~/platform/remix.server";
import { faqInputs as parse } from "./inputs.server";
import { messages } from "~/features/faq/messages";

const t = messages;

/** 403 for people who may not edit the FAQ, 404 for a missing or unknown category id. */
export async function editableCategory(request: Request, context: AppLoadContext, id: string | undefined) {
  const actor = requireSignedIn(request, context);
  if (!canEditFaq(actor)) return { status: 403 as const };
  try {
    return { actor, category: await context.services.faq.category(actor, parse.category(actor, { id })) };
  } catch (error) {
    if (isMissing(error)) return { status: 404 as const };
    throw error;
  }
}

/** editableCategory for a loader: the refusal is thrown, with the title of the refused page. */
export async function editableCategoryOrRefuse(request: Request, context: AppLoadContext, id: string | undefined, pageTitle: string) {
  const found = await editableCategory(request, context, id);
  if (found.status) throw refusePage(found.status, { pageTitle, text: t.categoryNotFound });
  return found;
}

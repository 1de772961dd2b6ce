// Refusals of the documents pages: a leaf loader throws them and the layout's ErrorBoundary
// (routes/_shell.knowledge.documents.tsx) renders the 403 or 404 page with the words the leaf chose.
import { data } from "@remix-run/node";
import { isMissing } from "~/platform/errors";
import type { DocumentsRefusal } from "~/features/documents/ui/refusal";

export const refuse = (status: 403 | 404, refusal: DocumentsRefusal) => data(refusal, { status });

/** Runs a lookup; a missing (or unreadable, or malformed) id becomes the page's 404. */
export async function orMissing<T>(lookup: () => Promise<T>, refusal: (message: string) => DocumentsRefusal): Promise<T> {
  try {
    return await lookup();
  } catch (error) {
    if (isMissing(error)) throw refuse(404, refusal(error.message));
    throw error;
  }
}

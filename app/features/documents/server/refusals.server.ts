// The documents pages' 404 for a lookup that finds nothing: the layout's ErrorBoundary
// (routes/_shell.knowledge.documents.tsx) renders it with the words the leaf chose.
import { isMissing } from "~/platform/errors";
import { refusePage } from "~/platform/remix.server";
import type { PageRefusal } from "~/shared/ui/refusal";

/** Runs a lookup; a missing (or unreadable, or malformed) id becomes the page's 404. */
export async function orMissing<T>(lookup: () => Promise<T>, refusal: (message: string) => PageRefusal): Promise<T> {
  try {
    return await lookup();
  } catch (error) {
    if (isMissing(error)) throw refusePage(404, refusal(error.message));
    throw error;
  }
}

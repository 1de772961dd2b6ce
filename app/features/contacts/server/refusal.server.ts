// Page loaders refuse by throwing: the ErrorBoundary of the directory's layout (ui/refusal.tsx)
// renders the 403 or 404 page with the status and the title the page had.
import { data } from "@remix-run/node";
import type { ContactsRefusal } from "~/features/contacts/ui/refusal";

/** Throws the page's refusal: 403 (not allowed) or 404 (missing, malformed or unknown id). */
export function refuse(status: 403 | 404, refusal: ContactsRefusal): never {
  throw data(refusal, { status });
}

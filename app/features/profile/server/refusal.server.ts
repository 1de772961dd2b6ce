// Page loaders of /user/{id} refuse by throwing: the page's ErrorBoundary (ui/refusal.tsx) renders
// the 403 or 404 page with the status and the title the page had.
import { data } from "@remix-run/node";
import type { ProfileRefusal } from "~/features/profile/ui/refusal";

/** Throws the page's refusal: 403 (not allowed) or 404 (no such person). */
export function refuse(status: 403 | 404, refusal: ProfileRefusal): never {
  throw data(refusal, { status });
}

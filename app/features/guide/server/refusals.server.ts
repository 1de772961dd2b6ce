// A guide page that cannot be shown throws its refusal: the layout route's ErrorBoundary
// (routes/_shell.knowledge.guide.tsx) renders it inside the guide's frame with the same status.
import { data } from "@remix-run/node";
import type { GuideRefusal } from "../ui/refusal";

export function refuse(refusal: GuideRefusal): never {
  throw data(refusal, { status: refusal.status });
}

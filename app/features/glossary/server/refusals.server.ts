// Refusals of the glossary's pages: a leaf loader throws them and the layout's ErrorBoundary
// (routes/_shell.knowledge.glossary.tsx) renders the 403 or 404 page.
import { data } from "@remix-run/node";
import type { GlossaryRefusal } from "~/features/glossary/ui/refusal";

export const refuse = (status: 403 | 404, refusal: GlossaryRefusal) => data(refusal, { status });

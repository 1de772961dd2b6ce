// What a path inside the shell that no page answers gets: in a section of the product not built yet, its
// designed "coming soon" page; anything else, the 404 (the shell's ErrorBoundary draws it), an address in a
// built section included (sections.ts). The shell's catch-all route answers with it, and so does a page whose
// address takes a parameter a path of a section to come may fill (/user/{id}/{thanksId} against
// /user/{id}/club-card).
import type { AppLoadContext } from "@remix-run/node";
import { appPath, refusePage, requireSignedIn } from "~/platform/remix.server";
import { isBuilt, sectionOf } from "~/shell/server/sections";
import { pages } from "~/shared/messages";

/** The title of the section to come at this request's path, or the thrown 404 (403 for the admin area). */
export function comingSoon(request: Request, context: AppLoadContext): { title: string } {
  const actor = requireSignedIn(request, context);
  const section = sectionOf(appPath(request, context));
  if (!section || isBuilt(section, context.pagePaths)) throw refusePage(404, { pageTitle: pages.notFoundTitle });
  // An admin page to come is refused like /admin itself to those who open none of the area's pages.
  if (section.key === "admin" && !context.services.admin.canOpen(actor)) {
    throw refusePage(403, { pageTitle: pages.forbiddenTitle });
  }
  return { title: section.title };
}

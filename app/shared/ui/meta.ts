import { portalName } from "~/shared/messages";

/** "<page> — <portal name>", the title of every page. */
export function pageTitle(page?: string) {
  return [{ title: page ? `${page} — ${portalName}` : portalName }];
}

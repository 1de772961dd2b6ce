import { ru } from "~/shared/ru";

/** "<page> — <portal name>", the title of every page. */
export function pageTitle(page?: string) {
  return [{ title: page ? `${page} — ${ru.portalName}` : ru.portalName }];
}

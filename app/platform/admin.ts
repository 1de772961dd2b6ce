// The admin area (/admin): each feature's manifest names its admin pages and the roles that open
// each; /admin opens for anyone who holds the role of at least one of them and lists only those.
import type { Actor } from "./actor";
import { hasAnyRole } from "./policies";

/** The groups /admin shows its pages in, in this order (the admin feature names and draws them). */
export const ADMIN_SECTIONS = ["people", "content", "requests", "statistics", "system"] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

export interface AdminPage {
  /** Its address inside the portal, e.g. "/admin/suggestions". */
  path: string;
  /** The group /admin lists it in: people and rights, content, requests, statistics and logs, the system. */
  section: AdminSection;
  /** Holders of any of these open it (the page's own loader checks the same). */
  roles: readonly string[];
  title: string;
  hint: string;
}

export interface AdminArea {
  /** The admin pages this person may open, in the registry's order. */
  pagesFor(actor: Actor): AdminPage[];
  /** May this person open /admin? (The user menu links it for administrators only: ADR 0023.) */
  canOpen(actor: Actor): boolean;
}

export function createAdminArea(pages: readonly AdminPage[]): AdminArea {
  const pagesFor = (actor: Actor) => pages.filter((page) => hasAnyRole(actor, ...page.roles));
  return { pagesFor, canOpen: (actor) => pagesFor(actor).length > 0 };
}

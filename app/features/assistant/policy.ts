// Who may do what with Эмилия, the portal's virtual assistant. Role checks live here only: loaders return the
// flags, components read them.
import type { Actor } from "~/platform/actor";
import { hasAnyRole, ROLE_ADMINISTRATOR } from "~/platform/policies";

/** Manages the assistant's images and phrases (spec part 1 §6). */
export const ROLE_EMILIA = "ROLE_EMILIA";

/** Who opens /admin/emilia and changes the images and phrases. */
export const EMILIA_ROLES = [ROLE_EMILIA, ROLE_ADMINISTRATOR] as const;

export function canManageEmilia(actor: Actor): boolean {
  return hasAnyRole(actor, ...EMILIA_ROLES);
}

/** The banner is for anyone signed in. */
export function canSeeBanner(actor: Actor): boolean {
  return actor.kind === "user";
}

/**
 * The guide's editors (the guide's GUIDE_EDITOR_ROLES: its index cannot reach server code) choose the article
 * Эмилия's welcome message opens; the guide's article page offers them the form.
 */
export const WELCOME_ARTICLE_ROLES = ["ROLE_UPDATE_WIKI_GUIDE_TOP_CATEGORY", ROLE_ADMINISTRATOR] as const;

export function canChooseWelcomeArticle(actor: Actor): boolean {
  return hasAnyRole(actor, ...WELCOME_ARTICLE_ROLES);
}

// What the signed-in layout may offer a person; components read these flags from the _shell loader, never
// role names.
import type { Actor } from "~/platform/actor";
import { ROLE_ADMINISTRATOR, hasAnyRole } from "~/platform/policies";
import { RIGHTS_ROLES } from "~/features/users/index.server";

/** What the application shell may offer this person. */
export function shellAbilities(actor: Actor) {
  return {
    /**
     * The "Администратор" item of the user menu (the header's and /menu's): administrators only, as the spec
     * says (part 1 §2.2, §6). The admin area itself opens to the holders of any of its pages' roles
     * (AdminArea.canOpen, §2.6), who reach it by its address: ADR 0023.
     */
    adminLink: hasAnyRole(actor, ROLE_ADMINISTRATOR),
  };
}

export type ShellAbilities = ReturnType<typeof shellAbilities>;

/**
 * The roles of /admin/icons and its calls: the spec's ROLE_EDIT_USER_ROLE_GROUP, «распределение прав и иконки»
 * (part 1 §6), and the administrators, as the rights pages.
 */
export const SECTION_ICON_ROLES = RIGHTS_ROLES;

export const mayChooseSectionIcons = (actor: Actor) => hasAnyRole(actor, ...SECTION_ICON_ROLES);

// Role names of the portal beyond its features' own. Each feature declares the roles its policy reads in its
// manifest (`roles`); app/portal/registry.server.ts collects them with these into ALL_ROLES and the RoleName
// type, which the demo seed (the administrator holds them all), the user CLI (--roles) and the admin area read.

/**
 * Roles the specification names for features not built yet (vacancies, claims, the log, the feed...).
 * People may already hold them (HR loads them); each moves into its feature's manifest when it lands.
 */
export const ROLES_OF_FEATURES_TO_COME = [] as const;

/** Every role once, in the order first named. */
export function collectRoles<Role extends string>(lists: readonly (readonly Role[])[]): Role[] {
  return [...new Set(lists.flat())];
}

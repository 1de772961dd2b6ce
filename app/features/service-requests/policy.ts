// Who handles and who configures the services until the rights issue brings role groups: the roles a
// service's route names (its handlers' stop), and its administrators. The portal's administrators hold every
// role in the demo.
import type { Actor } from "~/platform/actor";
import { hasAnyRole, ROLE_ADMINISTRATOR } from "~/platform/policies";

/** The HR department: statements, leave, business cards. */
export const ROLE_HR_SERVICES = "ROLE_HR_SERVICES";
/** The office: passes, couriers, car repair. */
export const ROLE_OFFICE_SERVICES = "ROLE_OFFICE_SERVICES";

/** The IT department: the IT catalogue's tickets (service-catalogue). */
export const ROLE_IT_SUPPORT = "ROLE_IT_SUPPORT";
/** HR's training team: the education catalogue's requests. */
export const ROLE_EDUCATION_HR = "ROLE_EDUCATION_HR";

/** Configures every service: creates them, edits their forms and routes, archives them. */
export const ROLE_SERVICES_ADMIN = "ROLE_SERVICES_ADMIN";

export const SERVICE_ROLES = [ROLE_SERVICES_ADMIN, ROLE_HR_SERVICES, ROLE_OFFICE_SERVICES, ROLE_IT_SUPPORT, ROLE_EDUCATION_HR] as const;

/** The roles a route's stop or a service's audience may name (role groups replace them with the rights issue). */
export const ROUTE_ROLES = [ROLE_HR_SERVICES, ROLE_OFFICE_SERVICES, ROLE_IT_SUPPORT, ROLE_EDUCATION_HR] as const;

/** Whoever configures every service; a service's own managers (its manager_role) configure it too. */
export function canAdministerServices(actor: Actor): boolean {
  return hasAnyRole(actor, ROLE_SERVICES_ADMIN, ROLE_ADMINISTRATOR);
}

/**
 * Who may ask for a service (service_types.audience, JSON): the holders of its roles, the people of its
 * departments (with their sub-departments) and of its positions; all empty: everyone.
 */
export interface Audience {
  roles: readonly string[];
  departments?: readonly number[];
  positions?: readonly string[];
}

/** Where a person stands, for an audience by department or position: her department and those above it, her position. */
export interface Asker {
  departments: readonly number[];
  position: string | null;
}

/** Whether an audience names departments or positions: then who asks needs her Asker. */
export const needsAsker = (a: Audience) => (a.departments?.length ?? 0) > 0 || (a.positions?.length ?? 0) > 0;
export const isEveryone = (a: Audience) => a.roles.length === 0 && !needsAsker(a);

/** Who may ask for a service: everyone when its audience names no one, else whoever it names one way or another. */
export function mayAsk(actor: Actor, audience: Audience, asker: Asker | null): boolean {
  if (isEveryone(audience)) return true;
  if (audience.roles.length > 0 && hasAnyRole(actor, ...audience.roles)) return true;
  if (!asker) return false;
  return (
    (audience.departments ?? []).some((d) => asker.departments.includes(d)) ||
    (asker.position !== null && (audience.positions ?? []).includes(asker.position))
  );
}

export function canAdministerService(actor: Actor, managerRole: string | null): boolean {
  return canAdministerServices(actor) || (managerRole !== null && hasAnyRole(actor, managerRole));
}

/** The statuses a prepared document may be attached in: waiting on its handlers, in work, or done. */
export const DOCUMENT_STATUSES = ["NEW", "IN_WORK", "COMPLETED"] as const;

/**
 * Who attaches a request's prepared document (a certificate's scan): the people it waits on now, or the
 * service's administrators, once it has reached its handlers.
 */
export function mayAttachDocument(
  actor: Actor & { userId: number },
  request: { status: string; handlerIds: readonly number[]; managerRole: string | null },
): boolean {
  if (!DOCUMENT_STATUSES.includes(request.status as never)) return false;
  return request.handlerIds.includes(actor.userId) || canAdministerService(actor, request.managerRole);
}

// Who handles the services' requests until the rights issue brings role groups: the roles a service's route
// names (its handlers' stop). The portal's administrators hold every role in the demo.

/** The HR department: statements, leave, business cards. */
export const ROLE_HR_SERVICES = "ROLE_HR_SERVICES";
/** The office: passes, couriers, car repair. */
export const ROLE_OFFICE_SERVICES = "ROLE_OFFICE_SERVICES";

export const SERVICE_ROLES = [ROLE_HR_SERVICES, ROLE_OFFICE_SERVICES] as const;

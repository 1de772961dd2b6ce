// A service's route as data (ADR 0034): the approval steps a request passes, then its handlers, each with a
// due time. Stored as JSON in the type's version beside its fields.

/** Who acts at a stop. */
export type RouteWho =
  /** The requester's manager by the department chain. */
  | { kind: "manager" }
  | { kind: "person"; userId: number }
  /** Everyone holding the role (a role group once the rights issue brings them). */
  | { kind: "role"; role: string }
  /** The secretaries of the requester's department, or of the nearest department above it that has some. */
  | { kind: "secretary" };

export interface RouteStop {
  who: readonly RouteWho[];
  /** Hours its people have to act; none: no due time. */
  dueHours?: number;
}

export interface ServiceRoute {
  /** In order; none: the request goes straight to its handlers. */
  approvals: readonly RouteStop[];
  handlers: RouteStop;
}

// The four work statuses a person may set (spec part 2 §7). A module of its own, without zod, so the
// profile page's status picker does not pull the edit form's rules into its chunk.
export const WORK_STATUS_VALUES = ["DISTANT", "BUSINESS_TRIP", "VACATION", "SICK_LEAVE"] as const;

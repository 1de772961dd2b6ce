// The notification types of development goals (family DEVELOPMENT_GOAL, the manifest's). Sent in the
// transaction of the change they describe (notify() of the notifications feature), so none is lost or doubled.

/** To the owner: a manager set her a goal. */
export const GOAL_ASSIGNED = "DEVELOPMENT_GOAL_ASSIGNED";
/** To the owner: a manager approved her goal. */
export const GOAL_APPROVED = "DEVELOPMENT_GOAL_APPROVED";
/** To the owner: her manager wrote in the goal's thread. */
export const GOAL_COMMENTED = "DEVELOPMENT_GOAL_COMMENTED";
/** To the owner's manager: the owner wrote in the thread. */
export const GOAL_COMMENTED_FOR_MANAGER = "DEVELOPMENT_GOAL_COMMENTED_FOR_MANAGER";
/** To the manager (the owner closed it) or the owner (a manager did). */
export const GOAL_COMPLETED = "DEVELOPMENT_GOAL_COMPLETED";
export const GOAL_CANCELLED = "DEVELOPMENT_GOAL_CANCELLED";

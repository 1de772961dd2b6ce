// The birthdays feature's outbox events and notification types. The daily job writes CONGRATULATIONS_MADE in
// its transaction; its consumer tells each person's department (server/daily.server.ts). A wish writes
// WISH_ADDED; its consumer tells the congratulated person.
export const CONGRATULATIONS_MADE = "BIRTHDAYS_CONGRATULATIONS_MADE";
export const WISH_ADDED = "BIRTHDAYS_WISH_ADDED";

export interface CongratulationsMade {
  ids: number[];
}
export interface WishAdded {
  wishId: number;
}

/** Notification types (family CONGRATULATION): {user}, then {congratulation}. */
export const CONGRATULATION_BIRTHDAY = "CONGRATULATION_BIRTHDAY";
export const CONGRATULATION_WISH_FOR_OWNER = "CONGRATULATION_WISH_FOR_OWNER";

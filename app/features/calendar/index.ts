// The calendar: what other features may import (client-safe). The profile links its owner to her month.
export { calendarLinkLabel } from "./messages/profile-link";

/** The address of a person's calendar (only she opens it). */
export const calendarPath = (userId: number) => `/calendar/${userId}`;

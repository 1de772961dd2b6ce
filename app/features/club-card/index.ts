// The club card: what other features may import (client-safe). The profile links its owner to her card.
export { clubCardLinkLabel } from "./messages/profile-link";

/** The address of a person's club card (its holder, card admins and administrators open it). */
export const clubCardPath = (userId: number) => `/user/${userId}/club-card`;

// Клуб партнёров's events of the outbox, written in the transaction of the change they describe; a feature
// (or this one) reacts to them with a consumer in its manifest (`consumers`: a notification, a search index).

/** An item was added. */
export const CLUB_NEW = "CLUB_NEW";

export interface ClubNewEvent {
  itemId: number;
  /** Who added it (null: not a person). */
  authorId: number | null;
}

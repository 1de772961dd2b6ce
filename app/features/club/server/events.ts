// The partners club's events of the outbox, written in the transaction of the change they describe: the
// portal search follows the partners through them (search-indexer.server.ts).

/** Partners added, changed, removed, or whose category was renamed: `{ids}`. */
export const CLUB_PARTNERS_CHANGED = "CLUB_PARTNERS_CHANGED";

// The hall of fame's events of the outbox, written in the transaction of the change they describe: the search
// indexes (search-indexer.server.ts) follow the boards and the people on them by these.

/** Payload `{ ids }`: boards created, changed or deleted. */
export const WALKFAME_BOARDS_CHANGED = "WALKFAME_BOARDS_CHANGED";
/** Payload `{ ids }`: entries (walkfame_people ids) added, changed or deleted. */
export const WALKFAME_PEOPLE_CHANGED = "WALKFAME_PEOPLE_CHANGED";

// The catalogues' events of the outbox, written in the transaction of the change they describe.

/** Payload `{ ids }`: the nodes added, changed, moved or deleted by one write (the IT_SERVICE index follows them). */
export const SERVICE_CATALOGUE_CHANGED = "SERVICE_CATALOGUE_CHANGED";

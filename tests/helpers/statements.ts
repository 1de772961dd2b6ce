// Counting a page's SQL statements: the events outbox's worker reads and writes its own tables on its
// own schedule (and delivers what a change just wrote, right after its commit), whatever page is open.
// Its statements are not the page's; drain the outbox before counting (portal.outbox.deliver()) so the
// handlers' own writes are done too.
export const isOutboxStatement = (sql: string) => /"?\b(events|event_deliveries|event_subscriptions)\b"?/.test(sql);

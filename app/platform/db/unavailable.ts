// Whether an error says the database cannot be reached now (PostgreSQL restarting, down, refusing
// connections; SQLite locked past its busy timeout) rather than that a statement is wrong. Such a request
// is answered 503 with Retry-After, not 500: nothing is broken, and the same request works once the
// database is back (the pool opens new connections by itself).

/** PostgreSQL's SQLSTATEs of a server that is going, gone or not yet there. */
const POSTGRES_UNAVAILABLE = new Set([
  "57P01", // admin_shutdown (a restart, pg_terminate_backend)
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now (starting up, shutting down)
  "08000", // connection_exception
  "08001", // sqlclient_unable_to_establish_sqlconnection
  "08003", // connection_does_not_exist
  "08006", // connection_failure
  "53300", // too_many_connections
  "55000", // object_not_in_prerequisite_state: a database not accepting connections
]);

/** Node's socket errors of a server that does not answer. */
const SOCKET_UNAVAILABLE = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EAI_AGAIN"]);

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (POSTGRES_UNAVAILABLE.has(code) || SOCKET_UNAVAILABLE.has(code) || code === "SQLITE_BUSY")) return true;
    // node-postgres's own words for a connection that ended under a query or could not be opened in time.
    if (typeof message === "string" && /^Connection terminated|^timeout exceeded when trying to connect|is not queryable/.test(message))
      return true;
    // A kept statement whose table another process changed under it (a migration while this one serves),
    // inside a transaction: it runs unnamed from then on, so the same request works when sent again.
    if (code === "0A000" && typeof message === "string" && message.startsWith("cached plan must not change result type")) return true;
  }
  return false;
}

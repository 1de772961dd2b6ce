import type { Kysely } from "kysely";
import type { Database } from "./db/schema";
import type { DatabaseFacts } from "./db/db.server";
import type { RateLimiter } from "./rate-limit.server";
import type { SmsProvider } from "./sms/sms.server";
import type { FileStorage } from "./files/storage.server";
import type { Activity } from "./activity.server";

/** What every domain module is built from; server.ts and the tests make one. */
export interface Deps {
  db: Kysely<Database>;
  now: () => Date;
  rate: RateLimiter;
  sms: SmsProvider;
  /** DATA_DIR: where uploaded files (avatars) are kept, outside public/. */
  dataDir: string;
  /** Where uploaded files go when not DATA_DIR/files: the S3-compatible bucket openPortal opens. */
  fileStorage?: FileStorage;
  /** Which database, for the parts that open a connection of their own; absent: in-process only (unit tests). */
  database?: DatabaseFacts;
  /** Web push settings over the environment's (tests: a local receiver and its certificate). */
  webPush?: WebPushOverrides;
  /** Where requests and sign-ins are told (the statistics count them); absent: told to no one (unit tests). */
  activity?: Activity;
}

export interface WebPushOverrides {
  /** Hosts (host[:port], or *.domain) push endpoints may be on. */
  allowedHosts?: readonly string[];
  /** The VAPID subject: a mailto: or https: address push services may write to. */
  subject?: string;
  /** The HTTPS agent pushes are sent with (a test's own certificate authority). */
  agent?: import("node:https").Agent;
}

// The notifications's migrations by their recorded names (listed, not read from disk, so tsx, the Remix build
// and the tests run the same ones). app/portal/migrations.server.ts merges every feature's.
import type { Migration } from "kysely";
import * as m0015 from "./0015_notification_pages";
import * as m0016 from "./0016_notification_engine";
import * as m0018 from "./0018_web_push";

export const migrations: Readonly<Record<string, Migration>> = {
  "0015_notification_pages": m0015,
  "0016_notification_engine": m0016,
  "0018_web_push": m0018,
};

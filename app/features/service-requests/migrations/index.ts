// The request engine's migrations by name (listed, not read from disk, so tsx, the Remix build and the
// tests run the same ones). app/portal/migrations.server.ts merges every feature's.
import type { Migration } from "kysely";
import * as engine from "./202612062123_service_requests_engine";
import * as files from "./202612070030_service_requests_files";

export const migrations: Readonly<Record<string, Migration>> = {
  "202612062123_service_requests_engine": engine,
  "202612070030_service_requests_files": files,
};

// The platform's migrations by their recorded names, with the early ones that made several features' tables
// at once (before features brought their own). Listed, not read from disk, so tsx, the Remix build and the
// tests run the same ones; app/portal/migrations.server.ts merges them with every feature's.
import type { Migration } from "kysely";
import * as m0001 from "./0001_foundation";
import * as m0002 from "./0002_people";
import * as m0004 from "./0004_files";
import * as m0006 from "./0006_faq_glossary";
import * as m0007 from "./0007_guide";
import * as m0011 from "./0011_edit_versions";
import * as m0012 from "./0012_event_deliveries";
import * as m0014 from "./0014_video_jobs";
import * as m0023 from "./0023_whole_statistics";
import * as m202612060730 from "./202612060730_platform_file_url_keys";
import * as m202612070410 from "./202612070410_platform_audit_log";

export const migrations: Readonly<Record<string, Migration>> = {
  "0001_foundation": m0001,
  "0002_people": m0002,
  "0004_files": m0004,
  "0006_faq_glossary": m0006,
  "0007_guide": m0007,
  "0011_edit_versions": m0011,
  "0012_event_deliveries": m0012,
  "0014_video_jobs": m0014,
  "0023_whole_statistics": m0023,
  "202612060730_platform_file_url_keys": m202612060730,
  "202612070410_platform_audit_log": m202612070410,
};

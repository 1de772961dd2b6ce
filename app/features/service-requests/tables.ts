// The request engine's tables (migrations/): row types merged into the platform's Database by declaration
// merging. Times are ISO-8601 strings, booleans 0/1, lists JSON texts: the same rows from SQLite and PostgreSQL.
import type { Generated } from "kysely";

export interface ServiceCategoryTable {
  id: Generated<number>;
  name: string;
  sort: Generated<number>;
}

export interface ServiceTypeTable {
  id: Generated<number>;
  key: string;
  name: string;
  description: string;
  icon: string;
  category_id: number;
  family: string;
  /** JSON Audience (server/audience.ts). */
  audience: string;
  /** Its holders administer the service besides ROLE_SERVICES_ADMIN (policy.ts); null: those alone. */
  manager_role: string | null;
  sort: Generated<number>;
  archived: Generated<number>;
  current_version_id: number | null;
  version: Generated<number>;
}

export interface ServiceVersionTable {
  id: Generated<number>;
  type_id: number;
  number: number;
  /** JSON ServiceField[] (fields.ts). */
  fields: string;
  /** JSON ServiceRoute (route.ts). */
  route: string;
  created_at: string;
  created_by: number | null;
}

export interface ServiceRequestTable {
  claim_id: number;
  type_id: number;
  version_id: number;
  owner_id: number;
  /** JSON Answers (fields.ts). */
  answers: string;
  step: Generated<number>;
  due_at: string | null;
  /** yyyy-mm-dd: the span it is about (fields.ts datesOf); null when its form has no date. */
  starts_on: string | null;
  ends_on: string | null;
  /** 0: its work status not yet set, 1: set on its owner, 2: over (absences.server.ts). */
  absence_state: Generated<number>;
}

export interface ServiceRequestFileTable {
  file_id: number;
  claim_id: number;
  /** ANSWER: a file field's; RESULT: the prepared document its handlers attach. */
  purpose: "ANSWER" | "RESULT";
  field_key: string | null;
  created_at: string;
  created_by: number;
}

declare module "~/platform/db/schema" {
  interface Database {
    service_categories: ServiceCategoryTable;
    service_types: ServiceTypeTable;
    service_versions: ServiceVersionTable;
    service_requests: ServiceRequestTable;
    service_request_files: ServiceRequestFileTable;
  }
}

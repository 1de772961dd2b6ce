// The directory's tables: their row types, merged into the platform's Database (kysely's schema) by
// declaration merging, so the platform names no feature's table. Times are ISO-8601 strings and booleans
// 0/1 integers, so the same rows come back from SQLite and PostgreSQL.
import type { Generated } from "kysely";

export interface DepartmentTable {
  id: Generated<number>;
  parent_id: number | null;
  name: string;
  city: string | null;
  head_user_id: number | null;
  sort: Generated<number>;
}

export interface ContactCategoryTable {
  id: Generated<number>;
  parent_id: number | null;
  name: string;
  /** Set for the category of a department; null for service categories. */
  department_id: number | null;
  sort: Generated<number>;
}

export interface ContactTable {
  id: Generated<number>;
  category_id: number;
  /** "user": an employee, shown from users; "another": a service record with its own fields. */
  kind: "user" | "another";
  user_id: number | null;
  name: string | null;
  surname: string | null;
  middlename: string | null;
  position: string | null;
  /** One or several phone lines, separated by newlines. */
  telephone: string | null;
  ip_phone: string | null;
  email: string | null;
  address: string | null;
  sort: Generated<number>;
  created_at: string;
  updated_at: string;
  /** Bumped by every save; an edit form sends the one it started from (0011, core/versions.server.ts). */
  version: Generated<number>;
}

export interface ContactViewTable {
  user_id: number;
  contact_id: number;
  viewed_at: string;
}

export interface PositionTable {
  id: Generated<number>;
  name: string;
  department_id: number | null;
}

/** A department's secretary (issue #32 point 3): edits its cards and records, handles requests routed to it. */
export interface DepartmentSecretaryTable {
  department_id: number;
  user_id: number;
  assigned_at: string;
  /** Who assigned her; null: the demo seed or a person since deleted. */
  assigned_by: number | null;
}

declare module "~/platform/db/schema" {
  interface Database {
    departments: DepartmentTable;
    contact_categories: ContactCategoryTable;
    contacts: ContactTable;
    contact_views: ContactViewTable;
    positions: PositionTable;
    department_secretaries: DepartmentSecretaryTable;
  }
}

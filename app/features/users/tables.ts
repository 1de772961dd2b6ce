// The people's tables: their row types, merged into the platform's Database (kysely's schema) by
// declaration merging, so the platform names no feature's table. Times are ISO-8601 strings and booleans
// 0/1 integers, so the same rows come back from SQLite and PostgreSQL.
import type { Generated } from "kysely";

export interface UserTable {
  id: Generated<number>;
  phone: string;
  name: string;
  surname: string;
  middlename: string | null;
  position: string | null;
  department_id: number | null;
  address: string | null;
  work_phone: string | null;
  email: string | null;
  avatar_path: string | null;
  work_status: string | null;
  password_hash: string | null;
  need_show_welcome: Generated<number>;
  blocked: Generated<number>;
  created_at: string;
  updated_at: string;
  // Profile (0002)
  work_mobile_phone: string | null;
  ip_phone: string | null;
  telegram: string | null;
  skype: string | null;
  viber: string | null;
  vk: string | null;
  web: string | null;
  whatsapp: string | null;
  zone: string | null;
  /** yyyy-mm-dd */
  birthday: string | null;
  birth_year_visible: Generated<number>;
  login_phone_visible: Generated<number>;
  position_id: number | null;
  /** Lower-cased "surname name middlename" for case-insensitive search (SQLite's lower() is ASCII only). */
  search_name: string | null;
  /** The hire date, "yyyy-mm-dd" (202612071340); null when HR has not given it. */
  hired_on: string | null;
  /** Bumped by every save; an edit form sends the one it started from (0011, core/versions.server.ts). */
  version: Generated<number>;
}

export interface UserRoleTable {
  user_id: number;
  role: string;
}

/** A role group's row: its version, bumped by every change of its grants (202612070400). */
export interface RoleGroupTable {
  type: string;
  version: Generated<number>;
}

/** A role a group bundles: the manifests' RoleGroupDef, written at start. */
export interface RoleGroupRoleTable {
  group_type: string;
  role: string;
}

export type GrantSubject = "USER" | "DEPARTMENT" | "POSITION";

/** A group granted to a person, a department (and its sub-departments when with_subdepartments) or a position. */
export interface RoleGroupGrantTable {
  id: Generated<number>;
  group_type: string;
  subject: GrantSubject;
  object_id: number;
  with_subdepartments: Generated<number>;
  granted_at: string;
  granted_by: number | null;
}

declare module "~/platform/db/schema" {
  interface Database {
    users: UserTable;
    user_roles: UserRoleTable;
    role_groups: RoleGroupTable;
    role_group_roles: RoleGroupRoleTable;
    role_group_grants: RoleGroupGrantTable;
  }
}

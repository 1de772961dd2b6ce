// Row types of every table. Times are ISO-8601 strings and booleans are 0/1 integers,
// so the same rows come back from SQLite and PostgreSQL.
import type { Generated, Insertable, Selectable } from "kysely";

export interface DepartmentTable {
  id: Generated<number>;
  parent_id: number | null;
  name: string;
  city: string | null;
  head_user_id: number | null;
  sort: Generated<number>;
}

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
}

export interface UserRoleTable {
  user_id: number;
  role: string;
}

/** Web sessions, API access tokens and refresh tokens; only a SHA-256 of the secret is kept. */
export interface AuthTokenTable {
  token_hash: string;
  /** refresh_used: a refresh token already traded; kept so its reuse can end the family. */
  kind: "web" | "access" | "refresh" | "refresh_used";
  user_id: number;
  /** The web session or refresh token this one was issued with, so logout ends the family. */
  family: string;
  flash: string | null;
  created_at: string;
  expires_at: string;
}

export interface SmsClaimTable {
  uuid: string;
  purpose: "registration" | "recovery";
  phone: string;
  user_id: number;
  code_hash: string;
  code_expires_at: string;
  attempts: Generated<number>;
  confirmed_at: string | null;
  completed_at: string | null;
  replaced: Generated<number>;
  created_at: string;
}

export interface RateEventTable {
  id: Generated<number>;
  key: string;
  created_at: string;
}

export interface SettingTable {
  key: string;
  value: string;
}

export interface NavItemTable {
  id: Generated<number>;
  parent_id: number | null;
  name: string;
  link: string;
  is_url: Generated<number>;
  element_id: string | null;
  show_only_mobile: Generated<number>;
  sort: Generated<number>;
}

export interface WebPushTokenTable {
  id: Generated<number>;
  user_id: number;
  token: string;
  created_at: string;
}

export interface NotificationTable {
  id: Generated<number>;
  user_id: number;
  type: string;
  text: string;
  /** JSON array of {text, objectId, avatarFilePath?}. */
  variables: string;
  object_id: number | null;
  claim_status: string | null;
  showed: Generated<number>;
  create_date: string;
}

export interface Database {
  departments: DepartmentTable;
  users: UserTable;
  user_roles: UserRoleTable;
  auth_tokens: AuthTokenTable;
  sms_claims: SmsClaimTable;
  rate_events: RateEventTable;
  settings: SettingTable;
  nav_items: NavItemTable;
  web_push_tokens: WebPushTokenTable;
  notifications: NotificationTable;
}

export type UserRow = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type DepartmentRow = Selectable<DepartmentTable>;
export type NavItemRow = Selectable<NavItemTable>;
export type NotificationRow = Selectable<NotificationTable>;

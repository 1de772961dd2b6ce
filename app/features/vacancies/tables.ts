// The vacancies' tables: their row types, merged into the platform's Database (kysely's schema) by
// declaration merging, so the platform names no feature's table. Times are ISO-8601 strings and booleans
// 0/1 integers, so the same rows come back from SQLite and PostgreSQL.
import type { Generated } from "kysely";

export type VacancyState = "PUBLIC" | "ARCHIVE";

export type VacancySector = "RETAIL" | "WHOLESALE" | "OTHER";

export type VacancyLevel = "CHIEF" | "SPECIALIST" | "EXECUTOR";

export type VacancyReplyMode = "SELF" | "RECOMMEND";

export interface VacancyCityTable {
  id: Generated<number>;
  name: string;
}

export interface VacancyTable {
  id: Generated<number>;
  position: string;
  department_id: number;
  city_id: number;
  contact_id: number;
  author_id: number | null;
  wage: string | null;
  wage2: string | null;
  responsibility: string;
  requirements: string;
  conditions: Generated<string>;
  state: VacancyState;
  sector: VacancySector;
  level: VacancyLevel;
  hot: Generated<number>;
  publish_date: string;
  views_count: Generated<number>;
  reply_count: Generated<number>;
  created_at: string;
  updated_at: string;
  version: Generated<number>;
}

export interface VacancyReplyTable {
  id: Generated<number>;
  vacancy_id: number;
  claim_id: number;
  user_id: number;
  mode: VacancyReplyMode;
  full_name: string;
  telephone: string;
  email: string;
  info: Generated<string>;
  resume_file_id: number | null;
  open_key: string | null;
  created_at: string;
}

export interface VacancyViewTable {
  vacancy_id: number;
  user_id: number;
  created_at: string;
}

declare module "~/platform/db/schema" {
  interface Database {
    vacancy_cities: VacancyCityTable;
    vacancies: VacancyTable;
    vacancy_replies: VacancyReplyTable;
    vacancy_views: VacancyViewTable;
  }
}

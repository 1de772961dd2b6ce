// The favourites' tables: their row types, merged into the platform's Database (kysely's schema) by
// declaration merging, so the platform names no feature's table. Times are ISO-8601 strings and booleans
// 0/1 integers, so the same rows come back from SQLite and PostgreSQL.

export interface FavoriteTable {
  user_id: number;
  type: string;
  object_id: number;
  created_at: string;
}

declare module "~/platform/db/schema" {
  interface Database {
    favorites: FavoriteTable;
  }
}

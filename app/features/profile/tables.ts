// The profile's own table: its row type, merged into the platform's Database (kysely's schema) by declaration
// merging, so the platform names no feature's table. Times are ISO-8601 strings.
import type { Generated } from "kysely";

/**
 * When each person's current photo was set (issue #32 point 6, /admin/avatars): users belongs to the users
 * feature, so the moment lives here, written in the transaction of every upload. A new photo takes a new id,
 * so ids follow the uploads and the list pages by id, newest first.
 */
export interface AvatarChangeTable {
  id: Generated<number>;
  user_id: number;
  set_at: string;
}

declare module "~/platform/db/schema" {
  interface Database {
    avatar_changes: AvatarChangeTable;
  }
}

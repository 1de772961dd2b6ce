// How many notifications a person has not read: the count the short user carries (the shell's bell before
// its live stream counts, GET /user/short-cur-user-info). The users feature shows it but cannot import this
// feature (it stands below it), so the composition root hands it this: a column of the short user's own
// statement, not a statement of its own on every signed-in page.
import { sql, type Expression, type RawBuilder } from "kysely";

/** The unread count of the person `userId` names, as a column (PostgreSQL's count is a bigint: read it with Number). */
export const unreadNotificationsOf = (userId: Expression<number>): RawBuilder<number | string> =>
  sql<number | string>`(select count(*) from notifications where notifications.user_id = ${userId} and notifications.showed = 0)`;

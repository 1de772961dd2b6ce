// The calendar's one table, merged into the platform's Database (kysely's schema) by declaration merging. The
// entries themselves are other features' (their CalendarSource); the calendar keeps only each person's secret
// .ics link, as the SHA-256 of its token (the token itself is shown once, when it is made).
export interface CalendarFeedTable {
  /** One link per person: a new one replaces the old. */
  user_id: number;
  /** Hex SHA-256 of the link's token (256 random bits): a stolen table opens no calendar. */
  token_hash: string;
  created_at: string;
}

declare module "~/platform/db/schema" {
  interface Database {
    calendar_feeds: CalendarFeedTable;
  }
}

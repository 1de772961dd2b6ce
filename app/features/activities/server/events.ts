// Активности's events of the outbox, written in the transaction of the change they describe.

/** Activities created or changed (their ids): the search index follows them. */
export const ACTIVITIES_CHANGED = "ACTIVITIES_CHANGED";

/** Someone is to be told about an activity: the consumer (notices.server.ts) writes the notifications. */
export const ACTIVITY_NOTICE = "ACTIVITY_NOTICE";

export const NOTICE_KINDS = ["PLACE_GRANTED", "CHANGED", "CANCELLED", "REMINDER"] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export interface ActivityNotice {
  activityId: number;
  kind: NoticeKind;
  /** Who is told: the people moved up from the waiting list; absent: everyone signed up (going or waiting). */
  userIds?: number[];
}

/** The notification type of each notice (family ACTIVITY, manifest `notificationTypes`). */
export const NOTIFICATION_TYPE: Record<NoticeKind, string> = {
  PLACE_GRANTED: "ACTIVITY_PLACE_GRANTED",
  CHANGED: "ACTIVITY_CHANGED",
  CANCELLED: "ACTIVITY_CANCELLED",
  REMINDER: "ACTIVITY_REMINDER",
};

// The shifts' events of the outbox, written in the transaction of the swap's change they describe; the
// consumer (notices.server.ts) turns each into the notifications of family RETAIL_SHIFT.

/** A swap moved on: taken (the manager is told), approved or declined (the owner, and on approval the taker). */
export const RETAIL_SHIFT_NOTICE = "RETAIL_SHIFT_NOTICE";

export const NOTICE_KINDS = ["TAKEN", "APPROVED", "DECLINED"] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export interface RetailShiftNotice {
  swapId: number;
  kind: NoticeKind;
}

/** The notification types (family RETAIL_SHIFT, the manifest's `notificationTypes`). */
export const NOTIFICATION_TYPE = {
  TAKEN_FOR_MANAGER: "RETAIL_SHIFT_TAKEN_FOR_MANAGER",
  APPROVED_FOR_OWNER: "RETAIL_SHIFT_APPROVED_FOR_OWNER",
  APPROVED_FOR_TAKER: "RETAIL_SHIFT_APPROVED_FOR_TAKER",
  DECLINED_FOR_OWNER: "RETAIL_SHIFT_DECLINED_FOR_OWNER",
} as const;

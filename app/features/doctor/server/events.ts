// Запись к врачу's event of the outbox, written in the transaction of the change it describes; the feature's own
// consumer (server/notices.server.ts) turns it into the DOCTOR notifications.

export const DOCTOR_NOTICE = "DOCTOR_NOTICE";

/** The notification types, by what happened (family DOCTOR). */
export const NOTIFICATION_TYPE = {
  NEW_FOR_DOCTOR: "DOCTOR_NEW_FOR_DOCTOR",
  CANCELLED_FOR_DOCTOR: "DOCTOR_CANCELLED_FOR_DOCTOR",
  CANCELLED_FOR_OWNER: "DOCTOR_CANCELLED_FOR_OWNER",
  REMINDER: "DOCTOR_REMINDER",
} as const;
export type NoticeKind = keyof typeof NOTIFICATION_TYPE;
export const NOTICE_KINDS = Object.keys(NOTIFICATION_TYPE) as NoticeKind[];

export interface DoctorNotice {
  appointmentId: number;
  kind: NoticeKind;
  /** CANCELLED_FOR_OWNER: the doctor's side's note to the patient ("" none). */
  note?: string;
}

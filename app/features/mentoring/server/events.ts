// Mentoring's notification types (family MENTORING, the manifest's), sent in the transaction of the change.

/** To the mentor: someone asks her. */
export const MENTORING_REQUEST = "MENTORING_REQUEST_NEW";
/** To the mentee: the mentor accepted or declined. */
export const MENTORING_ACCEPTED = "MENTORING_REQUEST_ACCEPTED";
export const MENTORING_DECLINED = "MENTORING_REQUEST_DECLINED";

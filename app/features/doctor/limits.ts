// Запись к врачу's limits, shared by the schema (forms and /api), the domain and the pages.
export const REASON_MAX = 500;
export const NOTE_MAX = 500;
export const SPECIALITY_MAX = 100;
export const NAME_MAX = 200;
export const PLACE_MAX = 200;
/** How many days ahead the employee's page shows free slots (the schedule may reach further). */
export const BOOKING_DAYS = 14;
/** Free slots the employee's page reads at most: one statement, whatever the schedules hold. */
export const FREE_SLOTS_LIMIT = 1500;
/** Doctors listed at most. */
export const DOCTORS_LIMIT = 50;
/** Days /services/doctor/all shows from its first day. */
export const ALL_DAYS = 14;
/** Appointments a list page reads at most (one statement). */
export const APPOINTMENTS_LIMIT = 300;
/** A day's slots: from 5 to 240 minutes; a day added holds at most this many. */
export const STEP_MIN = 5;
export const STEP_MAX = 240;
export const SLOTS_PER_DAY_MAX = 100;
/** How far ahead a day may be added. */
export const SCHEDULE_AHEAD_DAYS = 120;

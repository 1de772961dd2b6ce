// The shapes vacancies' calls answer and pages render (issue #15 point 1, spec part 2 §3). Client-safe
// types only; the services that produce them are declared in server/contract.ts.
import type { LEVELS, REPLY_MODES, SECTORS, STATES } from "./limits";

export type Sector = (typeof SECTORS)[number];
export type Level = (typeof LEVELS)[number];
export type VacancyState = (typeof STATES)[number];
export type ReplyMode = (typeof REPLY_MODES)[number];

export interface City {
  id: number;
  name: string;
}

/** §3: the employee people ask about the vacancy. */
export interface VacancyContact {
  id: number;
  name: string;
  surname: string;
  position: string | null;
  workPhone: string | null;
  email: string | null;
  avatarFile: { filePath: string } | null;
}

/** The caller's latest reply of a mode to this vacancy (ours). */
export interface MyReply {
  claimId: number;
  mode: ReplyMode;
  /** The claim's status: NEW, IN_WORK, INTERVIEW, COMPLETED, REJECTED, CANCELLED. */
  status: string;
  /** Its Russian name (messages.server.ts: vacancyReplyStatuses). */
  statusName: string;
  /** The candidate (the caller for SELF). */
  fullName: string;
  createDate: string;
}

/** §3's Vacancy, as /vacancies/get and the cards of /vacancies/list answer it. */
export interface Vacancy {
  id: number;
  position: string;
  departmentId: number;
  department: { name: string };
  /** Digits as typed, or null: salary modes are read from which are set (ui salaryText). */
  wage: string | null;
  wage2: string | null;
  responsibility: string;
  requirements: string;
  conditions: string;
  /** ISO date-time. */
  publishDate: string;
  /** Editors only; null for others. */
  viewsCount: number | null;
  state: VacancyState;
  sector: Sector;
  level: Level;
  cityId: number;
  /** Ours: the city's name, so a card need not look it up. */
  city: City;
  contactId: number;
  contact: VacancyContact;
  hot: boolean;
  // Ours.
  authorId: number | null;
  version: number;
  /** Editors: the edit link, the archive toggle. */
  canEdit: boolean;
  /** Editors and the contact: «Отклики (N)». */
  canReadReplies: boolean;
  /** Replies and recommendations sent (editors and the contact; null for others). */
  replyCount: number | null;
  /** /vacancies/get only (null on list cards): the caller's latest SELF reply. */
  myReply: MyReply | null;
  /** /vacancies/get only (null on list cards): the caller's latest recommendation. */
  myRecommendation: MyReply | null;
}

/** §3's list parameters, as the page and the call read them (bad values fall back to the defaults). */
export interface VacancyQuery {
  cityId: number;
  sector: Sector | null;
  level: Level | null;
  state: VacancyState;
  pageNumber: number;
  pageSize: number;
  onlyMy: boolean;
}

export interface VacancyPage {
  content: Vacancy[];
  pageNumber: number;
  pageSize: number;
  total: number;
  last: boolean;
}

/** One reply as its handlers see it (the vacancy page's «Отклики», /vacancies/replies). */
export interface VacancyReplyView {
  id: number;
  claimId: number;
  mode: ReplyMode;
  fullName: string;
  /** +7XXXXXXXXXX; pages show it with formatPhone. */
  telephone: string;
  email: string;
  info: string;
  /** The résumé's download path, or null. */
  resumeFile: { id: number; filePath: string; name: string } | null;
  /** Who sent it: the candidate for SELF, the recommender for RECOMMEND. */
  sender: { id: number; name: string; surname: string };
  status: string;
  statusName: string;
  createDate: string;
  /** createDate + REVIEW_DAYS calendar days. */
  dueDate: string;
  overdue: boolean;
}

export interface VacancyReplyPage {
  content: VacancyReplyView[];
  total: number;
  /** The next page's opaque cursor (`after`), or null on the last. */
  next: string | null;
}

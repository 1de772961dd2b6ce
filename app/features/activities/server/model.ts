// What Активности's domain hands its pages and /api: an activity's card and list item, a person in its lists.
import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/platform/db/schema";

export type Db = Kysely<Database> | Transaction<Database>;

export const GOING = "going";
export const WAITING = "waiting";

/** The reader's place: a participant, the N-th in the waiting list, or not signed up (null). */
export type MyStatus = { status: "going" } | { status: "waiting"; position: number } | null;

export interface ActivityItem {
  id: number;
  title: string;
  startsAt: string;
  endsAt: string;
  place: string;
  link: string | null;
  /** null: unlimited. */
  seats: number | null;
  taken: number;
  cancelled: boolean;
  /** Whether the reader is going or waiting (the list shows a mark, the card the position). */
  mine: "going" | "waiting" | null;
}

export interface ActivityCard extends ActivityItem {
  /** Sanitized HTML. */
  description: string;
  signupUntil: string | null;
  organiser: { id: number; name: string; surname: string } | null;
  /** It has started (or ended): no sign-up, no withdrawal. */
  past: boolean;
  /** A sign-up is taken now (not cancelled, not past, before the deadline). */
  signupOpen: boolean;
  me: MyStatus;
  /** The organiser, an editor or an administrator. */
  canManage: boolean;
  /** People on the waiting list. */
  waiting: number;
}

export interface ActivityPerson {
  /** The sign-up's id (the keyset of the lists). */
  memberId: number;
  id: number;
  name: string;
  surname: string;
  middlename: string | null;
  position: string | null;
  avatarPath: string | null;
  status: "going" | "waiting";
  since: string;
}

export interface Page<T> {
  items: T[];
  /** The next page's cursor (`after`), null on the last. */
  nextCursor: string | null;
}

export const activityColumns = [
  "a.id",
  "a.title",
  "a.starts_at",
  "a.ends_at",
  "a.place",
  "a.link",
  "a.seats",
  "a.taken",
  "a.cancelled",
] as const;

export interface ActivityRow {
  id: number;
  title: string;
  starts_at: string;
  ends_at: string;
  place: string;
  link: string | null;
  seats: number | null;
  taken: number;
  cancelled: number;
  mine: string | null;
}

export const presentItem = (r: ActivityRow): ActivityItem => ({
  id: r.id,
  title: r.title,
  startsAt: r.starts_at,
  endsAt: r.ends_at,
  place: r.place,
  link: r.link,
  seats: r.seats,
  taken: r.taken,
  cancelled: r.cancelled === 1,
  mine: r.mine === GOING || r.mine === WAITING ? r.mine : null,
});

export const personColumns = [
  "m.id as memberId",
  "u.id",
  "u.name",
  "u.surname",
  "u.middlename",
  "u.position",
  "u.avatar_path",
  "m.status",
  "m.created_at",
] as const;

export const presentPerson = (r: {
  memberId: number;
  id: number;
  name: string;
  surname: string;
  middlename: string | null;
  position: string | null;
  avatar_path: string | null;
  status: string;
  created_at: string;
}): ActivityPerson => ({
  memberId: r.memberId,
  id: r.id,
  name: r.name,
  surname: r.surname,
  middlename: r.middlename,
  position: r.position,
  avatarPath: r.avatar_path,
  status: r.status === GOING ? "going" : "waiting",
  since: r.created_at,
});

// What mentoring's page and /api return.
import type { MentoringStatus } from "../tables";

export interface Mentor {
  userId: number;
  name: string;
  position: string | null;
  about: string;
  topics: string[];
  capacity: number;
  /** Pairs going on now. */
  busy: number;
  accepting: boolean;
  /** The reader's own request or pair with her, if one is open. */
  mine: "PENDING" | "ACCEPTED" | null;
}

export interface MentorsPage {
  mentors: Mentor[];
  /** The mentor to continue after (?after=), null on the last page. */
  next: number | null;
}

export interface Meeting {
  id: number;
  heldOn: string;
  notes: string;
  author: string | null;
}

export interface Pair {
  id: number;
  mentor: { id: number; name: string };
  mentee: { id: number; name: string };
  message: string;
  status: MentoringStatus;
  createdAt: string;
  answeredAt: string | null;
  meetings: Meeting[];
}

/** The reader's side of mentoring: her offer (if she mentors), requests to and from her, her pairs. */
export interface MyMentoring {
  offer: { about: string; topics: string[]; capacity: number; accepting: boolean } | null;
  pairs: Pair[];
}

/** A pair as HR's list shows it. */
export interface PairRow {
  id: number;
  mentor: string;
  mentee: string;
  status: MentoringStatus;
  createdAt: string;
  meetings: number;
}

export interface PairsPage {
  pairs: PairRow[];
  next: number | null;
}

/** What a refused form gets back: which form, its messages and what was typed. */
export type { IntentFormReply as MentoringFormReply } from "~/platform/remix.server";

// Mentoring's tables, merged into the platform's Database by declaration merging. Times are ISO-8601 strings,
// dates yyyy-mm-dd, booleans 0/1, so SQLite and PostgreSQL return the same rows.
import type { Generated } from "kysely";

/** A person's offer to mentor: what she helps with and how many mentees at once. */
export interface MentorTable {
  user_id: number;
  about: string;
  capacity: number;
  /** 0: she takes no new requests (her pairs go on). */
  accepting: number;
  created_at: string;
  updated_at: string;
}

/** A mentor's topic tag: as typed, and its key for the filter (lower case, ё as е). */
export interface MentorTopicTable {
  mentor_id: number;
  topic: string;
  topic_key: string;
}

export type MentoringStatus = "PENDING" | "ACCEPTED" | "DECLINED" | "CLOSED";

/** A request to a mentor; accepted it is the pair, until closed. */
export interface MentoringPairTable {
  id: Generated<number>;
  mentor_id: number;
  mentee_id: number;
  message: string;
  status: MentoringStatus;
  created_at: string;
  answered_at: string | null;
  closed_at: string | null;
}

export interface MentoringMeetingTable {
  id: Generated<number>;
  pair_id: number;
  held_on: string;
  notes: string;
  author_id: number | null;
  created_at: string;
}

declare module "~/platform/db/schema" {
  interface Database {
    mentoring_mentors: MentorTable;
    mentoring_topics: MentorTopicTable;
    mentoring_pairs: MentoringPairTable;
    mentoring_meetings: MentoringMeetingTable;
  }
}

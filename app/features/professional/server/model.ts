// The best-in-profession objects as the pages and /api give them (client-safe types).

export interface ContestYear {
  id: number;
  year: number;
  title: string;
  description: string;
}

export interface Winner {
  id: number;
  year: number;
  user: { id: number; name: string; surname: string; middlename: string | null; position: string | null; avatar: string | null };
  profession: string;
  region: string;
  place: number | null;
  nomination: string | null;
  text: string;
  /** The uploaded photo's address (MEDIUM), or null: the person's avatar stands in. */
  photo: string | null;
  photoFileId: number | null;
}

export interface WinnerFilter {
  region?: string;
  profession?: string;
}

/** A year's page: its years as tabs, the year, the filters' choices and the winners that pass them. */
export interface YearResults {
  years: number[];
  year: ContestYear;
  regions: string[];
  professions: string[];
  winners: Winner[];
}

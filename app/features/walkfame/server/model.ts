// The hall of fame's objects as the pages and /api give them (client-safe types).

export interface WalkfameBoard {
  id: number;
  title: string;
  year: number;
  /** Null: the board of the whole year. */
  nomination: string | null;
  description: string;
  /** The cover's address (its MEDIUM variant), or null. */
  cover: string | null;
  coverFileId: number | null;
  archived: boolean;
  peopleCount: number;
}

export interface WalkfamePersonRef {
  id: number;
  name: string;
  surname: string;
  middlename: string | null;
  position: string | null;
  /** The directory's avatar path, or null (initials). */
  avatar: string | null;
}

export interface WalkfameEntry {
  /** The entry's own id (search and events). */
  id: number;
  boardId: number;
  user: WalkfamePersonRef;
  story: string;
  /** The uploaded photo's address (MEDIUM), or null: the person's avatar stands in. */
  photo: string | null;
  photoFileId: number | null;
}

export interface BoardPage {
  boards: WalkfameBoard[];
  /** The cursor of the next page ("year.id"), or null on the last one. */
  next: string | null;
}

// What the university's domain functions return: the shapes its pages and /api send (api.md).
import type { CourseFormat, LiteratureKind } from "../limits";

export interface Course {
  id: number;
  direction: string;
  title: string;
  summary: string;
  format: CourseFormat;
  hours: number;
  audience: string;
  /** An external address or a portal page; "" when none. */
  link: string;
  /** The cover's address (its MEDIUM variant), or null. */
  cover: string | null;
  coverFileId: number | null;
}

export interface CourseGroup {
  direction: string;
  courses: Course[];
}

/** GET /university/courses and /university: the directions to filter by, and the courses by direction. */
export interface CoursesPage {
  directions: string[];
  /** The direction filtered by, or null for every one. */
  direction: string | null;
  groups: CourseGroup[];
  /** True when more courses match than a page shows (COURSES_LIMIT): a direction shows the rest. */
  limited: boolean;
}

export interface LiteratureFile {
  /** The download address (/files/{id}-{key}/{name}). */
  path: string;
  name: string;
  size: number;
}

export interface LiteratureItem {
  id: number;
  kind: LiteratureKind;
  title: string;
  author: string;
  description: string;
  topic: string;
  link: string;
  file: LiteratureFile | null;
  fileId: number | null;
}

/** GET /university/literature and its page: the topics to filter by, and the matching items in order. */
export interface LiteraturePage {
  topics: string[];
  topic: string | null;
  q: string;
  items: LiteratureItem[];
  limited: boolean;
}

export type MoveDirection = "up" | "down";

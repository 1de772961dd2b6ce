// What the comments', stickers' and thanks' calls answer (spec part 2 §3, plus ours: author,
// createDate, canEdit, canDelete; thanks entirely ours). Client-safe: pages will render these.
import type { PersonRef } from "./types";

/** A sticker: its image (§3 names stickerFileIds; one file each here). */
export interface Sticker {
  id: number;
  stickerFileIds: number[];
  fileId: number;
  filePath: string;
  createDate: string;
}

/** A thanks from one colleague to another (ours). */
export interface Thanks {
  id: number;
  from: PersonRef;
  to: PersonRef;
  text: string;
  createDate: string;
  canDelete: boolean;
}

export interface ThanksPage {
  content: Thanks[];
  /** Null on the last page. */
  nextCursor: string | null;
}

/** A colleague the comment form's «Упомянуть» offers among namesakes: the finder's label and hint (position · department). */
export interface MentionChoice {
  id: number;
  label: string;
  hint: string | null;
}

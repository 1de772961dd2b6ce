// What the feed's calls answer (spec part 2 §3, plus ours: author, publishDate, canEdit, canDelete,
// canPin, status, version). Client-safe: pages will render these.

export interface PersonRef {
  id: number;
  name: string;
  surname: string;
  avatarFile: { filePath: string } | null;
}

/** An image or document of a post, as /file/save returned it. */
export interface PostFile {
  id: number;
  filePath: string;
  originalFileName: string;
  fileSize: number;
  fileType: string;
}

/** A video: an uploaded FAQ_VIDEO (id) or a link (id null, fileType "LINK", filePath the link). */
export interface PostVideo {
  id: number | null;
  fileType: string;
  processConvert: boolean;
  originalFileName: string | null;
  filePath: string;
  preview: string | null;
  /** Seconds, once known. */
  duration: number | null;
}

export interface PollAnswerResponse {
  idx: number;
  quantity: number;
  /** Whether the reader chose it. */
  isResponse: boolean;
}

export interface Poll {
  id: number;
  postId: number;
  question: string;
  answers: string[];
  publicFlag: boolean;
  multiple: boolean;
  /** People who voted. */
  totalCount: number;
  answerResponses: PollAnswerResponse[];
  /** The reader's answers (idx), or null before voting. */
  response: number[] | null;
}

/** A comment (§3: id, note, changeDate, stickerId, postId, hasLike, likeCount, isDelete) with its author, sticker and the reader's rights. */
export interface Comment {
  id: number;
  postId: number;
  note: string;
  stickerId: number | null;
  sticker: { id: number; filePath: string } | null;
  createDate: string;
  changeDate: string | null;
  hasLike: boolean;
  likeCount: number;
  isDelete: boolean;
  author: PersonRef;
  canEdit: boolean;
  canDelete: boolean;
}

export type PostStatus = "PUBLISHED" | "DEFERRED" | "OFFERED" | "REJECTED";

export interface Post {
  id: number;
  groupId: number | null;
  /** The group of a group post (ours: its card names it and links to it). */
  group: { id: number; name: string } | null;
  title: string | null;
  text: string;
  imageList: PostFile[];
  videoList: PostVideo[];
  documentList: PostFile[];
  article: { id: number; name: string } | null;
  pollId: number | null;
  poll: Poll | null;
  plannedPublishDate: string | null;
  publishDate: string;
  favorite: boolean;
  hasLike: boolean;
  likeCount: number;
  view: boolean;
  viewsCount: number;
  commentCount: number;
  /** The last 3 comments, oldest first. */
  comments: Comment[];
  isDelete: boolean;
  fixedFlag: boolean;
  status: PostStatus;
  rejectReason: string | null;
  author: PersonRef;
  version: number;
  canEdit: boolean;
  canDelete: boolean;
  canPin: boolean;
}

export interface FeedPage {
  content: Post[];
  /** Null on the last page. */
  nextCursor: string | null;
}

/** A like entry (§3) plus ours: likeId for paging. */
export interface LikeEntry extends PersonRef {
  likeId: number;
}

/** The favourite kind of posts. */
export const POST_FAVORITE = "POST";

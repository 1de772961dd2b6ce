// The company guide's shapes as pages and /api see them (./api.md). Client-safe:
// no server imports.

export const ARTICLE_STATUSES = ["PUBLISHED", "DRAFT", "ARCHIVE"] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];
/** What a save may set; ARCHIVE is reached by deleting. */
export type SaveStatus = Exclude<ArticleStatus, "ARCHIVE">;

export const NAME_MAX = 255;
export const TAG_MAX = 50;
export const SHORT_CONTENT_MAX = 200;

export interface IdName {
  id: number;
  name: string;
}

/** A section in a tree or list, as this person sees it. */
export interface SectionNode {
  id: number;
  name: string;
  parentId: number | null;
  sort: number;
  /** It has readable subsections. */
  hasChildren: boolean;
  /** This person may rename it, order its children and articles, add subsections and articles. */
  canEdit: boolean;
  childrenList: SectionNode[];
}

/** A section in a flat list (get-all-without-children-list, get-all-children-list): depth 0 = top. */
export interface FlatSection extends Omit<SectionNode, "childrenList"> {
  depth: number;
}

export interface SectionView {
  id: number;
  name: string;
  parentId: number | null;
  /** Send it back with an update: a section changed since is not overwritten. */
  version: number;
  /** Ids from the top section to this one (the /knowledge/guide/{id*} path). */
  path: number[];
  /** Top section to this one. */
  breadcrumbs: IdName[];
  canEdit: boolean;
  canCreateChild: boolean;
  /** May change the access list and the editors (guide editors). */
  canManageAccess: boolean;
  canDelete: boolean;
  /** The access list; all three empty: every employee reads it. */
  departments: IdName[];
  users: IdName[];
  roles: IdName[];
  /** Section editors (ours). */
  editors: IdName[];
  childrenList: SectionNode[];
}

export interface GuideAbilities {
  /** The "Create section" button (guide editors). */
  createTop: boolean;
  /** The guide's edit-mode toggle: a guide editor or an editor of some section. */
  editMode: boolean;
}

/** createSection / updateSection input; lists are ids. Absent lists stay as they are on update. */
export interface SectionInput {
  id?: number;
  name: string;
  parentId?: number | null;
  departmentIds?: number[];
  userIds?: number[];
  roleIds?: number[];
  editorIds?: number[];
}

export interface ArticleListItem {
  id: number;
  name: string;
  status: ArticleStatus;
  sort: number;
  canEdit: boolean;
  lastUpdateDate: string;
  /** Plain text of the body, at most SHORT_CONTENT_MAX characters. */
  shortContent: string;
  favorite: boolean;
}

/** A favourite guide article (/favorite/list?type=WIKI_GUIDE). */
export interface FavoriteArticle extends ArticleListItem {
  categoryId: number;
  breadcrumbs: IdName[];
  path: number[];
}

export interface ArticleFile {
  id: number;
  filePath: string;
  originalFileName: string;
  fileSize: number;
  /** "1.25": the size in MB as the spec shows it. */
  sizeMb: string;
}

export interface PersonRef {
  id: number;
  name: string;
  surname: string;
}

export interface ArticleView {
  id: number;
  categoryId: number;
  name: string;
  status: ArticleStatus;
  /** The safe rendered body. */
  html: string;
  /** The stored new-editor HTML (for the edit form). */
  contentNewEditor: string | null;
  newEditor: boolean;
  /** Send it back with an update: an article changed since is not overwritten (not a history version). */
  version: number;
  wiki: {
    id: number;
    name: string;
    lastUpdateUser: (PersonRef & { avatarFile: { filePath: string } | null }) | null;
    lastUpdateDate: string;
  };
  /** When it was last published; null for a draft never published. */
  publishLastDateUpdate: string | null;
  files: ArticleFile[];
  tags: string[];
  /** Roles to notify. */
  roles: IdName[];
  category: IdName;
  breadcrumbs: IdName[];
  path: number[];
  canRead: boolean;
  canEdit: boolean;
  favorite: boolean;
  shortContent: string;
}

/** createArticle / updateArticle input (spec §7 plus status; update adds id and url). */
export interface ArticleInput {
  id?: number;
  url?: string;
  name: string;
  categoryId: number;
  content?: string | null;
  contentNewEditor?: string | null;
  newEditor?: boolean;
  roleIds?: number[];
  fileIds?: number[];
  tags?: string[];
  flagToEmail?: boolean;
  status?: SaveStatus;
}

export interface ArticleVersionItem {
  version: number;
  name: string;
  createdAt: string;
  user: PersonRef | null;
  status: ArticleStatus;
}

export interface ArticleVersionView {
  version: number;
  name: string;
  html: string;
  createdAt: string;
  user: PersonRef | null;
}

/** The outbox event of a publish (ours). */
export const GUIDE_ARTICLE_PUBLISHED = "GUIDE_ARTICLE_PUBLISHED";
export interface GuideArticlePublished {
  articleId: number;
  roleIds: number[];
  flagToEmail: boolean;
  userId: number;
  update: boolean;
}

/**
 * The outbox event of any write that may change what the portal search holds of these articles
 * (create, save, publish, archive, unarchive, restore, move, a section's delete): the search reloads
 * them and keeps or drops each (server/search-indexer.server.ts). Notifications keep GUIDE_ARTICLE_PUBLISHED.
 */
export const GUIDE_ARTICLE_CHANGED = "GUIDE_ARTICLE_CHANGED";
export interface GuideArticleChanged {
  ids: number[];
}

/** A found article as the search gives it (spec part 1 §3, index WIKI_GUIDE). */
export interface GuideSearchItem {
  id: number;
  name: string;
  categoryId: number;
  /** The readable sections from the top to the article's, as its page's address carries them (ui/urls.ts). */
  categoryIdBreadCrumb: number[];
  lastUpdateDate: string;
}

export const WIKI_GUIDE = "WIKI_GUIDE";

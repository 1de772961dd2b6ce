// The guide's domain shapes as the pages use them (the contract in app/modules/guide/types.ts).
// TEMPORARY mirror until guide-api's types.ts lands; then this file re-exports it.
export type ArticleStatus = "PUBLISHED" | "DRAFT" | "ARCHIVE";

export interface SectionNode {
  id: number;
  name: string;
  parentId: number | null;
  sort: number;
  hasChildren: boolean;
  canEdit: boolean;
  childrenList: SectionNode[];
}

export interface NamedRef {
  id: number;
  name: string;
}

export interface SectionView {
  id: number;
  name: string;
  parentId: number | null;
  path: number[];
  breadcrumbs: NamedRef[];
  canEdit: boolean;
  canCreateChild: boolean;
  canManageAccess: boolean;
  canDelete: boolean;
  departments: NamedRef[];
  users: NamedRef[];
  roles: NamedRef[];
  editors: NamedRef[];
  childrenList: SectionNode[];
}

export interface ArticleListItem {
  id: number;
  name: string;
  status: ArticleStatus;
  sort: number;
  canEdit: boolean;
  lastUpdateDate: string;
  shortContent: string;
  favorite: boolean;
}

export interface ArticleFile {
  id: number;
  filePath: string;
  originalFileName: string;
  fileSize: number;
  sizeMb: string;
}

export interface ArticleView {
  id: number;
  categoryId: number;
  name: string;
  status: ArticleStatus;
  html: string;
  contentNewEditor: string | null;
  newEditor: boolean;
  wiki: {
    id: number;
    name: string;
    lastUpdateUser: { id: number; name: string; surname: string; avatarFile: { filePath: string } | null } | null;
    lastUpdateDate: string;
  };
  publishLastDateUpdate: string | null;
  files: ArticleFile[];
  tags: string[];
  roles: NamedRef[];
  category: NamedRef;
  breadcrumbs: NamedRef[];
  path: number[];
  canRead: boolean;
  canEdit: boolean;
  favorite: boolean;
  shortContent: string;
}

export interface VersionListItem {
  version: number;
  name: string;
  createdAt: string;
  user: { id: number; name: string; surname: string } | null;
  status: ArticleStatus;
}

export interface VersionView {
  version: number;
  name: string;
  html: string;
  createdAt: string;
  user: { id: number; name: string; surname: string } | null;
}

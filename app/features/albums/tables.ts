// The albums' tables (issue #36): an album and its photos belong to an owner (owner_kind + owner_id), whose
// feature decides who reads, adds and edits (owners.server.ts).
import type { Generated } from "kysely";

export interface AlbumTable {
  id: Generated<number>;
  owner_kind: string;
  owner_id: number;
  author_id: number | null;
  name: string;
  description: Generated<string>;
  photo_count: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface AlbumPhotoTable {
  id: Generated<number>;
  album_id: number;
  owner_kind: string;
  owner_id: number;
  file_id: number;
  author_id: number | null;
  description: Generated<string>;
  post_id: number | null;
  created_at: string;
}

declare module "~/platform/db/schema" {
  interface Database {
    albums: AlbumTable;
    album_photos: AlbumPhotoTable;
  }
}

// Where a photo leads (part 1 §2.7), client-safe: "gallery photos link to the current page path with hash
// p{postId}_i{imageId} and to a post page via an idPost parameter". A photo of a feed post leads to the post
// (/main/news/{idPost}); an album's own photo to its page's path with #p0_i{photoId} (no post: 0), which the
// image viewer opens on.

export interface LinkedPhoto {
  id: number;
  postId: number | null;
}

export const postPath = (postId: number) => `/main/news/${postId}`;

/** The hash that opens the viewer on a photo. */
export const photoHash = (photo: LinkedPhoto) => `#p${photo.postId ?? 0}_i${photo.id}`;

export function photoLink(pagePath: string, photo: LinkedPhoto): string {
  return photo.postId !== null ? postPath(photo.postId) : pagePath + photoHash(photo);
}

/** The photo id a hash names (#p{postId}_i{photoId}), or null. */
export function photoIdOfHash(hash: string): number | null {
  const match = /^#p\d+_i(\d+)$/.exec(hash);
  return match ? Number(match[1]) : null;
}

/** An owner's album pages: where an album and a photo of it live (a group's: /group/{id}/albums/…). */
export interface AlbumPaths {
  albums: string;
  album(albumId: number): string;
  photo(albumId: number, photoId: number): string;
}

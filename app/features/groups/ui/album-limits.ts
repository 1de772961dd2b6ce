// The albums' limits as plain numbers: the view pages show them without loading zod (schema-albums.ts,
// which checks them, imports them from here).
export const ALBUM_NAME_MAX = 255;
export const ALBUM_DESCRIPTION_MAX = 1000;
export const PHOTO_DESCRIPTION_MAX = 1000;
/** Photos of an album per page (the page and the call's default). */
export const PHOTOS_PAGE = 50;
export const ALBUMS_PAGE = 50;
/** Files one upload (or one photos/add) takes. */
export const PHOTOS_PER_UPLOAD = 20;

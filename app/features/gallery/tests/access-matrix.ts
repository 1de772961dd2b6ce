// The gallery's rows of the access matrices (tests/security/): its /api calls and pages × anonymous, employee,
// section editor, editor, administrator on the demo seed (the gallery's demo albums are the administrator's).
// Type imports only: the matrices import this file.
import type { Expectation, MatrixRow } from "../../../../tests/security/api-matrix";
import type { PageExpectation, PageRow } from "../../../../tests/security/page-matrix";
import type { ActorName } from "../../../../tests/security/world";
import { serverMessages as s } from "../messages.server";

// Only the demo administrator holds ROLE_EDIT_GALLERY (she holds every role).
const signedIn = (e: Expectation): Record<ActorName, Expectation> => ({
  anonymous: "401",
  employee: e,
  sectionEditor: e,
  editor: e,
  admin: e,
});
const editors = (refusal: string, admin: Expectation = "allowed"): Record<ActorName, Expectation> => ({
  anonymous: "401",
  employee: { refused: refusal },
  sectionEditor: { refused: refusal },
  editor: { refused: refusal },
  admin,
});
const q = (query: Record<string, string | number>) => ({
  query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
});
const b = (body: Record<string, unknown>) => ({ body });

export const API_ROWS: Record<string, MatrixRow> = {
  "GET /gallery/albums/list": { input: () => q({}), expect: signedIn("ok") },
  "GET /gallery/albums/get": { input: (ids) => q({ id: ids.galleryAlbum }), expect: signedIn("ok") },
  "GET /gallery/albums/photos": { input: (ids) => q({ albumId: ids.galleryAlbum }), expect: signedIn("ok") },
  "GET /gallery/albums/photos/get": { input: (ids) => q({ id: ids.galleryPhoto }), expect: signedIn("ok") },
  "GET /media/list": { input: () => q({}), expect: signedIn("ok") },
  "POST /gallery/albums/create": { input: () => b({ name: "Из матрицы доступа", description: "" }), expect: editors(s.forbidden, "ok") },
  "POST /gallery/albums/update": {
    input: (ids) => b({ id: ids.galleryAlbum, name: "Новогодний корпоратив", description: "Из матрицы доступа" }),
    expect: editors(s.notEditor),
  },
  "POST /gallery/albums/delete": { input: (ids) => b({ id: ids.galleryAlbum2 }), expect: editors(s.notEditor), last: true },
  // The sticker's image is no gallery photo of the caller's: those allowed are refused that, not access.
  "POST /gallery/albums/photos/add": {
    input: (ids) => b({ albumId: ids.galleryAlbum, fileIds: [ids.stickerFile] }),
    expect: editors(s.forbidden),
  },
  "POST /gallery/albums/photos/update": { input: (ids) => b({ id: ids.galleryPhoto, description: "Ёлка" }), expect: editors(s.notEditor) },
  "POST /gallery/albums/photos/delete": { input: (ids) => b({ id: ids.galleryPhoto2 }), expect: editors(s.notEditor), last: true },
};

const everyone: Record<ActorName, PageExpectation> = { anonymous: "login", employee: 200, sectionEditor: 200, editor: 200, admin: 200 };
const editorsPage = (text: string): Record<ActorName, PageExpectation> => ({
  anonymous: "login",
  employee: { status: 403, text },
  sectionEditor: { status: 403, text },
  editor: { status: 403, text },
  admin: 200,
});

export const PAGE_ROWS: Record<string, PageRow> = {
  "routes/_shell.gallery._index": { url: () => "/gallery", expect: everyone },
  "routes/_shell.gallery.photos._index": { url: () => "/gallery/photos", expect: everyone },
  "routes/_shell.gallery.photos.create": { url: () => "/gallery/photos/create", expect: editorsPage(s.forbidden) },
  "routes/_shell.gallery.photos.$albumId._index": { url: (i) => `/gallery/photos/${i.galleryAlbum}`, expect: everyone },
  "routes/_shell.gallery.photos.$albumId.edit": { url: (i) => `/gallery/photos/${i.galleryAlbum}/edit`, expect: editorsPage(s.notEditor) },
  "routes/_shell.media": { url: () => "/media", expect: everyone },
};

// The /api access matrix rows of group albums (issue #14 point 9), on the albums' demo
// (seedGroupAlbumsDemo): the section editor (9000000003) is a member of «Фотоклуб «Объектив»» and
// runs the closed «Магазин на Невском»; the employee and the editor are in neither; the administrator
// reads and manages every group.
import { ru } from "../helpers/ru";
import type { ActorName } from "./world";
import type { Expectation, MatrixRow } from "./api-matrix";

const t = ru.groupAlbums;
const q = (query: Record<string, string | number>) => ({
  query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
});
const b = (body: Record<string, unknown>) => ({ body });
const signedIn = (e: Expectation): Record<ActorName, Expectation> => ({
  anonymous: "401",
  employee: e,
  sectionEditor: e,
  editor: e,
  admin: e,
});
/** The section editor (a member, an author or the manager) and administrators; the others refused with `refusal`. */
const insiders = (refusal: string, allowed: Expectation = "allowed"): Record<ActorName, Expectation> => ({
  anonymous: "401",
  employee: { refused: refusal },
  sectionEditor: allowed,
  editor: { refused: refusal },
  admin: allowed,
});

export const GROUP_ALBUMS_MATRIX: Record<string, MatrixRow> = {
  "GET /groups/albums/list": { input: (ids) => q({ groupId: ids.shopGroup }), expect: insiders(t.closed, "ok") },
  "GET /groups/albums/get": { input: (ids) => q({ id: ids.shopAlbum }), expect: insiders(t.closed, "ok") },
  "GET /groups/albums/photos": { input: (ids) => q({ albumId: ids.clubAlbum }), expect: signedIn("ok") },
  "GET /groups/albums/photos/get": { input: (ids) => q({ id: ids.shopPhoto }), expect: insiders(t.closed, "ok") },
  "POST /groups/albums/create": {
    input: (ids) => b({ groupId: ids.clubGroup, name: "Ночной город", description: "" }),
    expect: insiders(t.notMember, "ok"),
  },
  "POST /groups/albums/update": {
    input: (ids) => b({ id: ids.clubAlbum, name: "Осенний парк", description: "Таврический сад" }),
    expect: insiders(t.notEditor),
  },
  "POST /groups/albums/delete": { input: (ids) => b({ id: ids.shopAlbum }), expect: insiders(t.closed), last: true },
  // The sticker's image is no photo of the caller's: those allowed are refused that, not access.
  "POST /groups/albums/photos/add": {
    input: (ids) => b({ albumId: ids.clubAlbum, fileIds: [ids.stickerFile] }),
    expect: insiders(t.notMember),
  },
  "POST /groups/albums/photos/update": { input: (ids) => b({ id: ids.clubPhoto, description: "Листопад" }), expect: insiders(t.notEditor) },
  "POST /groups/albums/photos/delete": { input: (ids) => b({ id: ids.clubPhoto2 }), expect: insiders(t.notEditor), last: true },
};

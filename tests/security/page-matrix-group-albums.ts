// The page matrix rows of group albums (issue #14 point 9), on the albums' demo (seedGroupAlbumsDemo):
// the closed «Магазин на Невском»'s album is refused to those outside it; creating one in «Фотоклуб
// «Объектив»» is for its members (the section editor) and administrators.
import { ru } from "../helpers/ru";
import type { ActorName } from "./world";
import type { PageExpectation, PageRow } from "./page-matrix";

const t = ru.groupAlbums;
const insiders = (text: string): Record<ActorName, PageExpectation> => ({
  anonymous: "login",
  employee: { status: 403, text },
  sectionEditor: 200,
  editor: { status: 403, text },
  admin: 200,
});

export const GROUP_ALBUMS_PAGES: Record<string, PageRow> = {
  "routes/_shell.group.$id.albums._index": { url: (i) => `/group/${i.shopGroup}/albums`, expect: insiders(t.closed) },
  "routes/_shell.group.$id.albums.create": { url: (i) => `/group/${i.clubGroup}/albums/create`, expect: insiders(t.notMember) },
  "routes/_shell.group.$id.albums.$albumId._index": {
    url: (i) => `/group/${i.shopGroup}/albums/${i.shopAlbum}`,
    expect: insiders(t.closed),
  },
  "routes/_shell.group.$id.albums.$albumId.$photoId": {
    url: (i) => `/group/${i.shopGroup}/albums/${i.shopAlbum}/${i.shopPhoto}`,
    expect: insiders(t.closed),
  },
};

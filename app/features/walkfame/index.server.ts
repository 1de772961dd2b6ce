// The hall of fame (issue #36 point 3): boards by year or nomination (/walkfame the current ones, /walkfame/all
// every one by year), the people on them with a photo and the story of why (/walkfame/{id}/{userId}), edited by
// ROLE_EDIT_WALKFAME (role group WALKFAME) and administrators, and a board's album (/walkfame/{id}/album): the
// albums feature's, of owner kind "walkfame" (server/album.server.ts). Other features reach it through this file
// and index.ts.
import { defineFeature } from "~/platform/feature";
import type { AlbumsService } from "~/features/albums/index.server";
import { ROLE_EDIT_WALKFAME } from "./policy";
import { createBoards } from "./server/boards.server";
import { createBoardAlbum, walkfameOwner } from "./server/album.server";
import { createBoardPeople } from "./server/people.server";
import { walkfameSearchIndexers } from "./server/search-indexer.server";
import { walkfameApi } from "./server/api.server";
import { walkfameNames } from "./messages.server";
import { walkfameFileKinds } from "./files";
import { seedWalkfame } from "./seed.server";
import { migrations } from "./migrations";

export type { WalkfameBoard, WalkfameEntry } from "./server/model";

export const walkfameFeature = defineFeature({
  name: "walkfame",
  migrations,
  needs: ["albums"],
  services: (deps, needs: { albums: AlbumsService }) => {
    needs.albums.registerOwner(walkfameOwner(deps.db));
    const album = createBoardAlbum(needs.albums);
    return {
      walkfame: { boards: createBoards(deps, album), people: createBoardPeople(deps), album, searchIndexers: walkfameSearchIndexers(deps) },
    };
  },
  api: walkfameApi,
  roles: [ROLE_EDIT_WALKFAME],
  // Granted on /admin/rights/WALKFAME to people, departments or positions.
  roleGroups: [{ type: "WALKFAME", ...walkfameNames.roleGroup, roles: [ROLE_EDIT_WALKFAME] }],
  // Under the company's pages (the top bar has no room for another entry at 1280 px).
  menu: [{ name: walkfameNames.menu, link: "/walkfame", order: 20, under: "/history" }],
  searchIndexers: ({ walkfame }) => walkfame.searchIndexers,
  fileKinds: walkfameFileKinds,
  // A cover or a photo is read by anyone signed in once a board shows it.
  fileReadGuards: ({ walkfame }) => [
    async (actor, fileId) => ((await walkfame.boards.isShownImage(fileId)) ? actor.kind === "user" : null),
  ],
  seed: seedWalkfame,
});

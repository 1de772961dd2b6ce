// Видео (issue #36): the company's videos at /gallery/videos — uploads converted by the platform's ffmpeg
// pipeline, or links to hosted videos — with their /api calls, search index and read guard. Other features
// reach it through this file and index.ts only (the gallery and /media show `videos.newest`).
import { defineFeature } from "~/platform/feature";
import { ROLE_EDIT_VIDEOS } from "./policy";
import { createVideos } from "./server/videos.server";
import { videosSearchIndexer } from "./server/search-indexer.server";
import { videosApi } from "./server/api.server";
import { videosNames } from "./messages.server";
import { seedVideos } from "./seed.server";
import { migrations } from "./migrations";

export type { VideosService } from "./server/videos.server";
export type { Video, VideoCard } from "./server/rows.server";
export { ROLE_EDIT_VIDEOS } from "./policy";

export const videosFeature = defineFeature({
  name: "videos",
  migrations,
  services: (deps) => ({ videos: { ...createVideos(deps), searchIndexer: videosSearchIndexer(deps) } }),
  api: videosApi,
  roles: [ROLE_EDIT_VIDEOS],
  roleGroups: [{ type: "VIDEO", ...videosNames.roleGroup, roles: [ROLE_EDIT_VIDEOS] }],
  searchIndexers: ({ videos }) => [videos.searchIndexer],
  fileReadGuards: ({ videos }) => [(actor, fileId) => videos.fileReadGuard(actor, fileId)],
  seed: seedVideos,
});

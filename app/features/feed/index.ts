// The feed's client-safe exports for other features: its enhancements with JavaScript, loaded lazily by a
// page that shows the feed's server-rendered blocks (a group's feed), never in its first load.
export const loadFeedEnhancements = () => import("./ui/enhance/index.client");
// The one rule of video links (YouTube: watch, embed, short and /v/ forms): the gallery's videos take the same.
export { youtubeEmbedUrl, youtubeIdOf, youtubeWatchUrl } from "./video";

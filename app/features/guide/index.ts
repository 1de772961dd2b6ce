// The guide's client-safe exports for other features (favourites show its articles; index.server.ts:
// manifest and server code).
export type { FavoriteArticle } from "./types";
export { FavoriteArticleCard, NoFavoriteArticles } from "./ui/favorite-card";
export { guideUrl } from "./ui/urls";
export { guideStyles } from "./styles";

// The guide's shapes as the pages use them: the domain's contract (client-safe).
export type {
  ArticleFile,
  ArticleListItem,
  ArticleStatus,
  ArticleVersionItem,
  ArticleVersionView,
  ArticleView,
  FavoriteArticle,
  IdName as NamedRef,
  SectionNode,
  SectionView,
} from "~/features/guide/types";

// What a guide page shows when it cannot be shown: its leaf loader throws a GuideRefusal (403 or 404,
// server/refusals.server.ts) and the guide's layout route renders it here, inside the frame the layout
// loaded — the same words, links and status as the pages rendered themselves before.
import { ArticleStatusPage } from "./article-parts";
import { GuideStatusPage, type GuideFrame } from "./layout";

export interface GuideRefusal {
  status: 403 | 404;
  /** The document title the page had (its meta): the layout's meta shows it. */
  title: string;
  /** An article's page: the article screens' own refusal (or, when readable, the plain one). */
  article?: { readable: boolean; notFoundTitle?: string };
}

/** A thrown error's payload, when it is a refusal of a guide page. */
export function guideRefusalOf(data: unknown): GuideRefusal | null {
  if (!data || typeof data !== "object" || !("status" in data) || !("title" in data)) return null;
  const { status, title } = data;
  return (status === 403 || status === 404) && typeof title === "string" ? (data as GuideRefusal) : null;
}

export function GuideRefusalPage({ frame, refusal }: { frame: GuideFrame; refusal: GuideRefusal }) {
  return refusal.article ? (
    <ArticleStatusPage
      frame={frame}
      status={refusal.status}
      readable={refusal.article.readable}
      notFoundTitle={refusal.article.notFoundTitle}
    />
  ) : (
    <GuideStatusPage frame={frame} status={refusal.status} />
  );
}

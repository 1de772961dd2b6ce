// Parts of the guide article pages: the files and tags blocks, and the screens of
// an article that is missing (404) or not readable (403).
import { Link } from "~/shared/ui/link";
import { RefusalPage } from "~/shared/ui/status-page";
import { GuideLayout, type GuideFrame } from "./layout";
import type { ArticleFile } from "./types";
import { GUIDE } from "./urls";
import * as ru from "~/shared/messages";
import { guidePageMessages as t } from "~/features/guide/messages";

export function ArticleFiles({ files, basePath }: { files: ArticleFile[]; basePath: string }) {
  if (files.length === 0) return null;
  return (
    <section className="guide-view__files" aria-labelledby="guide-files-title">
      <h2 id="guide-files-title" className="card__title">
        {t.files}
      </h2>
      <ul className="guide-files">
        {files.map((file) => (
          <li key={file.id} className="guide-files__item">
            <a href={`${basePath}${file.filePath}`} download={file.originalFileName} aria-label={t.download(file.originalFileName)}>
              {file.originalFileName}
            </a>
            <span className="muted">{ru.files.sizeMb(file.sizeMb)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ArticleTags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <section className="guide-view__tags" aria-label={t.tags}>
      <ul className="guide-tags">
        {tags.map((tag) => (
          <li key={tag} className="chip">
            #{tag}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The spec's screens: "Статья удалена или ещё не создана" (404) and "Недостаточно прав для просмотра статьи" (403). */
function ArticleMissing({ code }: { code: 403 | 404 }) {
  return (
    <section className="status-page card">
      <p className="status-page__code">{code}</p>
      <h1>{code === 403 ? t.noReadRight : t.articleMissing}</h1>
      <Link to={GUIDE} className="button button--primary">
        {t.toGuide}
      </Link>
    </section>
  );
}

/**
 * An article page that cannot be shown. When the article itself is readable the refusal is about this
 * page (403: not its editor; 404 with `notFoundTitle`: e.g. no such version); otherwise the article is
 * missing or not readable, and the spec's article screens say so.
 */
export function ArticleStatusPage({
  frame,
  status,
  readable,
  notFoundTitle,
}: {
  frame: GuideFrame;
  status?: 403 | 404;
  readable: boolean;
  notFoundTitle?: string;
}) {
  return (
    <GuideLayout frame={frame}>
      {readable && (status === 403 || notFoundTitle) ? (
        <RefusalPage status={status} title={notFoundTitle} />
      ) : (
        <ArticleMissing code={status === 403 ? 403 : 404} />
      )}
    </GuideLayout>
  );
}

// Parts of the guide article pages: the favourite star, the files and tags blocks, and the screens of
// an article that is missing (404) or not readable (403).
import { Link, useFetcher } from "@remix-run/react";
import { useHydrated } from "~/components/hydrated";
import type { ArticleFile } from "./types";
import { GUIDE } from "./urls";
import { ru } from "~/text/ru";

const t = ru.guide.page;

function StarIcon({ filled }: { filled: boolean }) {
  return (
    <svg className="icon" width={24} height={24} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="m12 17.3 6.2 3.7-1.6-7 5.4-4.7-7.1-.6L12 2 9.1 8.7 2 9.3l5.4 4.7-1.6 7L12 17.3Z"
        fill={filled ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth={1.6}
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The star: a form posting to /favorites/update (type WIKI_GUIDE). Without JavaScript the page comes
 * back with "Добавлено в Избранное" / "Удалено из Избранного"; with it a fetcher posts and the star
 * changes at once.
 */
export function GuideStar({ articleId, name, favorite, here }: { articleId: number; name: string; favorite: boolean; here: string }) {
  const fetcher = useFetcher({ key: `favorite-WIKI_GUIDE-${articleId}` });
  const hydrated = useHydrated();
  const on = fetcher.formData ? fetcher.formData.get("favorite") === "1" : favorite;
  return (
    <fetcher.Form method="post" action="/favorites/update" className="star-form">
      <input type="hidden" name="type" value="WIKI_GUIDE" />
      <input type="hidden" name="objectId" value={articleId} />
      <input type="hidden" name="favorite" value={on ? "0" : "1"} />
      <input type="hidden" name="redirectTo" value={here} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <button type="submit" className={on ? "star star--on" : "star"} aria-label={`${on ? t.unstar : t.star}: ${name}`} aria-pressed={on} title={on ? t.unstar : t.star}>
        <StarIcon filled={on} />
      </button>
    </fetcher.Form>
  );
}

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
export function ArticleMissing({ code }: { code: 403 | 404 }) {
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

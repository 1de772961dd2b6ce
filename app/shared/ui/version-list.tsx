// A record's saved versions, newest first, a page at a time (keyset: `?before=n`, the page after version n):
// the guide's articles and the company pages draw their history with it. Each row links to its version's page.
import { Link } from "~/shared/ui/link";

export interface VersionRow {
  version: number;
  /** The version's own page. */
  href: string;
  /** Its link's text («Версия 3»). */
  label: string;
  /** The record's title as it was saved. */
  title: string;
  /** Who saved it and when, and anything else the record tells of it, already joined. */
  details: string;
}

export interface VersionPager {
  /** The list's own address (its first page). */
  here: string;
  /** The `before` of the next page, null on the last. */
  older: number | null;
  /** Whether this is a later page (a link back to the newest is shown). */
  paged: boolean;
  labels: { pages: string; newest: string; older: string };
}

export function VersionList({ rows, className, pager }: { rows: readonly VersionRow[]; className: string; pager: VersionPager }) {
  const { here, older, paged, labels } = pager;
  return (
    <>
      <ol className={className}>
        {rows.map((row) => (
          <li key={row.version}>
            <Link to={row.href}>{row.label}</Link> <span>{row.title}</span> <span className="muted">{row.details}</span>
          </li>
        ))}
      </ol>
      {older !== null || paged ? (
        <nav className="pager" aria-label={labels.pages}>
          {paged ? <Link to={here}>{labels.newest}</Link> : null}{" "}
          {older !== null ? <Link to={`${here}?before=${older}`}>{labels.older}</Link> : null}
        </nav>
      ) : null}
    </>
  );
}

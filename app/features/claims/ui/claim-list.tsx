// A table of claims (the owner's, the approver's, the administrators'): №, subject, type, status and
// date, each row linking to the claim's page; and the pager of such a list (plain links, no script).
import type { ReactNode } from "react";
import { Link } from "~/shared/ui/link";
import { claimPageMessages as t } from "../messages";

export interface ClaimRowData {
  id: number;
  subject: string;
  type: string;
  status: string;
  date: string;
}

/** The table's columns: a header, and what a claim's cell shows (its number and subject link to its page). */
const COLUMNS: { label: string; cell: (r: ClaimRowData, href: string) => ReactNode }[] = [
  { label: t.column.id, cell: (r, href) => <Link to={href}>{r.id}</Link> },
  { label: t.column.subject, cell: (r, href) => <Link to={href}>{r.subject}</Link> },
  { label: t.column.type, cell: (r) => r.type },
  { label: t.column.status, cell: (r) => r.status },
  { label: t.column.date, cell: (r) => r.date },
];

export function ClaimTable({ rows, hrefOf, caption }: { rows: ClaimRowData[]; hrefOf: (id: number) => string; caption?: string }) {
  if (rows.length === 0) return <p className="muted">{t.empty}</p>;
  // The roles repeat the elements' own on purpose: under 576 px the rows are laid out as blocks
  // (claims.css), and a browser may then stop announcing them as a table.
  return (
    <table className="claims-table" role="table">
      {caption ? <caption className="visually-hidden">{caption}</caption> : null}
      <thead role="rowgroup">
        <tr role="row">
          {COLUMNS.map((c) => (
            <th key={c.label} scope="col" role="columnheader">
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {rows.map((r) => (
          <tr key={r.id} role="row">
            {COLUMNS.map((c) => (
              <td key={c.label} role="cell" data-label={c.label}>
                {c.cell(r, hrefOf(r.id))}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** "Новее" and "Дальше" links of a list paged by ?page (from 1); null when there is nowhere to go. */
export function ClaimPager({ newer, older, label }: { newer: string | null; older: string | null; label: string }) {
  if (!newer && !older) return null;
  return (
    <nav className="claims-pager" aria-label={label}>
      {newer ? <Link to={newer}>{t.newer}</Link> : <span />}
      {older ? <Link to={older}>{t.older}</Link> : <span />}
    </nav>
  );
}

/** The addresses of the neighbouring pages: `page` counts from 0; `more` says whether a next page has rows. */
export function pagerLinks(base: string, page: number, more: boolean, query: Record<string, string> = {}) {
  const at = (n: number) => {
    const search = new URLSearchParams({ ...query, ...(n > 0 ? { page: String(n + 1) } : {}) });
    return search.size ? `${base}?${search}` : base;
  };
  return { newer: page > 0 ? at(page - 1) : null, older: more ? at(page + 1) : null };
}

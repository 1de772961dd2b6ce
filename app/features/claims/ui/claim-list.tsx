// A table of claims (the owner's, the approver's, the administrators'): №, subject, type, status and
// date, each row linking to the claim's page; and the pager of such a list (plain links, no script).
import { Link } from "~/shared/ui/link";
import { StackTable, type StackColumn } from "~/shared/ui/stack-table";
import { claimPageMessages as t } from "../messages";

export interface ClaimRowData {
  id: number;
  subject: string;
  type: string;
  status: string;
  date: string;
}

/** The table's columns: a header, and what a claim's cell shows (its number and subject link to its page). */
const columnsOf = (hrefOf: (id: number) => string): StackColumn<ClaimRowData>[] => [
  { label: t.column.id, cell: (r) => <Link to={hrefOf(r.id)}>{r.id}</Link> },
  { label: t.column.subject, cell: (r) => <Link to={hrefOf(r.id)}>{r.subject}</Link> },
  { label: t.column.type, cell: (r) => r.type },
  { label: t.column.status, cell: (r) => r.status },
  { label: t.column.date, cell: (r) => r.date },
];

export function ClaimTable({ rows, hrefOf, caption }: { rows: ClaimRowData[]; hrefOf: (id: number) => string; caption?: string }) {
  if (rows.length === 0) return <p className="muted">{t.empty}</p>;
  return <StackTable columns={columnsOf(hrefOf)} rows={rows} keyOf={(r) => r.id} caption={caption} />;
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

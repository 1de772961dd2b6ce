// A person's service requests: №, service, status and date, each opening the request's page (its claim's).
import { Link } from "~/shared/ui/link";
import { StackTable, type StackColumn } from "~/shared/ui/stack-table";
import { messages as t } from "../messages/services";

export interface RequestRow {
  id: number;
  service: string;
  status: string;
  date: string;
  href: string;
  /** A done request's prepared document (a certificate's scan). */
  document: { name: string; href: string } | null;
}

const COLUMNS: StackColumn<RequestRow>[] = [
  { label: t.column.id, cell: (r) => <Link to={r.href}>{r.id}</Link> },
  { label: t.column.service, cell: (r) => <Link to={r.href}>{r.service}</Link> },
  {
    label: t.column.status,
    cell: (r) =>
      r.document ? (
        <>
          {r.status}
          <br />
          <a href={r.document.href}>{r.document.name}</a>
        </>
      ) : (
        r.status
      ),
  },
  { label: t.column.date, cell: (r) => r.date },
];

export function RequestTable({ rows, caption, empty }: { rows: readonly RequestRow[]; caption: string; empty: string }) {
  if (rows.length === 0) return <p className="muted">{empty}</p>;
  return <StackTable columns={COLUMNS} rows={rows} keyOf={(r) => r.id} caption={caption} />;
}

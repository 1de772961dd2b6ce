// A table that reads as a table on a desktop and as labelled blocks on a phone (components.css .stack-table):
// the one way the portal shows rows of columns, so no list of them scrolls a 360 px page sideways.
import type { ReactNode } from "react";

export interface StackColumn<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
  /** Right-aligned tabular figures on a desktop. */
  number?: boolean;
  /** The cell names its row (th scope="row"): the first column of a table of named things. */
  rowHeader?: boolean;
}

export function StackTable<Row>({
  columns,
  rows,
  keyOf,
  idOf,
  caption,
  className,
}: {
  columns: readonly StackColumn<Row>[];
  rows: readonly Row[];
  keyOf: (row: Row) => string | number;
  /** An anchor for a row (#index-NEWS), when others link to it. */
  idOf?: (row: Row) => string;
  caption?: string;
  className?: string;
}) {
  // The roles repeat the elements' own on purpose: laid out as blocks under 576 px, a table may stop being
  // announced as one.
  return (
    <table className={className ? `stack-table ${className}` : "stack-table"} role="table">
      {caption ? <caption className="visually-hidden">{caption}</caption> : null}
      <thead role="rowgroup">
        <tr role="row">
          {columns.map((c) => (
            <th key={c.label} scope="col" role="columnheader" className={c.number ? "stack-table__number" : undefined}>
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {rows.map((row) => (
          <tr key={keyOf(row)} id={idOf?.(row)} role="row">
            {columns.map((c) =>
              c.rowHeader ? (
                <th key={c.label} scope="row" role="rowheader">
                  {c.cell(row)}
                </th>
              ) : (
                <td key={c.label} role="cell" data-label={c.label} className={c.number ? "stack-table__number" : undefined}>
                  {c.cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

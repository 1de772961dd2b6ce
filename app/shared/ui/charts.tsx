// Charts drawn on the server as SVG (issue #33 point 4, the club card's too): pure functions of their numbers, so the page, its
// hydration and lite mode (no script at all) draw the same picture. Each is an image with its title
// (role="img", <title>, aria-labelledby) and the same numbers as a table under it (in a <details>), which is
// what a screen reader or a phone too narrow for the picture reads. No strings of their own: the page passes them.
import type { ReactNode } from "react";

export interface ChartText {
  /** The chart's name: its <title> and the table's caption. */
  title: string;
  /** The summary of the <details> the table is in. */
  tableLabel: string;
  /** The table's column headers: the label's and each series'. */
  columns: readonly string[];
}

const WIDTH = 640;
const numbers = new Intl.NumberFormat("ru-RU");
export const formatNumber = (n: number) => numbers.format(Math.round(n * 10) / 10);

function ChartFrame({
  id,
  text,
  height,
  children,
  rows,
}: {
  id: string;
  text: ChartText;
  height: number;
  children: ReactNode;
  rows: readonly (readonly (string | number)[])[];
}) {
  return (
    <figure className="chart" id={id}>
      <svg
        className="chart__svg"
        role="img"
        aria-labelledby={`${id}-title`}
        viewBox={`0 0 ${WIDTH} ${height}`}
        preserveAspectRatio="xMidYMid meet"
      >
        <title id={`${id}-title`}>{text.title}</title>
        {children}
      </svg>
      <details className="chart__table">
        <summary>{text.tableLabel}</summary>
        <table className="stats-table">
          <caption className="visually-hidden">{text.title}</caption>
          <thead>
            <tr>
              {text.columns.map((c, i) => (
                <th key={c} scope="col" className={i > 0 ? "stats-number" : undefined}>
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={String(row[0])}>
                {row.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={i} className="stats-number">
                      {typeof cell === "number" ? formatNumber(cell) : cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

const BAR_ROW = 26;
const LABEL_WIDTH = 230;

/** Horizontal bars, one a row, longest first as given: a label, its bar against the largest, its value. */
export function BarChart({ id, text, items }: { id: string; text: ChartText; items: readonly { label: string; value: number }[] }) {
  const most = Math.max(1, ...items.map((i) => i.value));
  const track = WIDTH - LABEL_WIDTH - 90;
  const height = Math.max(1, items.length) * BAR_ROW + 4;
  return (
    <ChartFrame id={id} text={text} height={height} rows={items.map((i) => [i.label, i.value])}>
      {items.map((item, n) => {
        const y = n * BAR_ROW + 4;
        const label = item.label.length > 30 ? `${item.label.slice(0, 29)}…` : item.label;
        return (
          <g key={item.label} className="chart__row">
            <text x={LABEL_WIDTH - 8} y={y + 15} textAnchor="end" className="chart__label">
              {label}
            </text>
            <rect
              x={LABEL_WIDTH}
              y={y + 3}
              width={Math.max(1, (item.value / most) * track)}
              height={BAR_ROW - 8}
              rx={2}
              className="chart__bar"
            />
            <text x={LABEL_WIDTH + Math.max(1, (item.value / most) * track) + 6} y={y + 15} className="chart__value">
              {formatNumber(item.value)}
            </text>
          </g>
        );
      })}
    </ChartFrame>
  );
}

const LINE_HEIGHT = 220;
const PAD = { left: 56, right: 12, top: 12, bottom: 40 };

/** Lines of one or more series over the same points (days, weeks), from 0 to the largest value, with a legend. */
export function LineChart({
  id,
  text,
  labels,
  series,
}: {
  id: string;
  text: ChartText;
  labels: readonly string[];
  series: readonly { name: string; values: readonly number[] }[];
}) {
  const most = Math.max(1, ...series.flatMap((s) => s.values));
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = LINE_HEIGHT - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (labels.length <= 1 ? plotWidth / 2 : (i / (labels.length - 1)) * plotWidth);
  const y = (v: number) => PAD.top + plotHeight - (v / most) * plotHeight;
  const rows = labels.map((label, i) => [label, ...series.map((s) => s.values[i] ?? 0)]);
  const bottom = PAD.top + plotHeight;
  return (
    <ChartFrame id={id} text={text} height={LINE_HEIGHT} rows={rows}>
      <line x1={PAD.left} y1={bottom} x2={WIDTH - PAD.right} y2={bottom} className="chart__axis" />
      <line x1={PAD.left} y1={PAD.top} x2={PAD.left} y2={bottom} className="chart__axis" />
      <text x={PAD.left - 6} y={PAD.top + 10} textAnchor="end" className="chart__label">
        {formatNumber(most)}
      </text>
      <text x={PAD.left - 6} y={bottom} textAnchor="end" className="chart__label">
        0
      </text>
      {labels.length > 0 ? (
        <>
          <text x={x(0)} y={bottom + 16} textAnchor="start" className="chart__label">
            {labels[0]}
          </text>
          <text x={x(labels.length - 1)} y={bottom + 16} textAnchor="end" className="chart__label">
            {labels.at(-1)}
          </text>
        </>
      ) : null}
      {series.map((s, n) => (
        <g key={s.name} className={`chart__series chart__series--${n}`}>
          {s.values.length === 1 ? (
            <circle cx={x(0)} cy={y(s.values[0] ?? 0)} r={4} />
          ) : (
            <polyline fill="none" points={s.values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(" ")} />
          )}
          <rect x={PAD.left + n * 190} y={LINE_HEIGHT - 14} width={12} height={4} />
          <text x={PAD.left + n * 190 + 16} y={LINE_HEIGHT - 8} className="chart__label">
            {s.name}
          </text>
        </g>
      ))}
    </ChartFrame>
  );
}

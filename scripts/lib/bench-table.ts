// The bench's rows and how they are printed (scripts/bench.ts).
export interface Row {
  target: string;
  url: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  ratioToHello: number | null;
  /** Share of the floor's req/s, for the portal's pages. */
  ratioToFloor: number | null;
  /** The serving process's CPU time per answered request. */
  cpuMsPerRequest: number | null;
}

export function printTable(rows: Row[]) {
  const header = ["target", "req/s", "p50 ms", "p99 ms", "non-2xx", "errors", "vs hello", "vs floor", "CPU ms/req"];
  const lines = rows.map((r) => [
    r.target,
    String(r.requestsPerSecond),
    String(r.p50Ms),
    String(r.p99Ms),
    String(r.non2xx),
    String(r.errors),
    r.ratioToHello === null ? "" : `${(r.ratioToHello * 100).toFixed(1)} %`,
    r.ratioToFloor === null ? "" : `${(r.ratioToFloor * 100).toFixed(1)} %`,
    r.cpuMsPerRequest === null ? "" : r.cpuMsPerRequest.toFixed(2),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  console.log(format(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const line of lines) console.log(format(line));
}

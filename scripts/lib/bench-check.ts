// `npm run bench -- --check`: each page's share of the framework's floor against the share it had when it was
// last recorded here, in the same run's terms (never a timed assertion: a share is req/s ÷ the floor's req/s,
// both measured in this run on this machine). The floor is measured at the start and again at the end; how
// much it moved is the run's noise, and a page fails only when its share fell by more than that (at least
// MIN_NOISE). Raise a share here when a change makes a page cheaper, in the commit that does (issue #40).

/** Shares of the floor (req/s) recorded on the bench machine (2 vCPU, 5 s a target, issue #40's first stop): what a page must keep. */
export const RECORDED_SHARES: Record<string, number> = {
  "GET /login": 0.55,
  "GET / (signed in)": 0.1,
  "GET /socket (the shell, empty)": 0.27,
  // Raised at #40's fourth stop: the cards and the structure's tree rendered once, the partial manifest kept.
  "GET /v2/contacts/{category}": 0.18,
  "GET /structure": 0.21,
  "GET /knowledge/guide/{section}/article/{id}": 0.17,
  "GET /user/{me}/notification": 0.22,
};

/** The least noise assumed: two floor runs a few minutes apart differ by this much on a quiet machine. */
export const MIN_NOISE = 0.1;

export interface ShareRow {
  target: string;
  requestsPerSecond: number;
}

/** A measured target's name as RECORDED_SHARES keys it (the demo's ids stand as placeholders). */
export const shareKey = (target: string) =>
  target
    .replace(/^GET \/v2\/contacts\/[\d/]+$/, "GET /v2/contacts/{category}")
    .replace(/^GET \/knowledge\/guide\/\d+\/article\/\d+$/, "GET /knowledge/guide/{section}/article/{id}");

/** The run's noise: how far the floor's two measurements are apart, relative to the larger. */
export const runNoise = (floorStart: number, floorEnd: number) =>
  Math.max(MIN_NOISE, Math.abs(floorStart - floorEnd) / Math.max(floorStart, floorEnd, 1));

/** The pages whose share fell by more than the noise: a line each, empty when every recorded page held. */
export function shareFailures(rows: ShareRow[], floorRps: number, noise: number): { lines: string[]; failed: string[] } {
  const lines: string[] = [];
  const failed: string[] = [];
  for (const row of rows) {
    const recorded = RECORDED_SHARES[shareKey(row.target)];
    if (recorded === undefined || floorRps <= 0) continue;
    const share = row.requestsPerSecond / floorRps;
    const least = recorded * (1 - noise);
    const ok = share >= least;
    lines.push(
      `${ok ? "ok  " : "FAIL"} ${row.target}: ${(share * 100).toFixed(1)} % of the floor, recorded ${(recorded * 100).toFixed(1)} %, least ${(least * 100).toFixed(1)} %`,
    );
    if (!ok) failed.push(row.target);
  }
  return { lines, failed };
}

// The bench's groups targets (issue #14 "Scale and speed") on the set of `npm run generate -- groups`
// (scripts/lib/groups-generate.ts): the demo, then 2,000 groups, 50,000 memberships, 20,000 photos...
// Built once per database into .cache/groups-set/ (SQLite: its DATA_DIR there; PostgreSQL: a database
// kept on the server) and reused while its report is there. On a real server on that set, signed in as
// the demo administrator: GET / (the reference), GET /group, GET /group/{largest}, its members, the largest
// album and GET /api/groups/list. The aims: pages ≥ 0.8 × the ratio to hello of GET /, the call ≥ 1 % of hello.
//   BENCH_GROUPS: sqlite (default), postgres, both or off.
import type { GroupsReport } from "./groups-generate";
import { groupsPersonPhone } from "./groups-generate";
import { benchDialects, ensureGeneratedSet, type Dialect, type GeneratedSet, type Measure } from "./generated-set";
import { signIn, startRealServer } from "./real-server";

export type GroupsSet = GeneratedSet<GroupsReport>;
export type { Measure };

export const groupsBenchPlan = (notes: string[]) => benchDialects("BENCH_GROUPS", "groups", notes);
export const ensureGroupsSet = (dialect: Dialect) => ensureGeneratedSet<GroupsReport>("groups", dialect, groupsPersonPhone(0));

/** Starts the real server on the set, measures the groups' targets and stops it. */
export async function measureGroupsSet<Row extends { requestsPerSecond: number }>(
  set: GroupsSet,
  measure: Measure<Row>,
  onServer: (origin: string, pid: number | undefined) => void,
): Promise<{ rows: Row[]; summary: string[] }> {
  const server = await startRealServer({ dataDir: set.dataDir, databaseUrl: set.databaseUrl });
  try {
    onServer(server.origin, server.child.process.pid);
    const { cookie } = await signIn(server);
    const signedIn = { cookie };
    const label = (target: string) => `[groups ${set.dialect}] ${target}`;
    const { largestGroupId: group, largestAlbumId: album, largestAlbumGroupId: albumGroup, sizes } = set.report;
    for (const page of [`/group/${group}`, `/group/${group}/members`]) {
      const probe = await fetch(`${server.url}${page}`, { headers: signedIn });
      if (probe.status !== 200) throw new Error(`${page} answered ${probe.status}`);
      await probe.arrayBuffer();
    }
    const home = await measure(label("GET / (signed in)"), `${server.url}/`, signedIn);
    const list = await measure(label("GET /group"), `${server.url}/group`, signedIn);
    const page = await measure(label(`GET /group/{largest} (${sizes.largest} members)`), `${server.url}/group/${group}`, signedIn);
    const members = await measure(label("GET /group/{largest}/members"), `${server.url}/group/${group}/members`, signedIn);
    const albumUrl = `${server.url}/group/${albumGroup}/albums/${album}`;
    const albumProbe = await fetch(albumUrl, { headers: signedIn });
    await albumProbe.arrayBuffer();
    const rows = [home, list, page, members];
    if (albumProbe.status === 200) {
      rows.push(await measure(label(`GET album (${sizes.largestAlbum} photos)`), albumUrl, signedIn));
    }
    const call = await measure(label("GET /api/groups/list"), `${server.url}/api/groups/list`, signedIn);
    rows.push(call);
    const share = (a: Row, b: Row) =>
      b.requestsPerSecond > 0 ? `${((a.requestsPerSecond / b.requestsPerSecond) * 100).toFixed(1)} %` : "n/a";
    return {
      rows,
      summary: [
        `Groups set on ${set.dialect} (${sizes.groups} groups, ${sizes.memberships} memberships, ${sizes.photos} photos, ${sizes.articles} articles, ${sizes.messages} messages, ${sizes.requests} requests): ` +
          `generated in ${(set.report.ms / 1000).toFixed(1)} s${set.built ? "" : " (an earlier run; reused)"}, database ${(set.report.databaseBytes / 1024 / 1024).toFixed(1)} MB`,
        `  GET /group ÷ GET / ${share(list, home)}, GET /group/{largest} ÷ GET / ${share(page, home)}, members ÷ GET / ${share(members, home)} (aim ≥ 80 % each)`,
      ],
    };
  } finally {
    await server.stop();
  }
}

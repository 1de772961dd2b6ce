// The notifications' and claims' targets of `npm run bench` (issue #13 "Scale and speed") on their
// generated set (notifications-set.ts: 10,000 people × 200 notifications, 50,000 claims), one real
// server per database:
// - pages and calls of the demo employee (200 generated notifications beside her demo ones, her share
//   of the generated claims): the signed-in home GET / (the yardstick of the pages), her notifications'
//   page, /api/notifications-v2/list (against hello), her claims over /api and one claim's page; and the
//   demo administrator's /user/{me}/approvement-requests, who handles all 50,000 (GENERAL_REQUEST's
//   handlers are the administrators and the holders of ROLE_EDIT_USER_CLAIMS);
// - 2,000 idle live-count streams (stream-bench.ts): on SQLite on the same server; on PostgreSQL on a
//   second server process on the same database, the change made through the first, so the time is
//   commit → pg_notify → the other process's LISTEN → its re-count → the event;
// - push throughput (push-bench.ts): 2,000 devices, one notification to all of them.
import { describeRun, type NotificationsSet } from "./notifications-set";
import { measurePush, pushServerEnv, startPushReceiverProcess, type PushBench } from "./push-bench";
import { DEMO_ADMIN, mb, signIn, startRealServer, type RealServer } from "./real-server";
import { measureStreams, type StreamBench } from "./stream-bench";

export interface NotificationsSetResult<Row> {
  rows: Row[];
  streams: StreamBench;
  push: PushBench;
  /** The summary's lines, given hello's req/s (the list's yardstick). */
  summary(helloRps: number): string[];
}

type Measure<Row> = (target: string, url: string, headers?: Record<string, string>) => Promise<Row>;

async function json<T>(url: string, cookie: string): Promise<T> {
  const response = await fetch(url, { headers: { cookie } });
  const body = (await response.json()) as { responseCode: number; response: T };
  if (response.status !== 200 || body.responseCode !== 0) throw new Error(`${url} answered ${response.status} ${JSON.stringify(body)}`);
  return body.response;
}

/** Starts the server(s) on the set, measures, stops them. `onServer` gets each measured process (its CPU time). */
export async function measureNotificationsSet<Row extends { requestsPerSecond: number; cpuMsPerRequest: number | null }>(
  set: NotificationsSet,
  measure: Measure<Row>,
  onServer: (origin: string, pid: number | undefined) => void,
): Promise<NotificationsSetResult<Row>> {
  const receiver = await startPushReceiverProcess();
  let server: RealServer | undefined;
  let second: RealServer | undefined;
  try {
    server = await startRealServer({ dataDir: set.dataDir, databaseUrl: set.databaseUrl, env: pushServerEnv(receiver) });
    onServer(server.origin, server.child.process.pid);
    const label = (target: string) => `[notifications ${set.dialect}] ${target}`;
    const employee = { cookie: (await signIn(server)).cookie };
    const admin = { cookie: (await signIn(server, DEMO_ADMIN)).cookie };
    const me = (await json<{ id: number }>(`${server.url}/api/user/short-cur-user-info`, employee.cookie)).id;
    const adminId = (await json<{ id: number }>(`${server.url}/api/user/short-cur-user-info`, admin.cookie)).id;
    // Her notifications as the list pages them (100 at most a page): all of them, to say how many she has.
    let notifications = 0;
    for (let pageNumber = 0; ; pageNumber++) {
      const got = await json<unknown[]>(`${server.url}/api/notifications-v2/list?pageSize=100&pageNumber=${pageNumber}`, employee.cookie);
      notifications += got.length;
      if (got.length < 100) break;
    }
    const claims = await json<{ id: number }[]>(`${server.url}/api/user-claims-v2/list-for-cur-user`, employee.cookie);
    if (claims.length < 2) throw new Error(`the demo employee has ${claims.length} claims in the generated set`);
    const claimId = claims[0]!.id;

    // The streams first, on processes that have served nothing heavy yet: their RSS then moves by the
    // streams, not by the heap the page targets leave behind (which may shrink meanwhile).
    let streams: StreamBench;
    if (set.databaseUrl) {
      // Fan-out across processes: streams on a second server, changes through the first.
      second = await startRealServer({ dataDir: set.dataDir, databaseUrl: set.databaseUrl, env: pushServerEnv(receiver) });
      streams = await measureStreams(second, { databaseUrl: set.databaseUrl, via: server });
      await second.stop();
      second = undefined;
    } else {
      streams = await measureStreams(server);
    }

    const home = await measure(label("GET / (signed in)"), `${server.url}/`, employee);
    const page = await measure(label("GET /user/{me}/notification"), `${server.url}/user/${me}/notification`, employee);
    const list = await measure(label("GET /api/notifications-v2/list"), `${server.url}/api/notifications-v2/list`, employee);
    const claimList = await measure(
      label("GET /api/user-claims-v2/list-for-cur-user"),
      `${server.url}/api/user-claims-v2/list-for-cur-user`,
      employee,
    );
    const claimPage = await measure(label("GET /user/{me}/claims/{claimId}"), `${server.url}/user/${me}/claims/${claimId}`, employee);
    const handler = await measure(
      label("GET /user/{admin}/approvement-requests"),
      `${server.url}/user/${adminId}/approvement-requests`,
      admin,
    );

    // SQLite: the bench process sends (push-bench.ts says why), so no server on the file meanwhile.
    if (!set.databaseUrl) {
      await server.stop();
      server = undefined;
    }
    const push = await measurePush(set, receiver);
    const share = (a: Row, b: Row | number) => {
      const base = typeof b === "number" ? b : b.requestsPerSecond;
      return base > 0 ? `${((a.requestsPerSecond / base) * 100).toFixed(1)} %` : "n/a";
    };
    // The same share by the server's CPU time per request: steadier when other work shares the machine, but
    // the Node process's only: on PostgreSQL the database's own work (a slow plan) is not in it.
    const cpuShare = (a: Row, b: Row) =>
      a.cpuMsPerRequest && b.cpuMsPerRequest ? `${((b.cpuMsPerRequest / a.cpuMsPerRequest) * 100).toFixed(1)} %` : "n/a";
    const { report } = set;
    return {
      rows: [home, page, list, claimList, claimPage, handler],
      streams,
      push,
      summary: (helloRps) => [
        `Notifications set on ${set.dialect} (${report.people} people × ${report.perUser} notifications, ${report.claims} claims)${set.built ? "" : ", generated by an earlier run (reused)"}:`,
        `  generate claims: ${describeRun(report.generated.claims)}; generate notifications: ${describeRun(report.generated.notifications)}`,
        `  the demo employee: ${notifications} notifications, ${claims.length} claims on her list's first page`,
        `  notifications page ÷ GET / ${share(page, home)} (by CPU time ${cpuShare(page, home)}; aim ≥ 90 %); the list ÷ hello ${share(list, helloRps)} (aim ≥ 1.5 %)`,
        `  claim page ÷ GET / ${share(claimPage, home)} (by CPU time ${cpuShare(claimPage, home)}); ` +
          `approvement-requests (${report.claims} handled) ÷ GET / ${share(handler, home)} (by CPU time ${cpuShare(handler, home)})`,
        `  live count${set.databaseUrl ? " across two PostgreSQL processes" : ""}: ${streams.streams} idle streams, RSS ${mb(streams.rssBeforeBytes)} → ${mb(streams.rssAfterBytes)}, ` +
          `${streams.rssPerStreamBytes === null ? "n/a" : `${(streams.rssPerStreamBytes / 1024).toFixed(1)} KB`} a stream; ` +
          `change-to-event p50 ${streams.changeToEventMs.p50} ms, max ${streams.changeToEventMs.max} ms (${streams.changeToEventMs.samples} rounds)`,
        `  push (sent by the ${push.sentBy}): ${push.received} of ${push.devices} devices; notify() ${push.notifyMs} ms, first push ${push.firstPushMs} ms ` +
          `and last ${push.lastPushMs} ms after its commit: ${push.pushesPerSecond ?? "n/a"} pushes/s`,
      ],
    };
  } finally {
    await Promise.allSettled([server?.stop(), second?.stop()]);
    await receiver.stop();
  }
}

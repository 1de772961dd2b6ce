// `npm run chaos`: the cluster (three processes on PostgreSQL behind nginx, scripts/lib/cluster.ts) under a
// write burst, twice broken:
// 1. one process killed with SIGKILL mid-burst. Every write acknowledged (a 2xx envelope, responseCode 0)
//    must be in the database; the pages keep being served by the two others; the administrator's live
//    counts held by the dead process reconnect (through nginx, to another) within 5 s;
// 2. PostgreSQL unreachable for CHAOS_DOWN_SECONDS (default 4: its connections refused and the open ones
//    ended, as a restart does). While down the portal answers 503, never 500; after, it serves again with
//    no restart, and every write acknowledged before or after is there.
// Prints the counts; exit code 1 on a lost write, a 500, a stream that did not come back or no recovery.
// Loopback only; makes and drops its own database.
import pg from "pg";
import { startCluster, type Cluster } from "./lib/cluster";
import { DEMO_ADMIN, DEMO_EDITOR } from "./lib/real-server";
import { PG_ADMIN_URL, createScratchDatabase, type ScratchDatabase } from "./lib/scratch-db";

const clients = Number(process.env.CHAOS_CLIENTS ?? 12);
const downSeconds = Number(process.env.CHAOS_DOWN_SECONDS ?? 4);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Burst {
  sent: number;
  acknowledged: { id: number; term: string }[];
  /** Answers by status (an envelope's refusal counted under its HTTP status too). */
  statuses: Map<string, number>;
}

async function tokenOf(cluster: Cluster, account: { username: string; password: string }): Promise<string> {
  const response = await fetch(`${cluster.url}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(account),
  });
  const body = (await response.json()) as { response: { accessToken: string } | null; errorMessage: string | null };
  if (!body.response) throw new Error(`sign-in of ${account.username} failed: ${body.errorMessage}`);
  return body.response.accessToken;
}

/** Clients adding glossary terms and a reader loading the home page, until `until` resolves. */
async function burst(cluster: Cluster, editor: string, label: string, until: Promise<unknown>): Promise<Burst> {
  const result: Burst = { sent: 0, acknowledged: [], statuses: new Map() };
  const count = (key: string) => result.statuses.set(key, (result.statuses.get(key) ?? 0) + 1);
  let stop = false;
  void until.then(() => (stop = true));
  let n = 0;
  const writer = async (worker: number) => {
    while (!stop) {
      const term = `Хаос ${label} ${worker}-${n++}`;
      result.sent++;
      try {
        const response = await fetch(`${cluster.url}/api/wiki/glossary/add`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Authorization: `Bearer ${editor}` },
          body: JSON.stringify({ term, definition: `Запись ${term}: подтверждённое не теряется.` }),
          signal: AbortSignal.timeout(15_000),
        });
        const body = (await response.json().catch(() => null)) as { responseCode: number; response: { id: number } | null } | null;
        count(`write ${response.status}`);
        if (response.ok && body?.responseCode === 0 && body.response) result.acknowledged.push({ id: body.response.id, term });
        if (!response.ok) await sleep(200);
      } catch {
        count("write no answer");
        await sleep(200);
      }
    }
  };
  const reader = async () => {
    while (!stop) {
      try {
        const response = await fetch(`${cluster.url}/api/wiki/glossary/list`, {
          headers: { Authorization: `Bearer ${editor}` },
          signal: AbortSignal.timeout(15_000),
        });
        await response.arrayBuffer();
        count(`read ${response.status}`);
        if (!response.ok) await sleep(200);
      } catch {
        count("read no answer");
        await sleep(200);
      }
    }
  };
  await Promise.all([...Array.from({ length: clients }, (_, i) => writer(i)), reader(), reader()]);
  return result;
}

/** A live count the way the bell keeps one: reconnects through nginx when its stream ends. */
function liveCount(cluster: Cluster, token: string) {
  const state = { upstream: "", lostAt: 0, backAfterMs: [] as number[], closed: false };
  const controller = new AbortController();
  const run = async () => {
    while (!state.closed) {
      try {
        const response = await fetch(`${cluster.url}/api/notifications-v2/stream`, {
          headers: { Authorization: `Bearer ${token}` },
          signal: controller.signal,
        });
        const reader = response.body!.getReader();
        const first = await reader.read();
        if (first.done) throw new Error("ended");
        state.upstream = response.headers.get("x-portal-upstream") ?? "";
        if (state.lostAt) state.backAfterMs.push(Date.now() - state.lostAt);
        state.lostAt = 0;
        while (!(await reader.read()).done);
      } catch {
        if (state.closed) return;
      }
      state.lostAt ||= Date.now();
      await sleep(250); // the page's EventSource retries on its own after a moment
    }
  };
  const done = run();
  return {
    state,
    close: async () => {
      state.closed = true;
      controller.abort();
      await done;
    },
  };
}

async function missing(url: string, acknowledged: { id: number; term: string }[]): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number; term: string }>("select id, term from glossary_terms");
    const stored = new Map(rows.map((r) => [Number(r.id), r.term]));
    return acknowledged.filter((a) => stored.get(a.id) !== a.term).length;
  } finally {
    await client.end();
  }
}

async function setReachable(name: string, reachable: boolean) {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(`alter database ${name} allow_connections ${reachable}`);
    if (!reachable) await client.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [name]);
  } finally {
    await client.end();
  }
}

const table = (statuses: Map<string, number>) =>
  [...statuses.entries()]
    .sort()
    .map(([k, v]) => `${k}: ${v}`)
    .join(", ");

let scratch: ScratchDatabase | null = null;
let cluster: Cluster | null = null;
let failed = false;
try {
  scratch = await createScratchDatabase("chaos");
  cluster = await startCluster({ databaseUrl: scratch.url });
  const editor = await tokenOf(cluster, DEMO_EDITOR);
  const admin = await tokenOf(cluster, DEMO_ADMIN);
  // Three live counts: round robin gives one to each process.
  const streams = [liveCount(cluster, admin), liveCount(cluster, admin), liveCount(cluster, admin)];
  await sleep(1_000);

  // 1. SIGKILL of the first process 2 s into an 8 s burst.
  const victim = cluster.processes[0]!;
  const victimAddress = cluster.upstreams[0]!;
  const killed = sleep(2_000).then(() => victim.child.process.kill("SIGKILL"));
  const first = await burst(
    cluster,
    editor,
    "kill",
    killed.then(() => sleep(6_000)),
  );
  await sleep(1_000);
  const held = streams.filter((s) => s.state.backAfterMs.length > 0);
  const reconnects = held.flatMap((s) => s.state.backAfterMs);
  const onDead = streams.filter((s) => s.state.upstream === victimAddress).length;
  const lostAfterKill = await missing(scratch.url, first.acknowledged);
  console.log(`SIGKILL of ${victimAddress} mid-burst (${clients} writers, 2 readers):`);
  console.log(`  ${first.sent} writes sent, ${first.acknowledged.length} acknowledged, ${lostAfterKill} of them missing`);
  console.log(`  answers: ${table(first.statuses)}`);
  console.log(`  live counts on the dead process that came back: ${reconnects.length}, after ${reconnects.join(", ") || "-"} ms`);
  const fiveHundreds = [...first.statuses.entries()].filter(([k]) => / 500$/.test(k)).reduce((n, [, v]) => n + v, 0);
  if (lostAfterKill > 0 || reconnects.some((ms) => ms > 5_000) || onDead > 0 || fiveHundreds > 0) failed = true;

  // 2. PostgreSQL unreachable mid-burst.
  const name = scratch.name;
  const down = sleep(2_000).then(() => setReachable(name, false));
  const back = down.then(() => sleep(downSeconds * 1000)).then(() => setReachable(name, true));
  const second = await burst(
    cluster,
    editor,
    "down",
    back.then(() => sleep(5_000)),
  );
  const lostAfterDown = await missing(scratch.url, [...first.acknowledged, ...second.acknowledged]);
  const served = (await fetch(`${cluster.url}/api/wiki/glossary/list`, { headers: { Authorization: `Bearer ${editor}` } })).status;
  console.log(`PostgreSQL unreachable for ${downSeconds} s mid-burst:`);
  console.log(`  ${second.sent} writes sent, ${second.acknowledged.length} acknowledged; ${lostAfterDown} of all acknowledged missing`);
  console.log(`  answers: ${table(second.statuses)}`);
  console.log(`  after: the list answers ${served}`);
  for (const [i, process] of cluster.processes.entries()) {
    if (i === 0) continue;
    const { exitCode, signalCode } = process.child.process;
    if (exitCode === null && signalCode === null) continue;
    console.log(`  ${cluster.upstreams[i]} stopped (${exitCode ?? signalCode}):\n${process.child.output().slice(-1500)}`);
    failed = true;
  }
  const errors = [...second.statuses.entries()].filter(([k]) => / 500$/.test(k)).reduce((n, [, v]) => n + v, 0);
  if (lostAfterDown > 0 || errors > 0 || served !== 200) failed = true;

  await Promise.all(streams.map((s) => s.close()));
  console.log(failed ? "FAILED" : "Every acknowledged write kept, no 500, streams back, recovered without a restart.");
} catch (error) {
  console.error(`chaos failed: ${error instanceof Error ? error.message : String(error)}`);
  failed = true;
} finally {
  await cluster?.stop();
  await scratch?.drop();
}
process.exit(failed ? 1 : 0);

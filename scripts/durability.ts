// `npm run durability`: does every write the portal acknowledged survive a crash? On SQLite and on
// PostgreSQL (when it answers at TEST_DATABASE_URL or 127.0.0.1:5432) it starts the real server,
// signed in as the demo editor sends bursts of POST /api/wiki/glossary/add from parallel clients,
// kills the server with SIGKILL mid-burst, restarts it on the same data, and checks through
// GET /api/wiki/glossary/list that every term acknowledged with a 2xx envelope (responseCode 0) is
// there — DURABILITY_ROUNDS (default 3) crashes per database. Prints the counts; exit code 1 on any
// lost acknowledged write, a failed restart or a burst that got nothing acknowledged.
// Loopback only; stops by itself (a hard deadline) and removes the data it made.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DEMO_EDITOR, signIn, startRealServer, type RealServer } from "./lib/real-server";
import { createScratchDatabase, postgresAnswers, type ScratchDatabase } from "./lib/scratch-db";

const rounds = Number(process.env.DURABILITY_ROUNDS ?? 3);
const clients = Number(process.env.DURABILITY_CLIENTS ?? 16);
if (!(Number.isInteger(rounds) && rounds >= 1 && rounds <= 20) || !(Number.isInteger(clients) && clients >= 1 && clients <= 200)) {
  console.error("DURABILITY_ROUNDS must be 1..20 and DURABILITY_CLIENTS 1..200");
  process.exit(1);
}

interface Envelope<T> {
  responseCode: number;
  response: T | null;
  errorMessage: string | null;
}
type Term = { id: number; term: string };

interface Counts {
  database: string;
  sent: number;
  acknowledged: number;
  refused: number;
  /** Sent, but the crash came before an answer: may or may not have been written. */
  unanswered: number;
  /** Of the unanswered, written all the same (committed just before the kill). */
  unansweredPresent: number;
  lost: number;
}

let current: RealServer | undefined;
const cleanups: (() => Promise<void>)[] = [];
const cleanUp = async () => {
  await current?.stop().catch(() => {});
  for (const clean of cleanups.splice(0).reverse()) await clean().catch(() => {});
};
process.on("SIGINT", () => void cleanUp().then(() => process.exit(130)));
const deadline = setTimeout(
  () => {
    console.error("durability: took too long, stopping");
    void cleanUp().then(() => process.exit(1));
  },
  (rounds * 2 * 120 + 300) * 1000,
);
deadline.unref();

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Every glossary term the restarted server lists, by id. */
async function listedTerms(server: RealServer, cookie: string): Promise<Map<number, string>> {
  const response = await fetch(`${server.url}/api/wiki/glossary/list`, { headers: { cookie } });
  const body = (await response.json()) as Envelope<{ groups: { terms: Term[] }[] }>;
  if (!response.ok || body.responseCode !== 0 || !body.response)
    throw new Error(`glossary list failed: ${response.status} ${body.errorMessage}`);
  return new Map(body.response.groups.flatMap((g) => g.terms).map((t) => [t.id, t.term]));
}

/** Parallel clients adding terms until the server dies; the kill comes once writes are flowing. */
async function burstAndKill(server: RealServer, cookie: string, label: string, counts: Counts, acknowledged: Term[], unanswered: string[]) {
  let stop = false;
  let n = 0;
  const client = async (worker: number) => {
    while (!stop) {
      const term = `Прочность ${label} ${worker}-${n++}`;
      counts.sent++;
      let response: Response;
      let body: Envelope<Term>;
      try {
        response = await fetch(`${server.url}/api/wiki/glossary/add`, {
          method: "POST",
          headers: { "Content-Type": "application/json", cookie },
          body: JSON.stringify({ term, definition: `Запись ${term}: проверка, что подтверждённое не теряется.` }),
          signal: AbortSignal.timeout(15_000),
        });
        body = (await response.json()) as Envelope<Term>;
      } catch {
        // No answer: the server is gone (or never answered this one).
        unanswered.push(term);
        return;
      }
      if (response.ok && body.responseCode === 0 && body.response) acknowledged.push({ id: body.response.id, term });
      else counts.refused++;
    }
  };
  const running = Array.from({ length: clients }, (_, i) => client(i));
  const before = acknowledged.length;
  const waitUntil = Date.now() + 20_000;
  while (acknowledged.length - before < 50 && Date.now() < waitUntil) await sleep(20);
  // A random moment inside the burst, so the kill lands on different stages of a write.
  await sleep(Math.random() * 300);
  server.child.process.kill("SIGKILL");
  stop = true;
  await Promise.all(running);
}

async function runOn(database: "sqlite" | "postgres"): Promise<Counts> {
  const counts: Counts = { database, sent: 0, acknowledged: 0, refused: 0, unanswered: 0, unansweredPresent: 0, lost: 0 };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-durability-"));
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  let scratch: ScratchDatabase | undefined;
  if (database === "postgres") {
    scratch = await createScratchDatabase("portal_durability");
    cleanups.push(() => scratch!.drop());
  }
  const acknowledged: Term[] = [];
  const unanswered: string[] = [];
  for (let round = 0; round <= rounds; round++) {
    // Every start after the first is a restart after SIGKILL on the same data.
    current = await startRealServer({ dataDir, databaseUrl: scratch?.url });
    const { cookie } = await signIn(current, DEMO_EDITOR);
    const listed = await listedTerms(current, cookie);
    const lostNow = acknowledged.filter((t) => listed.get(t.id) !== t.term);
    const present = new Set(listed.values());
    counts.unansweredPresent = unanswered.filter((t) => present.has(t)).length;
    counts.lost = lostNow.length;
    if (lostNow.length > 0)
      console.error(
        `${database}: lost after restart ${round}: ${lostNow
          .slice(0, 5)
          .map((t) => `#${t.id} «${t.term}»`)
          .join(", ")}…`,
      );
    console.log(
      `${database}: ${round === 0 ? "started" : `restart ${round}`}: ${acknowledged.length} acknowledged so far, ${lostNow.length} missing`,
    );
    if (round === rounds) break;
    const before = acknowledged.length;
    await burstAndKill(current, cookie, `${database}-${round + 1}`, counts, acknowledged, unanswered);
    if (acknowledged.length === before)
      throw new Error(`${database}: no write was acknowledged in burst ${round + 1}:\n${current.child.output()}`);
  }
  await current?.stop();
  current = undefined;
  counts.acknowledged = acknowledged.length;
  counts.unanswered = unanswered.length;
  return counts;
}

try {
  const databases: ("sqlite" | "postgres")[] = (await postgresAnswers()) ? ["sqlite", "postgres"] : ["sqlite"];
  if (databases.length === 1) console.warn("PostgreSQL does not answer: SQLite only");
  console.log(`${rounds} × SIGKILL per database, ${clients} clients adding glossary terms`);
  const results: Counts[] = [];
  for (const database of databases) results.push(await runOn(database));
  console.log("");
  console.table(results);
  const lost = results.reduce((n, r) => n + r.lost, 0);
  console.log(lost === 0 ? "Every acknowledged write survived." : `LOST ${lost} acknowledged writes.`);
  process.exitCode = lost === 0 ? 0 : 1;
} catch (error) {
  console.error(`durability failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
  clearTimeout(deadline);
}

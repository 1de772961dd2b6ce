// How a production process starts, for its memory: package.json's `serve` and every script that starts the
// built server (scripts/lib/real-server.ts: the bench, the load, the cluster, the soak) use these, and a test
// holds `serve` to them.
//
// Node's defaults let the V8 heap grow towards a limit set from the machine's memory (2 GB and more here):
// under 200 connections a process peaked at 454 MB and stayed at 400–440 MB idle afterwards, although its live
// objects were 53 MB. With the old generation capped at 256 MB it peaked at 246 MB and idled at 220–232 MB, at
// the same throughput (issue #38: ≤ 350 MB under load, ≤ 250 MB idle). The load gate (server/load-gate.ts)
// bounds the renders in flight, so the live set does not grow with the connections. glibc's malloc made an
// arena per thread (libuv's pool, sharp's workers) and idle RSS grew from run to run (398 → 421 → 442 MB);
// two arenas kept it flat.

/** Node's options of the server process. */
export const SERVER_NODE_OPTIONS = ["--max-old-space-size=256"] as const;

/** Its environment beside them (read by glibc when the process starts, so it cannot be set from inside). */
export const SERVER_MEMORY_ENV = { MALLOC_ARENA_MAX: "2" } as const;

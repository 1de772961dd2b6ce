// The production start command (package.json's serve, what an operator runs) starts the server with the
// memory settings the scripts measure it with (server/memory.ts): the bench, the load and the soak would
// otherwise prove a process no operator runs.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { SERVER_MEMORY_ENV, SERVER_NODE_OPTIONS } from "../server/memory";

describe("the server's memory settings", () => {
  const serve = (JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts.serve!;

  it("npm run serve caps the heap as the measured process does", () => {
    for (const option of SERVER_NODE_OPTIONS) expect(serve).toContain(` ${option} `);
    expect(serve).toMatch(/ node (--\S+ )*build\/server\.js$/);
  });

  it("npm run serve sets glibc's arenas as the measured process does", () => {
    for (const [name, value] of Object.entries(SERVER_MEMORY_ENV)) expect(serve).toContain(`${name}=${value} `);
  });
});

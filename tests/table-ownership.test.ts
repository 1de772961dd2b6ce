// A feature's tables are its own (issue #31 point 3): each table belongs to the area whose tables.ts declares it
// in Database (the platform's in platform/db/schema.ts), and only that area's code names it in a query. Another
// feature reaches its data through the owner's service or the query helpers the owner exports. The people, the
// departments and the platform's tables (files, events…) are what every feature shows beside its own, so any
// feature may read them; only their owner writes them. Tests, migrations and the composition root are not
// features: they are left out. A list that needs another feature's rows in its own statement (its query count
// must not grow) selects from a derived table the owner exports, as the claims' claimRows/claimsOfType do.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const APP = path.resolve("app");

/** Tables anyone may read (join a name, a department, a file's name); written only by their owner. */
const READ_BY_ALL = new Set(["users", "departments"]);

/** The area of an app file: a feature's name, or platform, shared, shell, portal. */
function areaOf(file: string): string {
  const [top, name] = path.relative(APP, file).split(path.sep);
  return top === "features" ? name! : top!;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "tests" || entry.name === "migrations" || entry.name === "e2e" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Table → owning area, from the Database declarations. */
function owners(): Map<string, string> {
  const map = new Map<string, string>();
  const declaring = [path.join(APP, "platform/db/schema.ts"), ...sourceFiles(APP).filter((f) => path.basename(f) === "tables.ts")];
  for (const file of declaring) {
    const body = /interface Database \{([^}]*)\}/.exec(fs.readFileSync(file, "utf8"))?.[1] ?? "";
    for (const [, table] of body.matchAll(/^\s*(\w+):/gm)) {
      if (map.has(table!)) throw new Error(`Two areas declare the table ${table}`);
      map.set(table!, areaOf(file));
    }
  }
  return map;
}

const READS = new Set(["selectFrom", "innerJoin", "leftJoin", "rightJoin", "fullJoin", "sql"]);

/** Every place a file names a table in a query: kysely's builder, or raw SQL in a sql`` template. */
function queriesOf(source: string, tables: readonly string[]): { verb: string; table: string; line: number }[] {
  const names = tables.join("|");
  const builder = new RegExp(
    `(selectFrom|insertInto|updateTable|deleteFrom|innerJoin|leftJoin|rightJoin|fullJoin|replaceInto)\\(\\s*["'\`](${names})\\b`,
    "g",
  );
  const raw = new RegExp(`\\b(?:from|join|into|update)\\s+(${names})\\b`, "gi");
  const found = [...source.matchAll(builder)].map((m) => ({ verb: m[1]!, table: m[2]!, at: m.index }));
  for (const template of source.matchAll(/\bsql(?:<[^>]*>)?`([^`]*)`/g)) {
    for (const m of template[1]!.matchAll(raw)) found.push({ verb: "sql", table: m[1]!, at: template.index });
  }
  return found.map(({ verb, table, at }) => ({ verb, table, line: source.slice(0, at).split("\n").length }));
}

describe("table ownership", () => {
  const map = owners();

  it("gives every table one owner", () => {
    expect(map.get("vacancies")).toBe("vacancies");
    expect(map.get("users")).toBe("users");
    expect(map.get("departments")).toBe("contacts");
    expect(map.get("files")).toBe("platform");
    expect(map.size).toBeGreaterThan(70);
  });

  it("lets only a table's owner query it (and anyone read the people, departments and platform's tables)", () => {
    const tables = [...map.keys()].sort((a, b) => b.length - a.length);
    const strays: string[] = [];
    for (const file of sourceFiles(APP)) {
      const area = areaOf(file);
      if (area === "portal") continue;
      for (const { verb, table, line } of queriesOf(fs.readFileSync(file, "utf8"), tables)) {
        const owner = map.get(table)!;
        if (owner === area) continue;
        if ((READ_BY_ALL.has(table) || owner === "platform") && READS.has(verb)) continue;
        strays.push(`${path.relative(process.cwd(), file)}:${line} ${verb}("${table}") of ${owner}`);
      }
    }
    expect(strays).toEqual([]);
  });

  it("catches a query into another feature's table", () => {
    const tables = [...map.keys()];
    expect(queriesOf(`db.selectFrom("claims as c").innerJoin("vacancies as v", …)`, tables).map((q) => q.table)).toEqual([
      "claims",
      "vacancies",
    ]);
    expect(queriesOf("sql`select 1 from claim_handlers h where h.claim_id = ${id}`", tables).map((q) => q.table)).toEqual([
      "claim_handlers",
    ]);
  });
});

// A V8 heap snapshot (the .heapsnapshot JSON a process writes on --heapsnapshot-signal) summed by kind of
// object: for `npm run soak`, what grew between two snapshots of one process.
import fs from "node:fs";

export interface SnapshotSummary {
  totalBytes: number;
  /** "type:name" (e.g. "object:Statement", "string:(string)", "closure:render") → self bytes and count. */
  byKind: Map<string, { bytes: number; count: number }>;
}

interface RawSnapshot {
  snapshot: { meta: { node_fields: string[]; node_types: (string[] | string)[] } };
  nodes: number[];
  strings: string[];
}

export function summariseSnapshot(file: string): SnapshotSummary {
  const raw = JSON.parse(fs.readFileSync(file, "utf8")) as RawSnapshot;
  const fields = raw.snapshot.meta.node_fields;
  const types = raw.snapshot.meta.node_types[0] as string[];
  const width = fields.length;
  const [typeAt, nameAt, sizeAt] = ["type", "name", "self_size"].map((f) => fields.indexOf(f)) as [number, number, number];
  const byKind = new Map<string, { bytes: number; count: number }>();
  let totalBytes = 0;
  for (let i = 0; i < raw.nodes.length; i += width) {
    const type = types[raw.nodes[i + typeAt]!] ?? "?";
    // Strings and numbers by their type alone: their "name" is their content.
    const name =
      type === "string" || type === "concatenated string" || type === "sliced string" || type === "number"
        ? ""
        : raw.strings[raw.nodes[i + nameAt]!];
    const key = `${type}:${(name ?? "").slice(0, 60)}`;
    const size = raw.nodes[i + sizeAt]!;
    const entry = byKind.get(key) ?? { bytes: 0, count: 0 };
    entry.bytes += size;
    entry.count += 1;
    byKind.set(key, entry);
    totalBytes += size;
  }
  return { totalBytes, byKind };
}

/** The `top` kinds that grew most in bytes from a to b, as lines. */
export function compareSnapshots(a: SnapshotSummary, b: SnapshotSummary, top: number): string[] {
  const grown = [...b.byKind].map(([kind, after]) => {
    const before = a.byKind.get(kind) ?? { bytes: 0, count: 0 };
    return { kind, bytes: after.bytes - before.bytes, count: after.count - before.count, after };
  });
  grown.sort((x, y) => y.bytes - x.bytes);
  const kb = (n: number) => `${n >= 0 ? "+" : ""}${(n / 1024).toFixed(0)} KB`;
  return grown
    .slice(0, top)
    .map((g) => `${kb(g.bytes)} (${g.count >= 0 ? "+" : ""}${g.count} objects) ${g.kind}, now ${(g.after.bytes / 1024).toFixed(0)} KB`);
}

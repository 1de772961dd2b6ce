// The IT catalogue's large set (issue #35): at scale 1, a root with 10 sections of 10 categories of 10
// subcategories (1,111 categories) and four request forms in each subcategory (4,000 leaves), 5,111 nodes.
// Written level by level in batches (each level's paths in one statement from its parents'), and named in
// SERVICE_CATALOGUE_CHANGED events delivered at once, so the portal search's IT_SERVICE index holds them.
// Deterministic apart from "now"; names carry a run mark, so a second run adds a second tree beside the first.
import { sql } from "kysely";
import type { Portal } from "../../app/portal/open.server";
import { chunks } from "../../app/shared/chunks";
import { writeIdsEvent } from "../../app/platform/events.server";

export const catalogueSizes = (scale: number) => ({ fanout: 10, levels: 3, leaves: Math.max(1, Math.round(4 * scale)) });

const BATCH = 400;
const TOPICS = ["Принтер", "Почта", "Доступ", "1С", "VPN", "Телефон", "Ноутбук", "Монитор", "Пароль", "Сканер"];
/** The word the bench's search asks for: one leaf in four holds it. */
export const CATALOGUE_WORD = "картридж";

export async function generateCatalogue(portal: Portal, sizes: ReturnType<typeof catalogueSizes>) {
  const started = Date.now();
  const db = portal.db.kysely;
  const now = new Date().toISOString();
  const mark = Date.now().toString(36);
  const node = (parentId: number | null, name: string, sort: number, serviceKey: string | null = null) => ({
    kind: "IT",
    parent_id: parentId,
    path: "",
    name,
    description: serviceKey ? `Заявка в ИТ-поддержку: ${name.toLowerCase()}` : `Раздел каталога ${name}`,
    details: "",
    service_key: serviceKey,
    sort,
    created_at: now,
    updated_at: now,
  });
  /** Inserts a level's rows, then sets their paths from their parents' in one statement. */
  const level = async (rows: ReturnType<typeof node>[]) => {
    const ids: number[] = [];
    for (const part of chunks(rows, BATCH))
      ids.push(...(await db.insertInto("service_catalogue_nodes").values(part).returning("id").execute()).map((r) => r.id));
    await sql`update service_catalogue_nodes set path = coalesce((select p.path from service_catalogue_nodes p where p.id = service_catalogue_nodes.parent_id), '') || '/' || cast(id as text) where path = ''`.execute(
      db,
    );
    return ids;
  };
  const [rootId] = await level([node(null, `Каталог ИТ (${mark})`, 100)]);
  let parents = [rootId!];
  const all = [rootId!];
  for (let depth = 1; depth <= sizes.levels; depth++) {
    parents = await level(
      parents.flatMap((p, i) => Array.from({ length: sizes.fanout }, (_, j) => node(p, `${TOPICS[j]} ${depth}.${i + 1}.${j + 1}`, j))),
    );
    all.push(...parents);
  }
  const deepest = parents[0]!;
  const leaves = await level(
    parents.flatMap((p, i) =>
      Array.from({ length: sizes.leaves }, (_, j) =>
        node(p, j === 0 ? `Заменить картридж ${i + 1}` : `${TOPICS[(i + j) % TOPICS.length]}: заявка ${i + 1}.${j + 1}`, j, "it-request"),
      ),
    ),
  );
  all.push(...leaves);
  for (const part of chunks(all, 500)) await writeIdsEvent(db, "SERVICE_CATALOGUE_CHANGED", part, new Date(now));
  await portal.outbox.deliver();
  const deep = await db.selectFrom("service_catalogue_nodes").select("path").where("id", "=", deepest).executeTakeFirstOrThrow();
  return {
    nodes: all.length,
    categories: all.length - leaves.length,
    leaves: leaves.length,
    rootId: rootId!,
    deepPath: deep.path,
    ms: Date.now() - started,
  };
}

// The company videos' set (issue #36): 2,000 videos at scale 1, newest last in id order as the portal writes
// them, by the demo administrator, over the last two years, each a hosted video's link (an uploaded one needs
// its bytes and ffmpeg's conversion: the tests and scripts/video-upload-rss.ts upload real ones). Enough for
// the list's keyset pages, `newest` and the search's rebuild to be measured. Through bulkInsert.
import type { Portal } from "../../app/portal/open.server";
import { seededRandom } from "../../app/shared/random";
import { bulkInsert, int, stepLogger, text } from "./bulk-insert";

export const videosSizes = (scale: number) => ({ videos: Math.max(20, Math.round(2_000 * scale)) });

const TOPICS = ["Собрание", "Обучение", "Экскурсия", "Поздравление", "Интервью", "Презентация", "Репортаж", "Инструкция"];
const PLACES = ["склада", "офиса", "магазина", "отдела продаж", "логистики", "бухгалтерии", "ИТ-службы"];
const IDS = ["dQw4w9WgXcQ", "aqz-KE-bpKQ", "jNQXAC9IVRw", "9bZkp7q19f0", "kJQP7kiw5Fk"];

export async function generateVideos(portal: Portal, sizes: { videos: number }, options: { log: (line: string) => void }) {
  const started = performance.now();
  const step = stepLogger(options.log);
  const random = seededRandom(36);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const author = (await portal.db.kysely.selectFrom("users").select("id").orderBy("id").limit(1).executeTakeFirst())?.id ?? null;
  const end = Date.now();
  const start = end - 730 * 86_400_000;
  function* rows() {
    for (let i = 0; i < sizes.videos; i++) {
      const at = new Date(start + Math.floor(((end - start) * i) / sizes.videos)).toISOString();
      const title = `${pick(TOPICS)} ${pick(PLACES)} №${i + 1}`;
      yield [title, `${title}: запись для сотрудников.`, `https://www.youtube.com/watch?v=${pick(IDS)}`, at, at, author];
    }
  }
  const made = await bulkInsert(
    portal.db,
    "videos_items",
    [text("title"), text("description"), text("link"), text("created_at"), text("updated_at"), int("created_by")],
    rows(),
  );
  step("videos", made.count);
  return { sizes, rows: made.count, ms: Math.round(performance.now() - started) };
}

// The videos' demo data for an empty database: two hosted videos by the demo administrator (an uploaded one
// needs ffmpeg to be converted; the journeys and tests upload their own).
import type { SeedContext } from "~/platform/feature";

export async function seedVideos({ deps: { db, now }, accounts, demoUserId }: SeedContext): Promise<void> {
  const author = await demoUserId(accounts[0]?.phone ?? "");
  const at = now().getTime();
  const row = (title: string, description: string, link: string, ago: number) => {
    const iso = new Date(at - ago).toISOString();
    return { title, description, link, file_id: null, created_at: iso, updated_at: iso, created_by: author };
  };
  await db
    .insertInto("videos_items")
    .values([
      row("Как устроен наш склад", "Экскурсия по распределительному центру.", "https://www.youtube.com/watch?v=aqz-KE-bpKQ", 60_000),
      row("Новогоднее поздравление", "Обращение руководства к сотрудникам.", "https://www.youtube.com/watch?v=dQw4w9WgXcQ", 0),
    ])
    .execute();
}

// The statistics' demo: the last 30 days of a small portal as the recorder would have left them (the whole
// portal and each top department), so /admin/statistic shows its charts on a fresh demo. Deterministic.
import type { SeedContext } from "~/platform/feature";
import { seededRandom } from "~/shared/random";
import { moscowDay, monthOf, shiftDay, weekOf } from "./days";

const DAYS = 30;
const PAGES = ["", "news", "knowledge/guide", "contacts", "services", "group", "vacancies", "profile"];
const API = ["posts", "notifications", "search-v2", "user-claims", "services"];

export async function seedStatistics({ deps: { db, now }, employees }: SeedContext): Promise<void> {
  const random = seededRandom(33);
  const tops = await db.selectFrom("departments").select("id").where("parent_id", "is", null).orderBy("id").execute();
  const departments = [0, ...tops.map((d) => d.id)];
  const people = Math.max(10, employees);
  const today = moscowDay(now());
  const views = [];
  const active = new Map<string, { period: "d" | "w" | "m"; period_key: string; department_id: number; count: number }>();
  for (let i = DAYS - 1; i >= 0; i--) {
    const day = shiftDay(today, -i);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    const busy = weekday === 0 || weekday === 6 ? 0.2 : 1;
    for (const department_id of departments) {
      const scale = department_id === 0 ? 1 : 1 / Math.max(1, tops.length);
      const n = (base: number) => Math.round(base * busy * scale * (0.7 + random() * 0.6));
      PAGES.forEach((section, s) => views.push({ day, department_id, kind: "page" as const, section, count: n((people * 2) / (s + 2)) }));
      API.forEach((section, s) => views.push({ day, department_id, kind: "api" as const, section, count: n((people * 5) / (s + 2)) }));
      views.push({ day, department_id, kind: "signin" as const, section: "", count: n(people * 0.1) });
      for (const [period, key, rate] of [
        ["d", day, 0.5],
        ["w", weekOf(day), 0.8],
        ["m", monthOf(day), 0.9],
      ] as const) {
        active.set(`${period}${key}/${department_id}`, {
          period,
          period_key: key,
          department_id,
          count: Math.round(people * scale * rate * (period === "d" ? busy : 1)),
        });
      }
    }
  }
  const rows = views.filter((v) => v.count > 0);
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto("stat_views")
      .values(rows.slice(i, i + 200))
      .execute();
  await db
    .insertInto("stat_active")
    .values([...active.values()])
    .execute();
}

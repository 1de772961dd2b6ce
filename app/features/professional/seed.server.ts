// The contest's demo data for an empty database: the last two years, a winner per profession and region of
// the first generated employees (their avatars stand in for photos).
import type { SeedContext } from "~/platform/feature";
import { demoProfessions, demoRegions, demoText, demoYearDescription } from "./seed-texts.server";

export async function seedProfessional({ deps: { db, now } }: SeedContext): Promise<void> {
  const at = now().toISOString();
  const thisYear = now().getUTCFullYear();
  const people = await db.selectFrom("users").select("id").where("blocked", "=", 0).orderBy("id").limit(24).execute();
  if (people.length === 0) return;
  let next = 0;
  for (const year of [thisYear - 1, thisYear]) {
    const row = await db
      .insertInto("professional_years")
      .values({ year, title: "", description: demoYearDescription, created_at: at, updated_at: at })
      .returning("id")
      .executeTakeFirstOrThrow();
    const winners = demoProfessions.flatMap((profession, p) =>
      demoRegions.map((region, i) => ({
        year_id: row.id,
        user_id: people[next++ % people.length]!.id,
        profession,
        region,
        place: ((i + p) % 3) + 1,
        nomination: null,
        text: demoText,
        created_at: at,
        updated_at: at,
      })),
    );
    await db.insertInto("professional_winners").values(winners).execute();
  }
}

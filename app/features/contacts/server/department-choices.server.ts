// The departments and cities a page filters people by (the birthdays list): names only, one statement each.
import type { Kysely } from "kysely";
import type { Database } from "~/platform/db/schema";

export async function departmentChoices(db: Kysely<Database>): Promise<{ departments: { id: number; name: string }[]; cities: string[] }> {
  const departments = await db.selectFrom("departments").select(["id", "name"]).orderBy("name").orderBy("id").execute();
  const cities = await db.selectFrom("departments").select("city").distinct().where("city", "is not", null).orderBy("city").execute();
  return { departments, cities: cities.map((c) => c.city ?? "") };
}

// The partners club's large set (issue #37 part 5a): at scale 1, 2,000 partners in 50 cities and 12 categories,
// each with one to three addresses in different cities. Written directly, without outbox events (a generated
// past indexes nothing until `npm run search:reindex`). Deterministic apart from "now"; the city and category
// names carry a run mark, so a second run adds beside the first (and the demo's) instead of colliding.
import type { Portal } from "../../app/portal/open.server";
import { chunks } from "../../app/shared/chunks";
import { searchKey } from "../../app/shared/search-key";

export const clubSizes = (scale: number) => ({
  partners: Math.max(20, Math.round(2000 * scale)),
  cities: Math.max(3, Math.round(50 * Math.min(scale, 1))),
  categories: 12,
});

const BATCH = 400;
const KINDS = ["Фитнес", "Кафе", "Клиника", "Школа", "Туры", "Магазин", "Салон", "Кино", "Автосервис", "Цветы", "Книги", "Бассейн"];
const WORDS = ["Север", "Радуга", "Парус", "Орбита", "Лето", "Маяк", "Вектор", "Каскад", "Сфера", "Гавань"];

export async function generateClub(portal: Portal, sizes: ReturnType<typeof clubSizes>) {
  const started = Date.now();
  const db = portal.db.kysely;
  const now = new Date().toISOString();
  const mark = Date.now().toString(36);
  const cities = await db
    .insertInto("club_cities")
    .values(Array.from({ length: sizes.cities }, (_, i) => ({ name: `Город ${i + 1} (${mark})`, created_at: now })))
    .returning("id")
    .execute();
  const categories = await db
    .insertInto("club_categories")
    .values(Array.from({ length: sizes.categories }, (_, i) => ({ name: `${KINDS[i % KINDS.length]} (${mark})`, created_at: now })))
    .returning("id")
    .execute();
  let addresses = 0;
  for (const part of chunks(
    Array.from({ length: sizes.partners }, (_, i) => i),
    BATCH,
  )) {
    const rows = part.map((i) => {
      const name = `${KINDS[i % KINDS.length]} «${WORDS[i % WORDS.length]} ${i + 1}»`;
      const description = `Партнёр клуба номер ${i + 1}: скидка сотрудникам по клубной карте.`;
      return {
        name,
        category_id: categories[i % categories.length]!.id,
        discount: 5 + (i % 26),
        description,
        conditions: "По клубной карте, кроме акций.",
        website: null,
        phone: null,
        search_key: searchKey(`${name} ${description}`),
        logo_file_id: null,
        logo_path: null,
        created_at: now,
        updated_at: now,
        created_by: null,
      };
    });
    const partners = await db.insertInto("club_partners").values(rows).returning("id").execute();
    const places = partners.flatMap((p, k) =>
      Array.from({ length: 1 + ((part[k] ?? 0) % 3) }, (_, j) => ({
        partner_id: p.id,
        city_id: cities[((part[k] ?? 0) * 7 + j * 13) % cities.length]!.id,
        address: `ул. Партнёрская, ${(part[k] ?? 0) + 1}, корп. ${j + 1}`,
      })),
    );
    await db.insertInto("club_addresses").values(places).execute();
    addresses += places.length;
  }
  return { partners: sizes.partners, cities: cities.length, addresses, firstCityId: cities[0]!.id, ms: Date.now() - started };
}

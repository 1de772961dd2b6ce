// The partners club's demo data for an empty database: three cities, six categories and fifteen partners, the
// first six with a drawn PNG logo (stored as CLUB_LOGO through the files service, as an upload would be).
import sharp from "sharp";
import { actingAs } from "~/platform/actor";
import type { SeedContext } from "~/platform/feature";

const CITIES = ["Москва", "Санкт-Петербург", "Казань"];
const CATEGORIES = ["Спорт и фитнес", "Кафе и рестораны", "Здоровье", "Образование", "Путешествия", "Магазины"];

/** [name, category index, discount, description, cities (indexes)] */
const PARTNERS: readonly [string, number, number, string, number[]][] = [
  ["Фитнес-клуб «Пульс»", 0, 15, "Тренажёрный зал, бассейн и групповые занятия.", [0, 1]],
  ["Скалодром «Вершина»", 0, 10, "Скалолазание для взрослых и детей, прокат снаряжения.", [0]],
  ["Йога-студия «Лотос»", 0, 20, "Хатха-йога, растяжка и дыхательные практики.", [2]],
  ["Кофейня «Зерно»", 1, 10, "Кофе, выпечка и завтраки весь день.", [0, 1, 2]],
  ["Ресторан «Волга»", 1, 15, "Русская и татарская кухня, бизнес-ланчи.", [2]],
  ["Пиццерия «Печь»", 1, 12, "Неаполитанская пицца из дровяной печи.", [1]],
  ["Клиника «Доктор рядом»", 2, 10, "Терапевты, стоматология, анализы.", [0, 1]],
  ["Оптика «Зоркий глаз»", 2, 25, "Проверка зрения, очки и контактные линзы.", [0, 2]],
  ["Аптека «Здоровье»", 2, 5, "Лекарства и товары для здоровья.", [0, 1, 2]],
  ["Школа английского «Спикер»", 3, 20, "Курсы английского для взрослых, онлайн и в классе.", [0]],
  ["Курсы программирования «Код»", 3, 15, "Программирование и анализ данных для начинающих.", [1, 2]],
  ["Турагентство «Горизонт»", 4, 7, "Туры по России и за рубеж, корпоративные поездки.", [0, 1]],
  ["Гостиница «Кремлёвская»", 4, 10, "Номера в центре города, завтрак включён.", [2]],
  ["Книжный «Читай»", 5, 10, "Книги, канцелярия и подарки.", [0, 1, 2]],
  ["Магазин спорттоваров «Старт»", 5, 8, "Одежда и снаряжение для спорта и туризма.", [0]],
];

const COLOURS = ["#2a9d8f", "#e76f51", "#264653", "#8e5572", "#c9a227", "#3a86ff"];
const LOGOS = 6;

/** A small PNG: a coloured square with a light circle, unlike for each partner. */
const logo = (i: number) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160"><rect width="160" height="160" fill="${COLOURS[i % COLOURS.length]}"/>` +
        `<circle cx="${50 + i * 12}" cy="80" r="44" fill="#ffffff" fill-opacity="0.5"/></svg>`,
    ),
  )
    .png()
    .toBuffer();

export async function seedClub({ deps: { db, now }, services, accounts, demoUserId }: SeedContext): Promise<void> {
  const admin = accounts[0];
  if (!admin) return;
  const editor = actingAs(await demoUserId(admin.phone), admin.roles);
  const at = now().toISOString();
  const cities = await db
    .insertInto("club_cities")
    .values(CITIES.map((name) => ({ name, created_at: at })))
    .returning("id")
    .execute();
  const categories = await db
    .insertInto("club_categories")
    .values(CATEGORIES.map((name) => ({ name, created_at: at })))
    .returning("id")
    .execute();
  for (const [i, [name, category, discount, description, where]] of PARTNERS.entries()) {
    const file =
      i < LOGOS
        ? await services.files.saveUpload(
            editor,
            { fileType: "CLUB_LOGO", originalFileName: `logo_${i + 1}.png`, bytes: await logo(i) },
            { seeding: true },
          )
        : null;
    await services.club.partners.save(
      editor,
      null,
      {
        name,
        categoryId: categories[category]!.id,
        discount,
        description,
        conditions: "Скидка по клубной карте сотрудника на всё, кроме акционных товаров и услуг.",
        website: `https://partner${i + 1}.example`,
        phone: `+7 (800) 555-${String(10 + i).padStart(2, "0")}-00`,
        logoFileId: file?.id,
        addresses: where.map((c, k) => ({
          cityId: cities[c]!.id,
          address: `${CITIES[c]}, ул. Партнёрская, ${i + 1}${k ? `, корп. ${k + 1}` : ""}`,
        })),
      },
      services.files,
    );
  }
}

// The partners club's /api on SQLite and PostgreSQL: the envelope with its Russian messages, who may change
// (anonymous, an employee, an editor with ROLE_EDIT_CLUB, an administrator), cities and categories (a name
// taken, one in use not deleted), partners with addresses by city (bad input refused by field, nothing stored),
// the catalogue and the city's search, the seam club-card reads (partnerNames, partnerExists), the portal
// search's CLUB_PARTNER, and lists whose statement count is the same for 10 and 1,000 partners.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actingAs } from "~/platform/actor";
import { searchKey } from "~/shared/search-key";
import { createTestPortal, dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { ok, refused, unauthorized } from "../../../../tests/helpers/envelope";
import { signedInPeople } from "../../../../tests/helpers/people";
import { isOutboxStatement } from "../../../../tests/helpers/statements";
import { messages as t } from "../messages";
import { serverMessages as r } from "../messages.server";
import { ROLE_EDIT_CLUB } from "../policy";
import type { ClubPlace, Partner, PartnerPage } from "../server/model";

const PASSWORD = "club-test-1";

describe.each(await dialects())("club /api on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let counting = false;
  let queries = 0;
  let people: Awaited<ReturnType<typeof signedInPeople<"employee" | "editor" | "admin">>>;
  const ids = { moscow: 0, kazan: 0, sport: 0, food: 0 };

  beforeAll(async () => {
    portal = await createTestPortal(dialect, { onQuery: (sql) => void (counting && !isOutboxStatement(sql) && queries++) });
    server = await startTestServer(portal);
    people = await signedInPeople(
      portal,
      server,
      {
        employee: { name: "Семён", surname: "Простов" },
        editor: { name: "Ольга", surname: "Редакторова", roles: [ROLE_EDIT_CLUB] },
        admin: { name: "Анна", surname: "Админова", roles: ["ROLE_ADMINISTRATOR"] },
      },
      PASSWORD,
    );
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  const save = (who: "employee" | "editor" | "admin" | null, body: Record<string, unknown>) =>
    people.post(who, "/club/admin/partner/save", body);
  const place = (kind: "city" | "category", body: Record<string, unknown>, who: "employee" | "editor" | "admin" = "editor") =>
    people.post(who, `/club/admin/${kind}/save`, body);
  const partnersOf = async (query: Record<string, string | number>) =>
    ok(await people.get("employee", "/club/partners", query)) as PartnerPage;

  it("answers 401 without a session and refuses an employee's changes, storing nothing", async () => {
    unauthorized(await people.get(null, "/club/cities"));
    unauthorized(await place("city", { name: "Москва" }, null as never));
    refused(await place("city", { name: "Москва" }, "employee"), r.forbidden);
    refused(await save("employee", { name: "Чужой" }), r.forbidden);
    refused(await people.post("employee", "/club/admin/category/delete", { id: 1 }), r.forbidden);
    expect(ok(await people.get("employee", "/club/cities"))).toEqual([]);
  });

  it("adds and renames cities and categories; a name taken is refused under the field", async () => {
    ids.moscow = (ok(await place("city", { name: "Москва" })) as ClubPlace).id;
    ids.kazan = (ok(await place("city", { name: "Казань" }, "admin")) as ClubPlace).id;
    ids.sport = (ok(await place("category", { name: "Спорт" })) as ClubPlace).id;
    ids.food = (ok(await place("category", { name: "Еда" })) as ClubPlace).id;
    refused(await place("city", { name: " Москва " }), r.nameTaken);
    refused(await place("category", { name: "  " }), t.nameRequired);
    refused(await place("category", { name: "Я".repeat(81) }), t.placeNameTooLong);
    ok(await place("category", { id: ids.food, name: "Кафе и рестораны" }));
    refused(await place("category", { id: 999_999, name: "Нет такой" }), r.categoryNotFound);
    expect((ok(await people.get("employee", "/club/categories")) as ClubPlace[]).map((c) => c.name)).toEqual(["Кафе и рестораны", "Спорт"]);
  });

  it("refuses a bad partner by field and stores nothing", async () => {
    const good = {
      name: "Кофейня «Зерно»",
      categoryId: ids.food,
      discount: 10,
      addresses: [{ cityId: ids.moscow, address: "ул. Тверская, 1" }],
    };
    refused(await save("editor", { ...good, name: "" }), t.nameRequired);
    refused(await save("editor", { ...good, categoryId: "" }), t.categoryRequired);
    refused(await save("editor", { ...good, categoryId: 999_999 }), r.categoryNotFound);
    refused(await save("editor", { ...good, discount: 0 }), t.discountInvalid);
    refused(await save("editor", { ...good, discount: "10%" }), t.discountInvalid);
    refused(await save("editor", { ...good, website: "javascript:alert(1)" }), t.websiteInvalid);
    refused(await save("editor", { ...good, phone: "<b>" }), t.phoneInvalid);
    refused(await save("editor", { ...good, addresses: [] }), t.addressesRequired);
    refused(await save("editor", { ...good, addresses: [{ cityId: ids.moscow, address: "" }] }), t.addressesInvalid);
    refused(await save("editor", { ...good, addresses: [{ cityId: 999_999, address: "Где-то" }] }), r.cityNotFound);
    refused(await save("editor", { ...good, addresses: "Москва" }), t.addressesInvalid);
    refused(await save("editor", { ...good, logoFileId: 999_999 }), r.fileNotFound);
    expect((await partnersOf({})).partners).toEqual([]);
  });

  it("saves partners with their addresses; the catalogue, the city's categories and its search read them", async () => {
    const coffee = ok(
      await save("editor", {
        name: "  Кофейня «Зерно» ",
        categoryId: ids.food,
        discount: "10",
        description: "Свежая выпечка и ЁЛОЧНЫЕ пряники",
        website: "https://zerno.example",
        phone: "+7 (800) 555-10-00",
        addresses: [
          { cityId: "", address: "" },
          { cityId: ids.kazan, address: "ул. Баумана, 5" },
          { cityId: ids.moscow, address: "ул. Тверская, 1" },
        ],
      }),
    ) as Partner;
    expect(coffee).toMatchObject({ name: "Кофейня «Зерно»", discount: 10, category: "Кафе и рестораны", logo: null });
    expect(coffee.addresses.map((a) => a.city)).toEqual(["Казань", "Москва"]);
    const gym = ok(
      await save("admin", {
        name: "Фитнес «Пульс»",
        categoryId: ids.sport,
        discount: 15,
        addresses: [{ cityId: ids.moscow, address: "Арбат, 2" }],
      }),
    ) as Partner;
    expect((await partnersOf({ cityId: ids.moscow })).partners.map((p) => p.name)).toEqual(["Кофейня «Зерно»", "Фитнес «Пульс»"]);
    expect((await partnersOf({ cityId: ids.kazan })).partners.map((p) => p.id)).toEqual([coffee.id]);
    expect((await partnersOf({ cityId: ids.moscow, categoryId: ids.sport })).partners.map((p) => p.id)).toEqual([gym.id]);
    expect(ok(await people.get("employee", "/club/categories", { cityId: ids.kazan }))).toEqual([
      { id: ids.food, name: "Кафе и рестораны", partners: 1 },
    ]);
    expect((ok(await people.get("employee", "/club/cities")) as ClubPlace[]).map((c) => [c.name, c.partners])).toEqual([
      ["Казань", 1],
      ["Москва", 2],
    ]);
    // The city's search: the name, the category's name, the description (case and ё folded).
    const search = async (cityId: number, text: string) =>
      (ok(await people.get("employee", "/club/search", { cityId, text })) as PartnerPage).partners.map((p) => p.id);
    expect(await search(ids.moscow, "пульс")).toEqual([gym.id]);
    expect(await search(ids.moscow, "ресторан")).toEqual([coffee.id]);
    expect(await search(ids.moscow, "елочные")).toEqual([coffee.id]);
    expect(await search(ids.kazan, "пульс")).toEqual([]);
    expect(await search(ids.moscow, "100%_")).toEqual([]);
    refused(await people.get("employee", "/club/search", { cityId: ids.moscow, text: "к" }), t.searchTooShort);
    // The seam of club-card.
    expect(await portal.services.club.partnerNames([gym.id, coffee.id, 999_999])).toEqual(
      new Map([
        [gym.id, "Фитнес «Пульс»"],
        [coffee.id, "Кофейня «Зерно»"],
      ]),
    );
    expect([await portal.services.club.partnerExists(gym.id), await portal.services.club.partnerExists(999_999)]).toEqual([true, false]);
    // The portal search finds a partner by its name and its city, and loses it once deleted.
    await portal.outbox.deliver();
    const find = async (query: string) =>
      (
        ok(await people.get("employee", "/search-v2/find", { query, indexName: "CLUB_PARTNER" })) as { objects: { id: number }[] }
      ).objects.map((o) => o.id);
    expect(await find("Пульс")).toEqual([gym.id]);
    expect(await find("Казань")).toEqual([coffee.id]);
    refused(await people.post("employee", "/club/admin/partner/delete", { id: gym.id }), r.forbidden);
    ok(await people.post("editor", "/club/admin/partner/delete", { id: gym.id }));
    refused(await people.get("employee", "/club/partner", { id: gym.id }), r.partnerNotFound);
    await portal.outbox.deliver();
    expect(await find("Пульс")).toEqual([]);
  });

  it("does not delete a category or a city partners stand in, and says so", async () => {
    refused(await people.post("editor", "/club/admin/category/delete", { id: ids.food }), r.categoryInUse);
    refused(await people.post("editor", "/club/admin/city/delete", { id: ids.kazan }), r.cityInUse);
    ok(await people.post("editor", "/club/admin/category/delete", { id: ids.sport }));
    refused(await people.post("editor", "/club/admin/category/delete", { id: ids.sport }), r.categoryNotFound);
    expect((ok(await people.get("employee", "/club/categories")) as ClubPlace[]).map((c) => c.id)).toEqual([ids.food]);
  });

  it("reads a city's page and its search with the same statements for 10 and 1,000 partners, by keyset pages", async () => {
    const reader = actingAs(people.people.employee.id);
    const club = portal.services.club;
    const count = async (run: () => Promise<unknown>) => {
      queries = 0;
      counting = true;
      await run();
      counting = false;
      return queries;
    };
    const addPartners = async (n: number, from: number) => {
      const at = new Date().toISOString();
      for (let i = from; i < from + n; i += 200) {
        const rows = Array.from({ length: Math.min(200, from + n - i) }, (_, k) => ({
          name: `Партнёр ${String(i + k).padStart(4, "0")}`,
          category_id: ids.food,
          discount: 5,
          description: "Скидка",
          conditions: "",
          search_key: searchKey(`Партнёр ${i + k} Скидка`),
          created_at: at,
          updated_at: at,
        }));
        const made = await portal.db.kysely.insertInto("club_partners").values(rows).returning("id").execute();
        await portal.db.kysely
          .insertInto("club_addresses")
          .values(made.map((p) => ({ partner_id: p.id, city_id: ids.moscow, address: "ул. Длинная" })))
          .execute();
      }
    };
    const pages = () => [
      () => club.page(reader, { cityId: ids.moscow }),
      () => club.page(reader, { cityId: ids.moscow, text: "скидка" }),
      () => club.places.categories(reader, ids.moscow),
      () => club.places.cities(reader),
    ];
    await addPartners(9, 0);
    const few = [];
    for (const run of pages()) few.push(await count(run));
    await addPartners(991, 9);
    const many = [];
    for (const run of pages()) many.push(await count(run));
    expect(many).toEqual(few);
    // The keyset walk: every partner of the city once, in name order, PAGE_SIZE at a time.
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const page: PartnerPage = await club.page(reader, { cityId: ids.moscow, categoryId: ids.food, after });
      seen.push(...page.partners.map((p) => p.name));
      after = page.next;
    } while (after);
    expect(seen.length).toBe(1001);
    expect([...seen].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(seen);
  });
});

// The finder's server half (loadFinder: what a host form shows after "Найти" without JavaScript) and the
// service record linked to a person it was built for (createAnotherWithUser), on SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPortal, dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { loadFinder } from "~/features/search/server/finder.server";
import { actingAs, type Actor } from "~/platform/actor";

const NOTHING_FOUND = "По Вашему запросу ничего не найдено";
const TOO_SHORT = "Введите для поиска не менее 3 символов";

describe.each(await dialects())("finder and service records with a person on %s", (dialect) => {
  let portal: TestPortal;
  /** Filled in beforeAll: the ids of the records the cases find. */
  const ids = {} as Record<"blocked" | "category" | "dept" | "me" | "petrov" | "petrova", number>;
  let phone = 9400000000;
  let employee: Actor;

  async function person(surname: string, name: string, middlename: string | null, departmentId: number | null = null) {
    return (
      await portal.services.users.upsertPerson({ phone: String(++phone), surname, name, middlename, position: "Специалист", departmentId })
    ).id;
  }
  const page = (query: string) => new Request(`http://portal.local/v2/contacts/another/new-with-user${query}`);
  const context = (actor: Actor) => ({ services: portal.services, actor });

  beforeAll(async () => {
    portal = await createTestPortal(dialect);
    const db = portal.db.kysely;
    ids.dept = (
      await db.insertInto("departments").values({ name: "Отдел «Сидоров и Ко»", city: "Казань" }).returning("id").executeTakeFirstOrThrow()
    ).id;
    const { ensureDepartmentCategories } = await import("~/features/contacts/index.server");
    await ensureDepartmentCategories(db);
    ids.category = (
      await db.selectFrom("contact_categories").select("id").where("department_id", "=", ids.dept).executeTakeFirstOrThrow()
    ).id;
    ids.me = await person("Сидоров", "Пётр", null, ids.dept);
    ids.petrov = await person("Петров", "Иван", "Сергеевич", ids.dept);
    ids.petrova = await person("Петрова", "Анна", null, ids.dept);
    ids.blocked = await person("Петровский", "Олег", null, ids.dept);
    await db.updateTable("users").set({ blocked: 1 }).where("id", "=", ids.blocked).execute();
    employee = actingAs(ids.me);
    // The department was written straight into its table: its writer's event, then every event reaches the search.
    const { departmentsChanged } = await import("~/features/contacts/index.server");
    await departmentsChanged(db, [ids.dept], new Date());
    await portal.outbox.deliver();
  });
  afterAll(async () => {
    await portal?.dispose();
  });

  describe("loadFinder", () => {
    const PERSON = { name: "userId", kinds: ["user"] as const };

    it("shows nothing and says nothing before a query", async () => {
      const state = await loadFinder(page("?categoryId=1"), context(employee), PERSON);
      expect(state).toMatchObject({ name: "userId", kinds: ["user"], multiple: false, query: "", results: [], chosen: [], message: null });
    });

    it("offers people found by finder_<name>_q, labelled with position and department", async () => {
      const state = await loadFinder(page("?finder_userId_q=%D0%BF%D0%B5%D1%82%D1%80%D0%BE%D0%B2"), context(employee), PERSON);
      expect(state.query).toBe("петров");
      // The search engine's order: the surname itself, then its form (Петрова: «петров» is its stem), then Пётр (the word's stem).
      expect(state.results).toEqual([
        {
          kind: "user",
          id: ids.petrov,
          value: String(ids.petrov),
          label: "Петров Иван Сергеевич",
          hint: "Специалист · Отдел «Сидоров и Ко»",
        },
        { kind: "user", id: ids.petrova, value: String(ids.petrova), label: "Петрова Анна", hint: "Специалист · Отдел «Сидоров и Ко»" },
        { kind: "user", id: ids.me, value: String(ids.me), label: "Сидоров Пётр", hint: "Специалист · Отдел «Сидоров и Ко»" },
      ]);
      expect(state.message).toBeNull();
    });

    it("describes the chosen items from the URL and does not offer them again, nor disabled ones", async () => {
      const url = `?userId=${ids.petrov}&finder_userId_q=${encodeURIComponent("Петров")}`;
      const state = await loadFinder(page(url), context(employee), PERSON);
      expect(state.chosen.map((c) => c.label)).toEqual(["Петров Иван Сергеевич"]);
      expect(state.results.map((r) => r.id)).toEqual([ids.petrova, ids.me]);
      const none = await loadFinder(page(url), context(employee), { ...PERSON, disabled: [String(ids.petrova), String(ids.me)] });
      expect(none.results).toEqual([]);
      expect(none.message).toBe(NOTHING_FOUND);
    });

    it("keeps one chosen item for a single field and several for a multiple one; unknown and blocked values are dropped", async () => {
      const url = `?userIds=${ids.petrov}&userIds=${ids.petrova}&userIds=999999&userIds=${ids.blocked}&userIds=abc`;
      const several = await loadFinder(page(url), context(employee), { name: "userIds", kinds: ["user"], multiple: true });
      expect(several.chosen.map((c) => c.id)).toEqual([ids.petrov, ids.petrova]);
      const one = await loadFinder(page(`?userId=${ids.petrov}&userId=${ids.petrova}`), context(employee), PERSON);
      expect(one.chosen.map((c) => c.id)).toEqual([ids.petrova]);
      // Values posted to an action win over the URL.
      const posted = await loadFinder(page(`?userId=${ids.petrov}`), context(employee), PERSON, [String(ids.petrova)]);
      expect(posted.chosen.map((c) => c.id)).toEqual([ids.petrova]);
    });

    it("says when the query is too short or nothing matches, and never offers blocked people", async () => {
      expect((await loadFinder(page("?finder_userId_q=%20%D0%BF%D0%B5%20"), context(employee), PERSON)).message).toBe(TOO_SHORT);
      expect((await loadFinder(page("?finder_userId_q=%D1%8F%D1%8F%D1%8F"), context(employee), PERSON)).message).toBe(NOTHING_FOUND);
      // "петровский" only (a shorter start would be corrected as a typo to the others' surnames).
      const state = await loadFinder(page(`?finder_userId_q=${encodeURIComponent("петровский")}`), context(employee), PERSON);
      expect(state.results).toEqual([]);
    });

    it("mixes kinds with kind:id values, and leaves the signed-in person out with withoutMe", async () => {
      const query = `?finder_who_q=${encodeURIComponent("СИДОРОВ")}`;
      const mixed = await loadFinder(page(query), context(employee), { name: "who", kinds: ["user", "department"], multiple: true });
      expect(mixed.results.map((r) => r.value)).toEqual([`user:${ids.me}`, `department:${ids.dept}`]);
      const withoutMe = await loadFinder(page(query), context(employee), { name: "who", kinds: ["user", "department"], withoutMe: true });
      expect(withoutMe.results.map((r) => r.value)).toEqual([`department:${ids.dept}`]);
      const chosen = await loadFinder(page(`?who=department:${ids.dept}&who=user:${ids.petrov}&who=${ids.petrov}`), context(employee), {
        name: "who",
        kinds: ["user", "department"],
        multiple: true,
      });
      expect(chosen.chosen.map((c) => c.value)).toEqual([`department:${ids.dept}`, `user:${ids.petrov}`]);
    });
  });
});

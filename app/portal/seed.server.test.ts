// Demo data: what a fresh `npm start` shows, on both databases.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actingAs } from "~/platform/actor";
import { createTestPortal, dialects, type TestPortal } from "../../tests/helpers/portal";
import { createRateLimiter } from "~/platform/rate-limit.server";
import { ALL_ROLES, DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from "./seed.server";

describe.each(await dialects())("demo seed on %s", (dialect) => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await createTestPortal(dialect, { seedDemo: true });
    // The whole demo (1,000 employees, every feature's seed) on a shared, busy machine passed 30 s.
  }, 120_000);
  afterAll(async () => {
    await portal?.dispose();
  });

  const count = async (table: "users" | "departments" | "nav_items" | "settings" | "notifications" | "user_roles") => {
    const row = await portal.db.kysely
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  it("creates about 1,000 employees in a department tree across several cities", async () => {
    const db = portal.db.kysely;
    const users = await db.selectFrom("users").select(["phone", "name", "surname", "department_id", "position"]).execute();
    expect(users.length).toBeGreaterThanOrEqual(1000);
    expect(users.length).toBeLessThanOrEqual(1020);
    for (const user of users) {
      expect(user.phone).toMatch(/^\d{10}$/);
      expect(user.name).toMatch(/^[А-ЯЁ][а-яё]+$/);
      expect(user.department_id).not.toBeNull();
      expect(user.position).toBeTruthy();
    }
    expect(new Set(users.map((u) => u.phone)).size).toBe(users.length);

    const departments = await db.selectFrom("departments").select(["id", "parent_id", "name", "city", "head_user_id"]).execute();
    const byId = new Map(departments.map((d) => [d.id, d]));
    const roots = departments.filter((d) => d.parent_id === null);
    expect(roots).toHaveLength(1);
    // Every department hangs off the root; the tree is at least three levels deep.
    let deepest = 0;
    for (const dept of departments) {
      let depth = 0;
      for (let d = dept; d.parent_id !== null; d = byId.get(d.parent_id)!) {
        expect(byId.has(d.parent_id)).toBe(true);
        depth++;
      }
      deepest = Math.max(deepest, depth);
    }
    expect(deepest).toBeGreaterThanOrEqual(2);
    expect(departments.length).toBeGreaterThanOrEqual(10);
    expect(new Set(departments.map((d) => d.city)).size).toBeGreaterThanOrEqual(4);
    // Everyone works somewhere that exists, every department has people and a head.
    const staffed = new Set(users.map((u) => u.department_id));
    for (const dept of departments) {
      expect(staffed.has(dept.id), dept.name).toBe(true);
      expect(dept.head_user_id, dept.name).not.toBeNull();
    }
  });

  it("mirrors the department tree in the contacts directory, with a card per employee and service records", async () => {
    const db = portal.db.kysely;
    const departments = await db.selectFrom("departments").select(["id", "parent_id"]).execute();
    const categories = await db.selectFrom("contact_categories").select(["id", "parent_id", "department_id"]).execute();
    const categoryOf = new Map(categories.filter((c) => c.department_id != null).map((c) => [c.department_id!, c]));
    for (const dept of departments) {
      const category = categoryOf.get(dept.id);
      expect(category).toBeTruthy();
      expect(category!.parent_id).toBe(dept.parent_id == null ? null : categoryOf.get(dept.parent_id)!.id);
    }
    const employees = await db.selectFrom("users").select("id").where("department_id", "is not", null).execute();
    const cards = await db.selectFrom("contacts").select(["user_id"]).where("kind", "=", "user").execute();
    expect(new Set(cards.map((c) => c.user_id)).size).toBe(employees.length);
    const services = await db.selectFrom("contacts").select("id").where("kind", "=", "another").execute();
    expect(services.length).toBeGreaterThanOrEqual(4);
    const unnamed = await db.selectFrom("users").select("id").where("search_name", "is", null).execute();
    expect(unnamed).toHaveLength(0);
  });

  it("creates the demo accounts with their roles; those with a password sign in", async () => {
    expect(portal.seeded?.accounts.map((a) => a.phone)).toEqual(DEMO_ACCOUNTS.filter((a) => a.password).map((a) => a.phone));
    const rolesOf = async (phone: string) => {
      const user = await portal.db.kysely
        .selectFrom("users")
        .select(["id", "password_hash"])
        .where("phone", "=", phone)
        .executeTakeFirstOrThrow();
      return { id: user.id, hasPassword: user.password_hash !== null, roles: await portal.services.users.rolesOf(user.id) };
    };
    const admin = await rolesOf("9000000001");
    expect(admin.roles).toEqual([...ALL_ROLES].sort());
    expect(admin.roles).toContain("ROLE_ADMINISTRATOR");
    const editor = await rolesOf("9000000002");
    expect(editor.roles).toContain("ROLE_UPDATE_WIKI_GUIDE_TOP_CATEGORY");
    expect(editor.roles).not.toContain("ROLE_ADMINISTRATOR");
    expect((await rolesOf("9000000003")).roles).toEqual([]);
    const newcomer = await rolesOf("9000000004");
    expect(newcomer.hasPassword).toBe(false);

    const signedIn = await portal.services.auth.verifyCredentials({ username: "9000000001", password: DEMO_PASSWORD }, "10.1.1.1");
    expect(signedIn.userId).toBe(admin.id);
    const short = await portal.services.users.getShortById(admin.id);
    expect(short).toMatchObject({ name: "Анна", surname: "Смирнова", department: { name: "Отдел кадров" } });
    expect(short.countNotifications2).toBeGreaterThan(0);
  });

  it("creates the menu with submenus and the FAQ_PORTAL_ID setting", async () => {
    const nav = await portal.services.nav.list();
    expect(nav.length).toBeGreaterThanOrEqual(5);
    expect(nav[0]).toMatchObject({ name: "Главная", link: "/main" });
    const knowledge = nav.find((item) => item.name === "База знаний");
    expect(knowledge?.submenu.map((s) => s.link)).toEqual([
      "/knowledge/guide",
      "/knowledge/documents",
      "/knowledge/faq",
      "/knowledge/glossary",
    ]);
    expect(nav.some((item) => item.showOnlyMobile)).toBe(true);

    expect(await portal.services.settings.get("FAQ_PORTAL_ID")).toEqual({ name: "FAQ_PORTAL_ID", value: expect.any(Number) });
    expect((await portal.services.settings.get("HOT_LINE_GROUP_ID")).value).toEqual(expect.any(Number));
    const rme = await portal.services.settings.get("RME_USER_ID");
    const admin = await portal.db.kysely.selectFrom("users").select("id").where("phone", "=", "9000000001").executeTakeFirstOrThrow();
    expect(rme.value).toBe(admin.id);
  });

  it("writes a company guide three levels deep that shows the access rule to the demo accounts", async () => {
    const db = portal.db.kysely;
    const actor = async (phone: string) => {
      const user = await db.selectFrom("users").select("id").where("phone", "=", phone).executeTakeFirstOrThrow();
      const roles = (await db.selectFrom("user_roles").select("role").where("user_id", "=", user.id).execute()).map((r) => r.role);
      return actingAs(user.id, roles);
    };
    const guide = portal.services.guide;
    const depth = (nodes: { childrenList: unknown[] }[]): number =>
      nodes.length ? 1 + Math.max(...nodes.map((n) => depth(n.childrenList as { childrenList: unknown[] }[]))) : 0;
    const names = (nodes: { name: string; childrenList: unknown[] }[]): string[] =>
      nodes.flatMap((n) => [n.name, ...names(n.childrenList as { name: string; childrenList: unknown[] }[])]);

    const editor = await actor("9000000002");
    const employee = await actor("9000000003");
    const editorMenu = await guide.menu(editor);
    expect(depth(editorMenu)).toBe(3);
    expect(names(editorMenu)).toContain("Для руководителей");
    // The shop assistant does not see the managers' section, and edits only her shop's section.
    const employeeMenu = await guide.menu(employee);
    expect(names(employeeMenu)).not.toContain("Для руководителей");
    expect(names(employeeMenu)).toContain("Кассовые операции");
    expect(await guide.abilities(employee)).toEqual({ createTop: false, editMode: true });
    const editable = (nodes: { name: string; canEdit: boolean; childrenList: unknown[] }[]): string[] =>
      nodes.flatMap((n) => [
        ...(n.canEdit ? [n.name] : []),
        ...editable(n.childrenList as { name: string; canEdit: boolean; childrenList: unknown[] }[]),
      ]);
    expect(editable(employeeMenu)).toEqual(["Магазин на Невском"]);

    const articles = await db.selectFrom("guide_articles").select(["id", "status", "new_editor"]).execute();
    expect(articles.length).toBeGreaterThanOrEqual(25);
    expect(articles.filter((a) => a.status === "DRAFT").length).toBeGreaterThanOrEqual(1);
    expect(articles.filter((a) => a.status === "ARCHIVE")).toHaveLength(1);
    expect(articles.filter((a) => a.new_editor === 0).length).toBeGreaterThanOrEqual(2);
    // Every article renders to something a reader sees, legacy blocks included; each has its version 1.
    for (const a of articles.filter((x) => x.status !== "ARCHIVE")) {
      const view = await guide.article(editor, a.id);
      expect(view.html.length, view.name).toBeGreaterThan(20);
    }
    const versions = await db.selectFrom("guide_article_versions").select("article_id").where("version", "=", 1).execute();
    expect(versions).toHaveLength(articles.length);
    const withFiles = await db.selectFrom("guide_article_files").select("article_id").execute();
    expect(withFiles.length).toBeGreaterThanOrEqual(2);
    const everyone = await db
      .selectFrom("wiki_roles")
      .select("all_employees")
      .where("name", "=", "Все сотрудники")
      .executeTakeFirstOrThrow();
    expect(everyone.all_employees).toBe(1);
    const managersPositions = await db
      .selectFrom("wiki_role_positions")
      .innerJoin("wiki_roles", "wiki_roles.id", "wiki_role_positions.role_id")
      .select("wiki_role_positions.position_id")
      .where("wiki_roles.name", "=", "Руководители подразделений")
      .execute();
    expect(managersPositions.length).toBeGreaterThan(0);
  });

  it("seeding a second time does nothing", async () => {
    const tables = ["users", "departments", "nav_items", "settings", "notifications", "user_roles"] as const;
    const before = await Promise.all(tables.map(count));
    const deps = {
      db: portal.db.kysely,
      now: portal.clock.now,
      rate: createRateLimiter(portal.db.kysely, portal.clock.now),
      sms: portal.sms,
      dataDir: portal.dataDir,
    };
    expect(await seedDemo(deps, portal.services)).toBeNull();
    expect(await Promise.all(tables.map(count))).toEqual(before);
  });
});

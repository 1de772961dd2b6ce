// A small directory for the contacts and favourites contract tests: a department tree mirrored in
// contact categories, employees with phones and statuses (one blocked), a service category with
// records, and three people who sign in: an employee, a contact editor and an administrator.
import { ensureDepartmentCategories } from "~/features/contacts/server/directory.server";
import type { TestPortal } from "../../../../tests/helpers/portal";
import { api, type TestServer } from "../../../../tests/helpers/http";
import { ok } from "../../../../tests/helpers/envelope";
export { UNAUTHORIZED, ok, refused, type Call, unauthorized } from "../../../../tests/helpers/envelope";

export const PASSWORD = "secret-123";

export interface Directory {
  departments: { office: number; sales: number; wholesale: number; warehouse: number };
  categories: { office: number; sales: number; wholesale: number; warehouse: number; service: number; hotlines: number };
  people: {
    employee: number;
    editor: number;
    admin: number;
    head: number;
    seller1: number;
    seller2: number;
    blocked: number;
    wholesaler: number;
  };
  records: { reception: number; security: number };
  tokens: { employee: string; editor: string; admin: string };
}

let phone = 0;
const nextPhone = () => `97${String(process.pid % 1000).padStart(3, "0")}${String(++phone).padStart(5, "0")}`;

export async function buildDirectory(portal: TestPortal, server: TestServer): Promise<Directory> {
  const db = portal.db.kysely;
  const dept = async (name: string, parent: number | null, sort: number, city = "Москва") =>
    (await db.insertInto("departments").values({ name, parent_id: parent, city, sort }).returning("id").executeTakeFirstOrThrow()).id;
  const office = await dept("Главный офис", null, 0);
  const sales = await dept("Отдел продаж", office, 0);
  const wholesale = await dept("Группа оптовых продаж", sales, 0);
  const warehouse = await dept("Склад «Восток»", office, 1, "Подольск");
  await ensureDepartmentCategories(db);
  const categoryOf = async (departmentId: number) =>
    (await db.selectFrom("contact_categories").select("id").where("department_id", "=", departmentId).executeTakeFirstOrThrow()).id;

  const person = async (
    name: string,
    surname: string,
    departmentId: number | null,
    extra: {
      password?: string;
      roles?: string[];
      position?: string;
      workPhone?: string;
      email?: string;
      address?: string;
      workStatus?: string;
    } = {},
  ) =>
    (
      await portal.services.users.upsertPerson({
        phone: nextPhone(),
        name,
        surname,
        middlename: "Ивановна",
        departmentId,
        position: extra.position ?? "Специалист",
        workPhone: extra.workPhone ?? null,
        email: extra.email ?? null,
        address: extra.address ?? null,
        workStatus: extra.workStatus ?? null,
        password: extra.password,
        roles: extra.roles ?? [],
      })
    ).id;

  const head = await person("Галина", "Руководова", office, { position: "Генеральный директор", workPhone: "+7 (495) 100-00-00" });
  const seller1 = await person("Светлана", "Первая", sales, {
    position: "Менеджер по продажам",
    workPhone: "+7 (495) 111-11-11",
    email: "first@portal.example",
    address: "Москва, ул. Складочная, 1",
    workStatus: "VACATION",
  });
  const seller2 = await person("Вера", "Вторая", sales, { position: "Старший менеджер" });
  const blocked = await person("Уволена", "Заблокированная", sales);
  const employee = await person("Мария", "Сотрудникова", sales, { password: PASSWORD, position: "Продавец-консультант" });
  const wholesaler = await person("Ольга", "Оптовая", wholesale, { position: "Менеджер по опту" });
  const editor = await person("Олег", "Редакторов", warehouse, { password: PASSWORD, roles: ["ROLE_EDIT_CONTACTS"] });
  const admin = await person("Анна", "Админова", null, { password: PASSWORD, roles: ["ROLE_ADMINISTRATOR"] });
  await db.updateTable("users").set({ blocked: 1 }).where("id", "=", blocked).execute();
  await db
    .updateTable("users")
    .set({ work_mobile_phone: "+7 (916) 222-22-22", ip_phone: "2101", avatar_path: "/files/avatars/first.jpg" })
    .where("id", "=", seller1)
    .execute();
  await db.updateTable("departments").set({ head_user_id: head }).where("id", "=", office).execute();
  await db.updateTable("departments").set({ head_user_id: seller2 }).where("id", "=", sales).execute();

  const at = portal.clock.now().toISOString();
  const service = (
    await db
      .insertInto("contact_categories")
      .values({ name: "Служебные телефоны", parent_id: null, sort: 1 })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;
  const hotlines = (
    await db
      .insertInto("contact_categories")
      .values({ name: "Горячие линии", parent_id: service, sort: 0 })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;
  const record = async (name: string, sort: number, telephone: string) =>
    (
      await db
        .insertInto("contacts")
        .values({
          category_id: service,
          kind: "another",
          name,
          position: "Круглосуточно",
          telephone,
          ip_phone: "1001",
          address: "Москва",
          sort,
          created_at: at,
          updated_at: at,
        })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
  const reception = await record("Ресепшн", 0, "+7 (495) 100-10-01");
  const security = await record("Охрана", 1, "+7 (495) 100-10-02\n+7 (495) 100-10-03");
  // Departments and records were written straight into their tables, with no event: a rebuild indexes them
  // for the portal search (the domain writes' events are tested in people-search.test.ts).
  await portal.services.searchEngine.rebuild(null);
  await portal.settled();

  const token = async (userId: number) => {
    const user = await db.selectFrom("users").select("phone").where("id", "=", userId).executeTakeFirstOrThrow();
    const call = await api(server, "POST", "/login", { body: { username: user.phone, password: PASSWORD } });
    return ok(call).accessToken as string;
  };

  return {
    departments: { office, sales, wholesale, warehouse },
    categories: {
      office: await categoryOf(office),
      sales: await categoryOf(sales),
      wholesale: await categoryOf(wholesale),
      warehouse: await categoryOf(warehouse),
      service,
      hotlines,
    },
    people: { employee, editor, admin, head, seller1, seller2, blocked, wholesaler },
    records: { reception, security },
    tokens: { employee: await token(employee), editor: await token(editor), admin: await token(admin) },
  };
}

/** The card id of an employee. */
export async function cardOf(portal: TestPortal, userId: number): Promise<number> {
  const row = await portal.db.kysely
    .selectFrom("contacts")
    .select("id")
    .where("user_id", "=", userId)
    .where("kind", "=", "user")
    .executeTakeFirstOrThrow();
  return row.id;
}

// People of the guide's contract and permission tests, each reaching a restricted section a different
// way (docs/decisions/0009-guide-access.md): by department (a sub-department of the listed one), by
// being listed, by a wiki role through their position, as its section editor; plus an outsider, a
// guide editor and an administrator.
import type { TestPortal } from "../../../../tests/helpers/portal";
import { api, type TestServer } from "../../../../tests/helpers/http";
import { ok } from "../../../../tests/helpers/envelope";

export const PASSWORD = "secret-pass-1";

export const WHO = ["outsider", "byDepartment", "byUser", "byRole", "sectionEditor", "guideEditor", "admin"] as const;
export type Who = (typeof WHO)[number];

export interface GuideWorld {
  ids: Record<Who, number>;
  tokens: Record<Who, string>;
  departments: { commerce: number; sales: number; warehouse: number };
  roles: { managers: number; everyone: number; cashiers: number };
  positions: { director: number; cashier: number };
}

let counter = 0;

export async function buildGuideWorld(portal: TestPortal, server: TestServer): Promise<GuideWorld> {
  const db = portal.db.kysely;
  const dept = async (name: string, parentId: number | null) =>
    (await db.insertInto("departments").values({ name, parent_id: parentId }).returning("id").executeTakeFirstOrThrow()).id;
  const company = await dept("Компания", null);
  const commerce = await dept("Коммерческий департамент", company);
  const sales = await dept("Отдел продаж", commerce);
  const warehouse = await dept("Склад", company);

  const role = async (name: string, allEmployees = 0) =>
    (await db.insertInto("wiki_roles").values({ name, all_employees: allEmployees }).returning("id").executeTakeFirstOrThrow()).id;
  const roles = { managers: await role("Руководители"), everyone: await role("Все сотрудники", 1), cashiers: await role("Кассиры") };

  const prefix = `93${String(process.pid % 100).padStart(2, "0")}${String(++counter).padStart(2, "0")}`;
  let n = 0;
  const person = async (surname: string, departmentId: number, position: string, roleNames: string[] = []) => {
    const phone = `${prefix}${String(++n).padStart(4, "0")}`;
    const { id } = await portal.services.users.upsertPerson({
      phone,
      name: "Тест",
      surname,
      password: PASSWORD,
      roles: roleNames,
      departmentId,
      position,
    });
    const token = ok(await api(server, "POST", "/login", { body: { username: phone, password: PASSWORD } })).accessToken as string;
    return { id, token };
  };
  const people = {
    outsider: await person("Посторонний", warehouse, "Кладовщик"),
    byDepartment: await person("Продажина", sales, "Менеджер"),
    byUser: await person("Поимённый", warehouse, "Кладовщик"),
    byRole: await person("Директоров", warehouse, "Директор магазина"),
    sectionEditor: await person("Редакторова", warehouse, "Кладовщик"),
    guideEditor: await person("Гидов", warehouse, "Кладовщик", ["ROLE_UPDATE_WIKI_GUIDE_TOP_CATEGORY"]),
    admin: await person("Админова", warehouse, "Кладовщик", ["ROLE_ADMINISTRATOR"]),
  };
  const cashierPerson = await person("Кассирова", warehouse, "Кассир");
  const positionOf = async (id: number) =>
    (await db.selectFrom("users").select("position_id").where("id", "=", id).executeTakeFirstOrThrow()).position_id!;
  const positions = { director: await positionOf(people.byRole.id), cashier: await positionOf(cashierPerson.id) };
  await db
    .insertInto("wiki_role_positions")
    .values([
      { role_id: roles.managers, position_id: positions.director },
      { role_id: roles.cashiers, position_id: positions.cashier },
    ])
    .execute();

  return {
    ids: Object.fromEntries(WHO.map((w) => [w, people[w].id])) as Record<Who, number>,
    tokens: Object.fromEntries(WHO.map((w) => [w, people[w].token])) as Record<Who, string>,
    departments: { commerce, sales, warehouse },
    roles,
    positions,
  };
}

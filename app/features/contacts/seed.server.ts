// The demo directory for an empty database: a department tree across cities, the demo accounts
// (holding the roles of spec part 1 §6), generated employees and service numbers. Deterministic, so
// every fresh start looks the same. The first seed of the registry: the others find these people.
import type { SeedContext } from "~/platform/feature";
import { ensureDepartmentCategories } from "./server/directory.server";
import { DEMO_FEMALE_NAMES, DEMO_MALE_NAMES, DEMO_PATRONYMIC_BASES, DEMO_SURNAMES } from "./seed-names.server";
import { seededRandom } from "~/shared/random";

interface DeptSpec {
  name: string;
  city: string;
  kind: "office" | "it" | "shop" | "warehouse" | "wholesale";
  children?: DeptSpec[];
}

const TREE: DeptSpec = {
  name: "Управляющая компания",
  city: "Москва",
  kind: "office",
  children: [
    { name: "Дирекция", city: "Москва", kind: "office" },
    { name: "Бухгалтерия", city: "Москва", kind: "office" },
    { name: "Отдел кадров", city: "Москва", kind: "office" },
    {
      name: "ИТ-департамент",
      city: "Москва",
      kind: "it",
      children: [
        { name: "Отдел разработки", city: "Москва", kind: "it" },
        { name: "Служба поддержки", city: "Москва", kind: "it" },
      ],
    },
    {
      name: "Коммерческий департамент",
      city: "Москва",
      kind: "office",
      children: [
        { name: "Отдел закупок", city: "Москва", kind: "office" },
        { name: "Отдел оптовых продаж", city: "Москва", kind: "wholesale" },
        { name: "Отдел маркетинга", city: "Москва", kind: "office" },
      ],
    },
    { name: "Склад «Подольск»", city: "Подольск", kind: "warehouse" },
    {
      name: "Филиал «Санкт-Петербург»",
      city: "Санкт-Петербург",
      kind: "office",
      children: [
        { name: "Магазин на Невском", city: "Санкт-Петербург", kind: "shop" },
        { name: "Магазин на Лиговском", city: "Санкт-Петербург", kind: "shop" },
        { name: "Оптовый отдел Санкт-Петербург", city: "Санкт-Петербург", kind: "wholesale" },
      ],
    },
    {
      name: "Филиал «Екатеринбург»",
      city: "Екатеринбург",
      kind: "office",
      children: [
        { name: "Магазин на Малышева", city: "Екатеринбург", kind: "shop" },
        { name: "Склад «Екатеринбург»", city: "Екатеринбург", kind: "warehouse" },
      ],
    },
    {
      name: "Филиал «Новосибирск»",
      city: "Новосибирск",
      kind: "office",
      children: [{ name: "Магазин на Красном проспекте", city: "Новосибирск", kind: "shop" }],
    },
    {
      name: "Филиал «Казань»",
      city: "Казань",
      kind: "office",
      children: [{ name: "Магазин на Баумана", city: "Казань", kind: "shop" }],
    },
    // Вологда: the vacancies' default city (spec part 2 §9, city 1). Last, so the departments above keep
    // their ids, and staffed by the last generated employees (VOLOGDA_SHARE), so everyone else keeps
    // their name and department.
    {
      name: "Филиал «Вологда»",
      city: "Вологда",
      kind: "office",
      children: [
        { name: "Магазин на Советском проспекте", city: "Вологда", kind: "shop" },
        { name: "Магазин на улице Мира", city: "Вологда", kind: "shop" },
        { name: "Магазин в ТЦ «Оазис»", city: "Вологда", kind: "shop" },
        { name: "Оптовый отдел Вологда", city: "Вологда", kind: "wholesale" },
        { name: "Склад «Вологда»", city: "Вологда", kind: "warehouse" },
      ],
    },
  ],
};

/** The share of generated employees who work in the Вологда branch (at least one per department). */
const VOLOGDA_SHARE = 0.08;
const VOLOGDA_BRANCH = "Филиал «Вологда»";

const POSITIONS: Record<DeptSpec["kind"], string[]> = {
  office: ["Менеджер", "Ведущий специалист", "Специалист", "Аналитик", "Руководитель направления", "Помощник руководителя"],
  it: ["Программист", "Ведущий программист", "Системный администратор", "Инженер поддержки", "Тестировщик", "Аналитик 1С"],
  shop: ["Продавец-консультант", "Старший продавец", "Кассир", "Администратор магазина", "Мерчендайзер", "Товаровед"],
  warehouse: ["Кладовщик", "Комплектовщик", "Водитель погрузчика", "Оператор склада", "Приёмщик товара"],
  wholesale: ["Менеджер по оптовым продажам", "Ведущий менеджер", "Специалист по работе с клиентами", "Логист"],
};
const HEAD_TITLE: Record<DeptSpec["kind"], string> = {
  office: "Руководитель подразделения",
  it: "Руководитель ИТ-направления",
  shop: "Директор магазина",
  warehouse: "Заведующий складом",
  wholesale: "Руководитель оптового отдела",
};

/** Departments, people and service numbers: the first demo seed (every other one refers to these people). */
export async function seedDirectory({ deps: { db, now }, services, employees, accounts }: SeedContext): Promise<void> {
  const rnd = seededRandom(20261121);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;

  const departments: { id: number; spec: DeptSpec }[] = [];
  async function insertDept(spec: DeptSpec, parentId: number | null, sort: number) {
    const row = await db
      .insertInto("departments")
      .values({ name: spec.name, city: spec.city, parent_id: parentId, sort })
      .returning("id")
      .executeTakeFirstOrThrow();
    departments.push({ id: row.id, spec });
    for (const [i, child] of (spec.children ?? []).entries()) await insertDept(child, row.id, i);
  }
  await insertDept(TREE, null, 0);
  await ensureDepartmentCategories(db);
  const deptIdByName = new Map(departments.map((d) => [d.spec.name, d.id]));

  const demoDepartments = ["Отдел кадров", "Отдел маркетинга", "Магазин на Невском", "Склад «Подольск»"];
  for (const [i, account] of accounts.entries()) {
    await services.users.upsertPerson({
      phone: account.phone,
      name: account.name,
      surname: account.surname,
      middlename: account.middlename,
      position: account.position,
      departmentId: deptIdByName.get(demoDepartments[i]!) ?? null,
      workPhone: `+7 (495) 100-00-0${i + 1}`,
      email: `demo${i + 1}@portal.example`,
      // Hired 12, 7, 3 and 1 years before the demo (the achievements' rule of years at the company).
      hiredOn: `${now().getUTCFullYear() - [12, 7, 3, 1][i]!}-03-0${i + 1}`,
      password: account.password,
      roles: [...account.roles],
    });
  }

  const at = now().toISOString();
  // A demo secretary (issue #32 point 3): the storekeeper without a password keeps his warehouse's contacts and
  // handles its requests routed to secretaries; not an administrator, and no journey signs him in.
  const secretary = accounts[3];
  const secretaryRow = secretary
    ? await db.selectFrom("users").select(["id", "department_id"]).where("phone", "=", secretary.phone).executeTakeFirst()
    : undefined;
  if (secretaryRow?.department_id != null) {
    await db
      .insertInto("department_secretaries")
      .values({ department_id: secretaryRow.department_id, user_id: secretaryRow.id, assigned_at: at, assigned_by: null })
      .execute();
  }

  const statuses = ["DISTANT", "BUSINESS_TRIP", "VACATION", "SICK_LEAVE"];
  const rows = [];
  const heads = new Set<number>();
  // The Вологда branch (inserted last) takes the last generated employees; the others are spread over
  // the rest of the tree as before it existed. Each part's first people head its departments.
  const vologdaFrom = departments.findIndex((d) => d.spec.name === VOLOGDA_BRANCH);
  const elsewhere = departments.slice(0, vologdaFrom);
  const vologda = departments.slice(vologdaFrom);
  const vologdaStaff = Math.min(employees, Math.max(vologda.length, Math.round(employees * VOLOGDA_SHARE)));
  const firstInVologda = employees - vologdaStaff;
  for (let i = 0; i < employees; i++) {
    const inVologda = i >= firstInVologda;
    const part = inVologda ? vologda : elsewhere;
    const k = inVologda ? i - firstInVologda : i;
    const dept = part[k % part.length]!;
    const female = rnd() < 0.5;
    const surname = pick(DEMO_SURNAMES) + (female ? "а" : "");
    const patronymic = pick(DEMO_PATRONYMIC_BASES) + (female ? "на" : "ич");
    const isHead = k < part.length;
    if (isHead) heads.add(i);
    rows.push({
      phone: `916${String(1000000 + i * 37).padStart(7, "0")}`,
      name: female ? pick(DEMO_FEMALE_NAMES) : pick(DEMO_MALE_NAMES),
      surname,
      middlename: patronymic,
      position: isHead ? HEAD_TITLE[dept.spec.kind] : pick(POSITIONS[dept.spec.kind]),
      department_id: dept.id,
      work_phone: `+7 (${dept.spec.city === "Москва" ? "495" : "800"}) ${String(200 + (i % 700)).padStart(3, "0")}-${String(10 + (i % 89)).padStart(2, "0")}-${String(10 + ((i * 7) % 89)).padStart(2, "0")}`,
      email: `employee${i + 1}@portal.example`,
      address: `${dept.spec.city}, ${dept.spec.name}`,
      work_status: rnd() < 0.1 ? pick(statuses) : null,
      work_mobile_phone:
        rnd() < 0.6
          ? `+7 (9${String(10 + (i % 89)).padStart(2, "0")}) ${String(100 + ((i * 13) % 899)).padStart(3, "0")}-${String(10 + ((i * 3) % 89)).padStart(2, "0")}-${String(10 + ((i * 11) % 89)).padStart(2, "0")}`
          : null,
      ip_phone: rnd() < 0.5 ? String(2000 + i) : null,
      birthday: `${1965 + Math.floor(rnd() * 38)}-${String(1 + Math.floor(rnd() * 12)).padStart(2, "0")}-${String(1 + Math.floor(rnd() * 28)).padStart(2, "0")}`,
      birth_year_visible: rnd() < 0.7 ? 1 : 0,
      // Hired up to 20 years before, from the person's number (no draw, so the rest of the demo is unchanged).
      hired_on: hiredOnOf(now(), i),
      created_at: at,
      updated_at: at,
    });
  }
  // People are the users feature's: it inserts them and files each in this directory (no search events).
  for (let i = 0; i < rows.length; i += 100) {
    const inserted = await services.users.insertPeople(rows.slice(i, i + 100));
    for (const [j, user] of inserted.entries()) {
      if (heads.has(i + j)) {
        await db.updateTable("departments").set({ head_user_id: user.id }).where("id", "=", user.department_id!).execute();
      }
    }
  }

  // Service categories and records: numbers people need that belong to no one person.
  const service: [string, [string, string, string, string | null][]][] = [
    [
      "Ресепшн и охрана",
      [
        ["Ресепшн офиса", "Приём посетителей, пропуска", "+7 (495) 100-10-01", "1001"],
        ["Охрана офиса", "Круглосуточно", "+7 (495) 100-10-02\n+7 (495) 100-10-03", "1002"],
      ],
    ],
    [
      "Горячие линии",
      [
        ["Горячая линия для сотрудников", "Вопросы о зарплате, отпусках и графике", "8 (800) 200-00-01", null],
        ["Линия доверия", "Анонимно, ежедневно 9:00–21:00", "8 (800) 200-00-02", null],
      ],
    ],
    [
      "Техническая поддержка",
      [
        ["Служба поддержки ИТ", "Кассы, терминалы, учётные записи", "+7 (495) 100-20-00", "2000"],
        ["Поддержка торгового оборудования", "Весы, сканеры, принтеры этикеток", "+7 (495) 100-20-10", "2010"],
      ],
    ],
  ];
  const serviceRoot = await db
    .insertInto("contact_categories")
    .values({ name: "Служебные телефоны", parent_id: null, sort: 1 })
    .returning("id")
    .executeTakeFirstOrThrow();
  for (const [i, [name, records]] of service.entries()) {
    const category = await db
      .insertInto("contact_categories")
      .values({ name, parent_id: serviceRoot.id, sort: i })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const [k, [title, description, telephone, ipPhone]] of records.entries()) {
      await db
        .insertInto("contacts")
        .values({
          category_id: category.id,
          kind: "another",
          name: title,
          position: description,
          telephone,
          ip_phone: ipPhone,
          address: "Москва, ул. Складочная, 1",
          sort: k,
          created_at: at,
          updated_at: at,
        })
        .execute();
    }
  }
}

/** The i-th demo employee's hire date: spread over the 20 years before `at`, from i alone. */
function hiredOnOf(at: Date, i: number): string {
  const days = (i * 7919) % 7300;
  return new Date(at.getTime() - (days + 30) * 86_400_000).toISOString().slice(0, 10);
}

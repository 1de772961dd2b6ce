// Russian demo data for an empty database: a department tree across cities, ~200 employees, demo
// accounts holding the roles of spec part 1 §6, the menu and settings. Deterministic, so every fresh
// start looks the same.
import type { Deps } from "~/platform/deps.server";
import type { Services } from "~/features/services.server";
import { ensureDepartmentCategories, syncPerson } from "~/features/contacts/server/directory.server";
import { seedFaqAndGlossary } from "~/features/faq/server/demo.server";
import { seedGuide } from "~/features/guide/server/demo.server";

export interface SeedReport {
  accounts: { phone: string; password: string; who: string }[];
}

export const DEMO_PASSWORD = "portal2026";

export const ALL_ROLES = [
  "ROLE_ADMINISTRATOR",
  "ROLE_UPDATE_WIKI_GUIDE_TOP_CATEGORY",
  "ROLE_EDIT_WIKI_DOCUMENT",
  "ROLE_EDIT_WIKI_FAQ_CATEGORIES",
  "ROLE_EDIT_VACANCY_CLAIM",
  "ROLE_GET_LOG",
  "ROLE_EDIT_USER_CLAIMS",
  "ROLE_UPDATE_COMPETENCES",
  "ROLE_POSTER",
  "ROLE_UPDATE_STICKER",
  "ROLE_EMILIA",
  "ROLE_EDIT_USER_ROLE_GROUP",
  "ROLE_GET_PERSONAL_DATA_ACCEPT",
  "ROLE_UPDATE_WIKI_ROLE",
  "ROLE_EDIT_SECRETARY",
  "ROLE_EDIT_CONTACTS",
];

/** Demo accounts: phone digits, password, who they are. The last one has no password (to try registration). */
export const DEMO_ACCOUNTS = [
  { phone: "9000000001", name: "Анна", surname: "Смирнова", middlename: "Сергеевна", position: "Администратор портала", roles: ALL_ROLES, password: DEMO_PASSWORD, who: "администратор" },
  { phone: "9000000002", name: "Олег", surname: "Кузнецов", middlename: "Игоревич", position: "Редактор базы знаний", roles: ["ROLE_UPDATE_WIKI_GUIDE_TOP_CATEGORY", "ROLE_EDIT_WIKI_DOCUMENT", "ROLE_EDIT_WIKI_FAQ_CATEGORIES", "ROLE_EDIT_VACANCY_CLAIM", "ROLE_EDIT_CONTACTS"], password: DEMO_PASSWORD, who: "редактор" },
  { phone: "9000000003", name: "Мария", surname: "Иванова", middlename: "Петровна", position: "Продавец-консультант", roles: [], password: DEMO_PASSWORD, who: "сотрудник" },
  { phone: "9000000004", name: "Пётр", surname: "Волков", middlename: "Андреевич", position: "Кладовщик", roles: [], password: null, who: "сотрудник без пароля (для регистрации)" },
] as const;

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
  ],
};

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

const MALE = ["Александр", "Дмитрий", "Максим", "Сергей", "Андрей", "Алексей", "Артём", "Илья", "Кирилл", "Михаил", "Никита", "Роман", "Евгений", "Иван", "Павел", "Владимир", "Константин", "Николай"];
const FEMALE = ["Анастасия", "Мария", "Дарья", "Анна", "Елизавета", "Полина", "Екатерина", "Ольга", "Татьяна", "Наталья", "Ирина", "Светлана", "Юлия", "Ксения", "Елена", "Виктория", "Алина", "Марина"];
const SURNAMES = ["Иванов", "Смирнов", "Кузнецов", "Попов", "Васильев", "Петров", "Соколов", "Михайлов", "Новиков", "Фёдоров", "Морозов", "Волков", "Алексеев", "Лебедев", "Семёнов", "Егоров", "Павлов", "Козлов", "Степанов", "Николаев", "Орлов", "Андреев", "Макаров", "Никитин", "Захаров", "Зайцев", "Соловьёв", "Борисов", "Яковлев", "Григорьев"];
const PATRONYMIC_BASES = ["Александров", "Дмитриев", "Сергеев", "Андреев", "Алексеев", "Михайлов", "Николаев", "Владимиров", "Иванов", "Петров", "Павлов", "Викторов"];

/** A small deterministic generator (mulberry32), so demo data is the same on every machine. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const DEMO_EMPLOYEES = 1000;

export async function seedDemo({ db, now }: Deps, services: Services, employees = DEMO_EMPLOYEES): Promise<SeedReport | null> {
  const existing = await db.selectFrom("users").select("id").limit(1).executeTakeFirst();
  if (existing) return null;

  const rnd = random(20261121);
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
  for (const [i, account] of DEMO_ACCOUNTS.entries()) {
    await services.users.upsertPerson({
      phone: account.phone,
      name: account.name,
      surname: account.surname,
      middlename: account.middlename,
      position: account.position,
      departmentId: deptIdByName.get(demoDepartments[i]!) ?? null,
      workPhone: `+7 (495) 100-00-0${i + 1}`,
      email: `demo${i + 1}@portal.example`,
      password: account.password,
      roles: [...account.roles],
    });
  }

  const statuses = ["DISTANT", "BUSINESS_TRIP", "VACATION", "SICK_LEAVE"];
  const at = now().toISOString();
  const rows = [];
  for (let i = 0; i < employees; i++) {
    const dept = departments[i % departments.length]!;
    const female = rnd() < 0.5;
    const surname = pick(SURNAMES) + (female ? "а" : "");
    const patronymic = pick(PATRONYMIC_BASES) + (female ? "на" : "ич");
    const isHead = i < departments.length;
    rows.push({
      phone: `916${String(1000000 + i * 37).padStart(7, "0")}`,
      name: female ? pick(FEMALE) : pick(MALE),
      surname,
      middlename: patronymic,
      position: isHead ? HEAD_TITLE[dept.spec.kind] : pick(POSITIONS[dept.spec.kind]),
      department_id: dept.id,
      work_phone: `+7 (${dept.spec.city === "Москва" ? "495" : "800"}) ${String(200 + (i % 700)).padStart(3, "0")}-${String(10 + (i % 89)).padStart(2, "0")}-${String(10 + ((i * 7) % 89)).padStart(2, "0")}`,
      email: `employee${i + 1}@portal.example`,
      address: `${dept.spec.city}, ${dept.spec.name}`,
      work_status: rnd() < 0.1 ? pick(statuses) : null,
      work_mobile_phone: rnd() < 0.6 ? `+7 (9${String(10 + (i % 89)).padStart(2, "0")}) ${String(100 + ((i * 13) % 899)).padStart(3, "0")}-${String(10 + ((i * 3) % 89)).padStart(2, "0")}-${String(10 + ((i * 11) % 89)).padStart(2, "0")}` : null,
      ip_phone: rnd() < 0.5 ? String(2000 + i) : null,
      birthday: `${1965 + Math.floor(rnd() * 38)}-${String(1 + Math.floor(rnd() * 12)).padStart(2, "0")}-${String(1 + Math.floor(rnd() * 28)).padStart(2, "0")}`,
      birth_year_visible: rnd() < 0.7 ? 1 : 0,
      created_at: at,
      updated_at: at,
    });
  }
  for (let i = 0; i < rows.length; i += 100) {
    const inserted = await db.insertInto("users").values(rows.slice(i, i + 100)).returning(["id", "department_id"]).execute();
    for (const [j, user] of inserted.entries()) {
      if (i + j < departments.length) {
        await db.updateTable("departments").set({ head_user_id: user.id }).where("id", "=", user.department_id!).execute();
      }
      await syncPerson(db, user.id, at);
    }
  }

  // Service categories and records: numbers people need that belong to no one person.
  const service: [string, [string, string, string, string | null][]][] = [
    ["Ресепшн и охрана", [
      ["Ресепшн офиса", "Приём посетителей, пропуска", "+7 (495) 100-10-01", "1001"],
      ["Охрана офиса", "Круглосуточно", "+7 (495) 100-10-02\n+7 (495) 100-10-03", "1002"],
    ]],
    ["Горячие линии", [
      ["Горячая линия для сотрудников", "Вопросы о зарплате, отпусках и графике", "8 (800) 200-00-01", null],
      ["Линия доверия", "Анонимно, ежедневно 9:00–21:00", "8 (800) 200-00-02", null],
    ]],
    ["Техническая поддержка", [
      ["Служба поддержки ИТ", "Кассы, терминалы, учётные записи", "+7 (495) 100-20-00", "2000"],
      ["Поддержка торгового оборудования", "Весы, сканеры, принтеры этикеток", "+7 (495) 100-20-10", "2010"],
    ]],
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

  // Catalogues the finder offers: roles to notify about guide articles, and tags.
  for (const name of ["Все сотрудники", "Руководители подразделений", "Директора магазинов", "Продавцы-консультанты", "Кассиры", "Сотрудники склада", "Бухгалтерия", "ИТ-специалисты"]) {
    await db.insertInto("wiki_roles").values({ name }).execute();
  }
  for (const value of ["отпуск", "зарплата", "охрана труда", "касса", "инвентаризация", "обучение", "график работы", "больничный", "командировка", "пропуск"]) {
    await db.insertInto("tags").values({ value }).execute();
  }

  const nav: [string, string, [string, string][]?][] = [
    ["Главная", "/main"],
    ["Новости", "/news"],
    ["База знаний", "/knowledge/guide", [
      ["Гид по компании", "/knowledge/guide"],
      ["Нормативные документы", "/knowledge/documents"],
      ["Вопросы и ответы", "/knowledge/faq"],
      ["Глоссарий", "/knowledge/glossary"],
    ]],
    ["Контакты", "/v2/contacts", [
      ["Справочник сотрудников", "/v2/contacts"],
      ["Структура компании", "/structure"],
    ]],
    ["Вакансии", "/vacancies"],
    ["Сервисы", "/services"],
    ["Галерея", "/gallery"],
  ];
  for (const [i, [name, link, submenu]] of nav.entries()) {
    const parent = await db.insertInto("nav_items").values({ name, link, sort: i }).returning("id").executeTakeFirstOrThrow();
    for (const [j, [subName, subLink]] of (submenu ?? []).entries()) {
      await db.insertInto("nav_items").values({ name: subName, link: subLink, parent_id: parent.id, sort: j }).execute();
    }
  }
  await db.insertInto("nav_items").values({ name: "Группы", link: "/group", show_only_mobile: 1, sort: nav.length }).execute();

  const admin = await db.selectFrom("users").select("id").where("phone", "=", DEMO_ACCOUNTS[0].phone).executeTakeFirstOrThrow();
  await services.settings.set("FAQ_PORTAL_ID", "1");
  await services.settings.set("HOT_LINE_GROUP_ID", "1");
  await services.settings.set("RME_USER_ID", String(admin.id));

  const demoUsers = await db.selectFrom("users").select("id").where("password_hash", "is not", null).execute();
  const samples = [
    { type: "SYSTEM", text: "Добро пожаловать на портал сотрудников! Заполните профиль, чтобы коллеги могли вас найти." },
    { type: "THANKS", text: "{user} поблагодарила вас за помощь с инвентаризацией", variables: [{ text: "Анна Смирнова", objectId: admin.id }] },
    { type: "POST_NEW", text: "В группе {group} новая публикация: график работы в праздничные дни", variables: [{ text: "Новости компании", objectId: 1 }] },
  ];
  for (const user of demoUsers) {
    for (const [k, sample] of samples.entries()) {
      await db
        .insertInto("notifications")
        .values({
          user_id: user.id,
          type: sample.type,
          text: sample.text,
          variables: JSON.stringify(sample.variables ?? []),
          create_date: new Date(now().getTime() - (samples.length - k) * 3600_000).toISOString(),
        })
        .execute();
    }
  }

  // --- Normative documents (0005): three themes, their documents (one expired), two acknowledgements ---
  const docThemes: [string, [string, string, string | null, string][]][] = [
    [
      "Охрана труда",
      [
        ["Инструкция по пожарной безопасности", "2024-01-15", null, "<h2>Общие положения</h2><p>Каждый сотрудник обязан знать расположение первичных средств пожаротушения и планы эвакуации.</p><ul><li>Курение разрешено только в отведённых местах.</li><li>Запрещено загромождать эвакуационные выходы.</li></ul><p>При пожаре звоните <strong>101</strong> или <strong>112</strong>.</p>"],
        ["Инструкция по охране труда для продавца-консультанта", "2024-03-01", null, "<p>Перед началом работы проверьте исправность оборудования торгового зала и рабочего места.</p><p>Переносите грузы массой не более 15 кг для мужчин и 10 кг для женщин.</p>"],
        ["Инструкция по охране труда при работе на складе", "2023-09-01", null, "<p>Работы на высоте более 1,8 м выполняются только со стремянок с ограждением.</p><p>Штабели товара укладываются не выше 2 метров.</p>"],
        ["Порядок расследования несчастных случаев", "2022-06-01", null, "<p>О несчастном случае пострадавший или очевидец немедленно сообщает непосредственному руководителю.</p><ol><li>Оказать первую помощь.</li><li>Сохранить обстановку на месте происшествия.</li><li>Сообщить в службу охраны труда.</li></ol>"],
        ["Программа вводного инструктажа 2023 года", "2023-01-10", "2024-01-09", "<p>Программа заменена новой редакцией. Документ сохранён для истории.</p>"],
      ],
    ],
    [
      "Кадровые документы",
      [
        ["Правила внутреннего трудового распорядка", "2024-02-01", null, "<h2>1. Рабочее время</h2><p>Продолжительность рабочей недели — 40 часов. Начало рабочего дня в офисе — 9:00, окончание — 18:00, перерыв на обед — 1 час.</p><h2>2. Отпуска</h2><p>Ежегодный оплачиваемый отпуск — 28 календарных дней. График отпусков утверждается до 17 декабря.</p>"],
        ["Положение об оплате труда", "2024-01-01", null, "<p>Заработная плата выплачивается два раза в месяц: 10-го и 25-го числа.</p><p>Премии начисляются по итогам месяца на основании выполнения плана.</p>"],
        ["Положение о персональных данных работников", "2023-05-15", null, "<p>Персональные данные обрабатываются только для целей трудовых отношений и хранятся не дольше, чем этого требуют цели обработки.</p>"],
        ["Порядок оформления командировок", "2024-04-01", null, "<p>Заявка на командировку подаётся не позднее чем за 5 рабочих дней. Суточные — 700 рублей в день.</p>"],
        ["Кодекс деловой этики", "2021-09-01", null, "<p>Мы уважаем коллег и покупателей, соблюдаем закон и бережём репутацию компании.</p>"],
      ],
    ],
    [
      "Торговые регламенты",
      [
        ["Регламент открытия и закрытия магазина", "2024-01-20", null, "<p>Магазин открывается в 10:00. За 30 минут до открытия старший смены проверяет кассы, освещение и выкладку.</p>"],
        ["Стандарты обслуживания покупателей", "2023-11-01", null, "<p>Поприветствуйте покупателя в течение 30 секунд после его входа. Предложите помощь, не навязывая её.</p>"],
        ["Порядок приёмки товара", "2023-08-15", null, "<p>Товар принимается по количеству и качеству в присутствии экспедитора. Расхождения фиксируются в акте.</p>"],
        ["Регламент проведения инвентаризации", "2024-05-01", null, "<p>Плановая инвентаризация проводится раз в квартал по приказу директора магазина.</p>"],
        ["Правила работы с возвратами", "2024-02-15", null, "<p>Возврат товара надлежащего качества принимается в течение 14 дней при сохранении товарного вида и чека.</p>"],
      ],
    ],
  ];
  const docAuthor = await db.selectFrom("users").select("id").where("phone", "=", DEMO_ACCOUNTS[1].phone).executeTakeFirstOrThrow();
  const seededDocs: number[] = [];
  for (const [i, [title, docs]] of docThemes.entries()) {
    const theme = await db.insertInto("document_themes").values({ title, sort: i }).returning("id").executeTakeFirstOrThrow();
    for (const [j, [name, start, end, html]] of docs.entries()) {
      const at = now().toISOString();
      const doc = await db
        .insertInto("documents")
        .values({ theme_id: theme.id, name, start_date: start, end_date: end, content: null, content_new_editor: html, new_editor: 1, sort: j, created_at: at, updated_at: at, last_update_user_id: docAuthor.id })
        .returning("id")
        .executeTakeFirstOrThrow();
      seededDocs.push(doc.id);
    }
  }
  // The demo employee has read the internal rules; the editor has read the fire-safety instruction.
  const demoEmployee = await db.selectFrom("users").select("id").where("phone", "=", DEMO_ACCOUNTS[2].phone).executeTakeFirstOrThrow();
  await db
    .insertInto("document_acknowledgements")
    .values([
      { document_id: seededDocs[5]!, user_id: demoEmployee.id, acknowledged_at: now().toISOString() },
      { document_id: seededDocs[0]!, user_id: docAuthor.id, acknowledged_at: now().toISOString() },
    ])
    .execute();
  // --- FAQ and glossary (the first FAQ category is FAQ_PORTAL_ID = 1, the header's "Помощь") ---
  await seedFaqAndGlossary(db, now(), admin.id);
  // --- The company guide: sections, access lists, a section editor, articles ---
  await seedGuide(db, services, now(), { authorId: docAuthor.id, adminId: admin.id });

  return {
    accounts: DEMO_ACCOUNTS.filter((a) => a.password).map((a) => ({ phone: a.phone, password: a.password!, who: a.who })),
  };
}

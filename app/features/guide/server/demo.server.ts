// The demo company guide for a fresh database (called from seedDemo): three levels of sections, about
// thirty articles (headings, lists, tables, images, attached files, tags, roles to notify), a few in the
// old editor's block format, drafts and one archived article. It shows the access rule:
// - "Для руководителей" is readable only by the role "Руководители подразделений" (heads' positions) and
//   the department "Дирекция"; the demo employee 9000000003 (a shop assistant) does not see it;
// - 9000000003 is the section editor of "Магазины → Магазин на Невском" only, and a plain reader of
//   everything else; 9000000002 (ROLE_UPDATE_WIKI_GUIDE_TOP_CATEGORY) and 9000000001 edit everything.
// Written straight to the tables so seeding stays fast; every article gets its version 1, as the
// domain functions would write it. Wiki roles get their positions here (who belongs to which role), found in
// the directory's catalogue through its helpers.
import { DEMO_PDF } from "~/platform/files/demo-files.server";
import type { Kysely } from "kysely";
import sharp from "sharp";
import type { Database } from "~/platform/db/schema";
import type { GuideArticleStatus } from "../tables";
import type { Services } from "~/platform/services";
import { actingAs } from "~/platform/actor";
import { positionIdsInDepartment, positionIdsNamed } from "~/features/contacts/index.server";
import legacyArticle from "~/shared/richtext/fixtures/article.json";

interface DemoArticle {
  name: string;
  html?: string;
  /** Old-editor JSON blocks (stored in content with new_editor 0). */
  legacy?: object;
  status?: GuideArticleStatus;
  tags?: string[];
  roles?: string[];
  files?: ("regulations" | "scheme")[];
}

interface DemoSection {
  name: string;
  access?: { departments?: string[]; roles?: string[] };
  /** Phones of section editors. */
  editors?: string[];
  articles?: DemoArticle[];
  children?: DemoSection[];
}

/** Old-editor blocks: a header, paragraphs and a list. */
const blocks = (title: string, paragraphs: string[], items: string[]) => ({
  time: 1675243200000,
  version: "2.26.5",
  blocks: [
    { id: "h", type: "header", data: { text: title, level: 2 } },
    ...paragraphs.map((text, i) => ({ id: `p${i}`, type: "paragraph", data: { text } })),
    { id: "l", type: "list", data: { style: "unordered", items: items.map((content) => ({ content, items: [] })) } },
  ],
});

const table = (head: string[], rows: string[][]) =>
  `<table><thead><tr>${head.map((h) => `<th>${h}</th>`).join("")}</tr></thead><tbody>${rows
    .map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join("")}</tr>`)
    .join("")}</tbody></table>`;

const IMAGE = "{{image}}";

const GUIDE: DemoSection[] = [
  {
    name: "О компании",
    articles: [
      {
        name: "Миссия и ценности",
        tags: ["о компании"],
        html: `<h2>Наша миссия</h2><p>Мы делаем качественные товары для дома доступными в каждом городе, где работаем, — в магазинах, на складах и в оптовых поставках.</p><h3>Ценности</h3><ul><li><strong>Честность</strong> — с покупателями, поставщиками и друг с другом.</li><li><strong>Забота о клиенте</strong> — решаем задачу покупателя, а не продаём любой ценой.</li><li><strong>Ответственность</strong> — доводим начатое до конца.</li><li><strong>Развитие</strong> — учимся сами и учим коллег.</li></ul>${IMAGE}`,
      },
      {
        name: "Компания в цифрах",
        tags: ["о компании"],
        html: `<p>Ключевые показатели на начало года.</p>${table(
          ["Показатель", "Значение"],
          [
            ["Магазинов", "6"],
            ["Складов", "2"],
            ["Городов присутствия", "5"],
            ["Сотрудников", "более 1000"],
            ["Ассортимент", "около 40 000 SKU"],
          ],
        )}<p>Данные обновляются раз в год отделом маркетинга.</p>`,
      },
    ],
    children: [
      {
        name: "История",
        articles: [
          {
            name: "Как всё начиналось",
            legacy: blocks(
              "1998–2005: от склада к сети",
              [
                "Компания основана в 1998 году в Москве как небольшой оптовый склад хозяйственных товаров.",
                "В 2003 году открылся первый розничный магазин, а через два года — филиал в Санкт-Петербурге.",
              ],
              ["1998 — оптовый склад в Подольске", "2003 — первый магазин", "2005 — филиал в Санкт-Петербурге"],
            ),
          },
          {
            name: "Главные события последних лет",
            html: `<ol><li><strong>2015</strong> — филиалы в Екатеринбурге и Новосибирске.</li><li><strong>2019</strong> — запуск интернет-магазина и единой программы лояльности.</li><li><strong>2022</strong> — новый распределительный центр.</li><li><strong>2024</strong> — филиал в Казани и портал сотрудников.</li></ol>`,
          },
        ],
      },
      {
        name: "Структура",
        articles: [
          {
            name: "Подразделения компании",
            tags: ["структура"],
            html: `<p>Компания состоит из управляющей компании в Москве, филиалов, магазинов и складов.</p>${table(
              ["Подразделение", "Город", "Чем занимается"],
              [
                ["Дирекция", "Москва", "Стратегия и управление"],
                ["Коммерческий департамент", "Москва", "Закупки, опт, маркетинг"],
                ["ИТ-департамент", "Москва", "Системы и поддержка"],
                ["Филиалы", "Санкт-Петербург, Екатеринбург, Новосибирск, Казань", "Розница и региональный опт"],
              ],
            )}<p>Актуальная схема — в разделе «Структура компании» портала.</p>`,
          },
          {
            name: "Кто за что отвечает",
            html: `<h3>К кому обращаться</h3><ul><li>Отпуск, справки, кадровые документы — <strong>отдел кадров</strong>.</li><li>Зарплата и расчётные листки — <strong>бухгалтерия</strong>.</li><li>Компьютеры, кассы, доступы — <strong>служба поддержки</strong>, внутренний 2000.</li><li>Пропуска и парковка — <strong>ресепшн</strong>, внутренний 1001.</li></ul>`,
          },
        ],
      },
    ],
  },
  {
    name: "Новому сотруднику",
    articles: [
      {
        name: "Добро пожаловать в команду",
        tags: ["обучение"],
        roles: ["Все сотрудники"],
        html: `<p>Мы рады, что вы с нами! В этом разделе собрано всё, что нужно в первые недели работы.</p><blockquote>Не стесняйтесь спрашивать: наставник и руководитель помогут с любым вопросом.</blockquote>`,
      },
    ],
    children: [
      {
        name: "Первый день",
        articles: [
          {
            name: "Чек-лист первого дня",
            tags: ["обучение", "пропуск"],
            html: `<h2>Что сделать в первый день</h2><ol><li>Получите пропуск на ресепшене (нужен паспорт).</li><li>Подпишите документы в отделе кадров.</li><li>Познакомьтесь с наставником и командой.</li><li>Войдите на портал сотрудников и заполните профиль.</li><li>Пройдите вводный инструктаж по охране труда.</li></ol>`,
          },
          {
            name: "Как добраться до офиса",
            files: ["scheme"],
            html: `<p>Офис находится по адресу: Москва, ул. Складочная, 1, строение 3.</p><ul><li>От метро «Савёловская» — 10 минут пешком.</li><li>Парковка для сотрудников — по заявке на ресепшене.</li></ul><p>Схема проезда приложена к статье.</p>`,
          },
        ],
      },
      {
        name: "Испытательный срок",
        articles: [
          {
            name: "Как проходит испытательный срок",
            tags: ["обучение"],
            html: `<p>Испытательный срок длится до трёх месяцев. За это время вы с руководителем ставите цели и дважды подводите итоги.</p>${table(
              ["Неделя", "Что происходит"],
              [
                ["1", "Знакомство, инструктажи, доступы"],
                ["4", "Первая встреча с руководителем: цели"],
                ["12", "Итоговая встреча и решение"],
              ],
            )}`,
          },
          {
            name: "План адаптации (черновик)",
            status: "DRAFT",
            html: "<p>Новый план адаптации готовит отдел кадров. Черновик виден только редакторам.</p>",
          },
        ],
      },
      {
        name: "Наставничество",
        articles: [
          {
            name: "Кто такой наставник",
            legacy: blocks(
              "Наставник",
              [
                "Наставник — опытный коллега, который помогает новичку освоиться в первые месяцы.",
                "Наставника назначает руководитель в первый день работы.",
              ],
              ["объясняет стандарты работы", "отвечает на вопросы", "даёт обратную связь"],
            ),
          },
        ],
      },
    ],
  },
  {
    name: "Работа и отдых",
    children: [
      {
        name: "График и отпуск",
        articles: [
          {
            name: "Как оформить отпуск",
            tags: ["отпуск", "график работы"],
            roles: ["Все сотрудники"],
            files: ["regulations"],
            html: `<h2>Ежегодный отпуск</h2><p>Продолжительность — 28 календарных дней. График отпусков утверждается до 17 декабря.</p><ol><li>Согласуйте даты с руководителем.</li><li>Подайте заявление не позднее чем за две недели.</li><li>Отпускные приходят за три дня до начала отпуска.</li></ol>`,
          },
          {
            name: "Режим работы офиса и магазинов",
            tags: ["график работы"],
            html: `${table(
              ["Где", "Будни", "Выходные"],
              [
                ["Офис", "9:00–18:00", "выходной"],
                ["Магазины", "10:00–22:00", "10:00–22:00"],
                ["Склады", "8:00–20:00", "9:00–18:00"],
              ],
            )}<p>В праздничные дни график публикуется в новостях.</p>`,
          },
          {
            name: "Больничный",
            tags: ["больничный"],
            html: "<p>Сообщите руководителю о болезни в первый день и передайте номер электронного больничного в отдел кадров.</p>",
          },
        ],
      },
      {
        name: "Командировки",
        articles: [
          { name: "Оформление командировки", tags: ["командировка"], legacy: legacyArticle },
          {
            name: "Суточные и отчёт",
            tags: ["командировка"],
            html: "<p>Суточные — 700 рублей в день. Авансовый отчёт сдаётся в бухгалтерию в течение трёх рабочих дней после возвращения.</p>",
          },
        ],
      },
      {
        name: "Зарплата",
        articles: [
          {
            name: "Когда приходит зарплата",
            tags: ["зарплата"],
            html: "<p>Аванс — 25-го числа, окончательный расчёт — 10-го числа следующего месяца.</p>",
          },
          {
            name: "Старый порядок премирования",
            status: "ARCHIVE",
            tags: ["зарплата"],
            html: "<p>Порядок действовал до 2023 года и заменён новым положением.</p>",
          },
        ],
      },
    ],
  },
  {
    name: "Магазины",
    articles: [
      {
        name: "Стандарты магазина",
        html: `<p>Единые стандарты выкладки, обслуживания и чистоты действуют во всех магазинах сети.</p>${IMAGE}`,
      },
    ],
    children: [
      {
        name: "Кассовые операции",
        articles: [
          {
            name: "Открытие смены на кассе",
            tags: ["касса"],
            roles: ["Кассиры"],
            html: `<h2>Порядок открытия смены</h2><ol><li>Проверьте исправность кассы и терминала.</li><li>Откройте смену в кассовой программе.</li><li>Пересчитайте размен и подпишите акт.</li></ol><div class="rt-warning"><div class="rt-warning__title">Важно</div><div class="rt-warning__message">Без открытой смены продажи не проводятся.</div></div>`,
          },
          {
            name: "Возврат товара покупателем",
            tags: ["касса"],
            html: "<p>Возврат товара надлежащего качества принимается в течение 14 дней при сохранении товарного вида и чека.</p>",
          },
        ],
        children: [
          {
            name: "Эквайринг",
            articles: [
              {
                name: "Если терминал не работает",
                tags: ["касса"],
                html: "<ul><li>Перезагрузите терминал.</li><li>Проверьте связь.</li><li>Позвоните в поддержку торгового оборудования: внутренний 2010.</li></ul>",
              },
              {
                name: "Сверка итогов",
                tags: ["касса"],
                html: "<p>Сверка итогов по терминалу проводится в конце каждой смены перед закрытием кассы.</p>",
              },
            ],
          },
        ],
      },
      {
        name: "Инвентаризация",
        articles: [
          {
            name: "Как проходит инвентаризация",
            tags: ["инвентаризация"],
            roles: ["Директора магазинов", "Сотрудники склада"],
            html: `<p>Плановая инвентаризация проводится раз в квартал.</p>${table(
              ["Этап", "Кто отвечает"],
              [
                ["Приказ и комиссия", "Директор магазина"],
                ["Пересчёт", "Комиссия"],
                ["Сверка и акт", "Бухгалтерия"],
              ],
            )}`,
          },
        ],
      },
      {
        name: "Магазин на Невском",
        editors: ["9000000003"],
        articles: [
          { name: "Контакты магазина", html: "<p>Санкт-Петербург, Невский проспект, 100. Телефон администратора: внутренний 3100.</p>" },
          { name: "Памятка смены", html: "<ul><li>Утренняя планёрка в 9:45.</li><li>Выкладка акционного товара до открытия.</li></ul>" },
        ],
      },
    ],
  },
  {
    name: "Охрана труда и безопасность",
    articles: [
      {
        name: "Пожарная безопасность",
        tags: ["охрана труда"],
        roles: ["Все сотрудники"],
        html: "<p>Каждый сотрудник обязан знать расположение огнетушителей и планы эвакуации. При пожаре звоните <strong>101</strong> или <strong>112</strong>.</p>",
      },
      {
        name: "Информационная безопасность",
        html: "<ul><li>Не сообщайте пароль никому, даже службе поддержки.</li><li>Подозрительные письма пересылайте в службу безопасности.</li></ul>",
      },
    ],
  },
  {
    name: "Для руководителей",
    access: { roles: ["Руководители подразделений"], departments: ["Дирекция"] },
    articles: [
      {
        name: "Как провести оценку сотрудника",
        roles: ["Руководители подразделений"],
        html: `<p>Оценка проводится раз в полгода по единой форме.</p><ol><li>Сотрудник заполняет самооценку.</li><li>Руководитель готовит обратную связь.</li><li>Встреча один на один и план развития.</li></ol>`,
      },
      {
        name: "Бюджет подразделения",
        html: `${table(
          ["Статья", "Кто согласует"],
          [
            ["Фонд оплаты труда", "Дирекция"],
            ["Обучение", "Отдел кадров"],
            ["Оборудование", "ИТ-департамент"],
          ],
        )}`,
      },
    ],
    children: [
      {
        name: "Подбор персонала",
        articles: [
          {
            name: "Как открыть вакансию",
            html: "<p>Заявку на вакансию руководитель подаёт в отдел кадров; после согласования вакансия публикуется на портале.</p>",
          },
        ],
      },
    ],
  },
];

/** Who belongs to each demo wiki role: holders of these positions (names from the seed). */
const ROLE_POSITIONS: Record<string, string[]> = {
  "Руководители подразделений": [
    "Руководитель подразделения",
    "Руководитель ИТ-направления",
    "Директор магазина",
    "Заведующий складом",
    "Руководитель оптового отдела",
    "Руководитель направления",
  ],
  "Директора магазинов": ["Директор магазина", "Администратор магазина"],
  "Продавцы-консультанты": ["Продавец-консультант", "Старший продавец"],
  Кассиры: ["Кассир"],
  "Сотрудники склада": ["Кладовщик", "Комплектовщик", "Водитель погрузчика", "Оператор склада", "Приёмщик товара"],
  "ИТ-специалисты": ["Программист", "Ведущий программист", "Системный администратор", "Инженер поддержки", "Тестировщик", "Аналитик 1С"],
};

/** A small PNG drawn at seed time (shapes only: no fonts needed). */
async function demoImage(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="280"><rect width="640" height="280" fill="#eef3f8"/><rect x="40" y="60" width="160" height="160" rx="16" fill="#2f6fb5"/><rect x="240" y="100" width="160" height="120" rx="16" fill="#f2a541"/><rect x="440" y="40" width="160" height="180" rx="16" fill="#4caf7a"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export async function seedGuide(
  db: Kysely<Database>,
  services: Services,
  at: Date,
  people: { authorId: number; adminId: number },
): Promise<void> {
  const time = at.toISOString();
  const author = actingAs(people.authorId);

  // Roles: everyone belongs to "Все сотрудники"; the others by position.
  await db.updateTable("wiki_roles").set({ all_employees: 1 }).where("name", "=", "Все сотрудники").execute();
  const roles = new Map((await db.selectFrom("wiki_roles").select(["id", "name"]).execute()).map((r) => [r.name, r.id]));
  for (const [role, positionNames] of Object.entries(ROLE_POSITIONS)) {
    const positionIds = await positionIdsNamed(db, positionNames);
    if (positionIds.length && roles.has(role)) {
      await db
        .insertInto("wiki_role_positions")
        .values(positionIds.map((id) => ({ role_id: roles.get(role)!, position_id: id })))
        .execute();
    }
  }
  const accounting = await positionIdsInDepartment(db, "Бухгалтерия");
  if (accounting.length && roles.has("Бухгалтерия")) {
    await db
      .insertInto("wiki_role_positions")
      .values(accounting.map((id) => ({ role_id: roles.get("Бухгалтерия")!, position_id: id })))
      .execute();
  }

  const image = await services.files.saveUpload(
    author,
    {
      fileType: "EDITOR_IMAGE",
      originalFileName: "схема-магазина.png",
      bytes: await demoImage(),
    },
    { seeding: true },
  );
  const files = {
    regulations: (
      await services.files.saveUpload(
        author,
        { fileType: "ATTACHMENT", originalFileName: "Положение об отпусках.pdf", bytes: DEMO_PDF },
        { seeding: true },
      )
    ).id,
    scheme: (
      await services.files.saveUpload(
        author,
        { fileType: "ATTACHMENT", originalFileName: "Схема проезда.png", bytes: await demoImage() },
        { seeding: true },
      )
    ).id,
  };
  const imageHtml = `<figure class="rt-image"><img src="${image.filePath}" alt="Схема" width="640" height="280" /></figure>`;

  const departments = new Map((await db.selectFrom("departments").select(["id", "name"]).execute()).map((d) => [d.name, d.id]));
  const tagIds = new Map((await db.selectFrom("tags").select(["id", "value"]).execute()).map((t) => [t.value, t.id]));
  const tagId = async (value: string) => {
    if (!tagIds.has(value)) tagIds.set(value, (await db.insertInto("tags").values({ value }).returning("id").executeTakeFirstOrThrow()).id);
    return tagIds.get(value)!;
  };

  async function insert(section: DemoSection, parentId: number | null, sort: number) {
    const { id } = await db
      .insertInto("guide_sections")
      .values({ parent_id: parentId, name: section.name, sort, created_at: time, updated_at: time, created_by: people.adminId })
      .returning("id")
      .executeTakeFirstOrThrow();
    const access = [
      ...(section.access?.departments ?? []).map((name) => ({
        section_id: id,
        kind: "DEPARTMENT" as const,
        object_id: departments.get(name)!,
      })),
      ...(section.access?.roles ?? []).map((name) => ({ section_id: id, kind: "ROLE" as const, object_id: roles.get(name)! })),
    ].filter((a) => a.object_id !== undefined);
    if (access.length) await db.insertInto("guide_section_access").values(access).execute();
    for (const phone of section.editors ?? []) {
      const editor = await db.selectFrom("users").select("id").where("phone", "=", phone).executeTakeFirst();
      if (editor) await db.insertInto("guide_section_editors").values({ section_id: id, user_id: editor.id }).execute();
    }
    for (const [i, article] of (section.articles ?? []).entries()) {
      const status = article.status ?? "PUBLISHED";
      const content = article.legacy ? JSON.stringify(article.legacy) : null;
      const html = article.html ? article.html.replace(IMAGE, imageHtml) : null;
      const newEditor = article.legacy ? 0 : 1;
      const row = await db
        .insertInto("guide_articles")
        .values({
          section_id: id,
          name: article.name,
          status,
          content,
          content_new_editor: html,
          new_editor: newEditor,
          sort: i,
          created_at: time,
          created_by: people.authorId,
          updated_at: time,
          last_update_user_id: people.authorId,
          publish_date: status === "DRAFT" ? null : time,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const fileIds = (article.files ?? []).map((f) => files[f]);
      if (fileIds.length)
        await db
          .insertInto("guide_article_files")
          .values(fileIds.map((fileId, k) => ({ article_id: row.id, file_id: fileId, sort: k })))
          .execute();
      if (html?.includes(image.filePath))
        await db.insertInto("guide_article_body_files").values({ article_id: row.id, file_id: image.id }).execute();
      for (const tag of article.tags ?? [])
        await db
          .insertInto("guide_article_tags")
          .values({ article_id: row.id, tag_id: await tagId(tag) })
          .execute();
      const roleIds = (article.roles ?? []).map((r) => roles.get(r)).filter((r): r is number => r !== undefined);
      if (roleIds.length)
        await db
          .insertInto("guide_article_roles")
          .values(roleIds.map((roleId) => ({ article_id: row.id, role_id: roleId })))
          .execute();
      await db
        .insertInto("guide_article_versions")
        .values({
          article_id: row.id,
          version: 1,
          name: article.name,
          section_id: id,
          status,
          content,
          content_new_editor: html,
          new_editor: newEditor,
          file_ids: JSON.stringify(fileIds),
          tags: JSON.stringify([...(article.tags ?? [])].sort()),
          created_at: time,
          user_id: people.authorId,
        })
        .execute();
    }
    for (const [i, child] of (section.children ?? []).entries()) await insert(child, id, i);
  }
  for (const [i, section] of GUIDE.entries()) await insert(section, null, i);
}

// The catalogues' demo: an IT catalogue three levels below its root (workplace, access, 1С) whose leaves name
// the demo's IT services («Заявка в ИТ», «Доступ к системе»), and education's two roots with their trainings
// («Заявка на обучение»). The portal search builds its index from them at start.
import type { Kysely } from "kysely";
import type { SeedContext } from "~/platform/feature";
import type { Database } from "~/platform/db/schema";
import type { CatalogueKind } from "./addresses";

/** A demo node: a category with its children, or a leaf naming its service. */
export interface DemoNode {
  name: string;
  description?: string;
  details?: string;
  service?: string;
  children?: readonly DemoNode[];
}

const fix = (name: string, description: string): DemoNode => ({ name, description, service: "it-request" });
const access = (name: string, description: string): DemoNode => ({ name, description, service: "it-access" });
const training = (name: string, description: string, details: string): DemoNode => ({
  name,
  description,
  details,
  service: "education-request",
});

export const IT_CATALOGUE: DemoNode = {
  name: "IT-сервисы",
  description: "Всё, с чем помогает ИТ-поддержка",
  children: [
    {
      name: "Рабочее место",
      description: "Компьютеры, принтеры, телефоны",
      children: [
        {
          name: "Компьютер и ноутбук",
          children: [
            fix("Не включается компьютер", "Компьютер не загружается или сразу выключается"),
            fix("Ремонт или замена ноутбука", "Поломка, разбитый экран, медленная работа"),
          ],
        },
        {
          name: "Принтеры и МФУ",
          children: [
            fix("Не печатает принтер", "Замятие, ошибка, принтер не виден в сети"),
            fix("Картридж для принтера", "Замена или заказ картриджа"),
          ],
        },
        { name: "Телефония", children: [fix("Настройка IP-телефона", "Подключение, переадресация, голосовая почта")] },
      ],
    },
    {
      name: "Доступы",
      description: "Учётные записи, почта, папки, VPN",
      children: [
        {
          name: "Учётная запись и почта",
          children: [
            fix("Сброс пароля", "Забыли пароль или учётная запись заблокирована"),
            access("Учётная запись для нового сотрудника", "Вход в компьютер, почта, портал"),
          ],
        },
        { name: "Сетевые папки", children: [access("Доступ к сетевой папке", "Чтение или изменение файлов отдела")] },
        { name: "Удалённая работа", children: [access("Удалённый доступ (VPN)", "Работа из дома и в командировке")] },
      ],
    },
    {
      name: "1С",
      description: "Бухгалтерия, торговля, зарплата",
      children: [
        access("Доступ к 1С", "Роли в базах 1С: бухгалтерия, торговля, ЗУП"),
        fix("Ошибка в 1С", "Программа выдаёт ошибку или считает неверно"),
        fix("Доработка отчёта 1С", "Новая колонка, фильтр или форма печати"),
      ],
    },
  ],
};

export const EDUCATION_CATALOGUE: readonly DemoNode[] = [
  {
    name: "Внутреннее обучение",
    description: "Программы корпоративного университета",
    children: [
      {
        name: "Продажи и сервис",
        children: [
          training(
            "Стандарты обслуживания покупателей",
            "Как встречать, консультировать и провожать покупателя",
            "Очно, 1 день, учебный класс на Невском, 28",
          ),
          training("Работа с возражениями", "Практика трудных разговоров с покупателями", "Онлайн, 3 встречи по 2 часа"),
        ],
      },
      {
        name: "Управление",
        children: [training("Школа руководителя", "Для новых руководителей магазинов и отделов", "Очно, 4 модуля с апреля по июнь")],
      },
    ],
  },
  {
    name: "Внешнее обучение",
    description: "Курсы и конференции партнёров за счёт компании",
    children: [
      {
        name: "Конференции",
        children: [training("Конференция «Ритейл будущего»", "Главная отраслевая конференция года", "Москва, 2 дня, весна")],
      },
      {
        name: "Курсы",
        children: [
          training("Excel для аналитиков", "Сводные таблицы, формулы, Power Query", "Онлайн, 6 недель"),
          training("Деловой английский", "Переписка и переговоры с поставщиками", "Онлайн, группы по уровням, 3 месяца"),
        ],
      },
    ],
  },
];

/** Writes a demo tree under `parent` (null: a root), in order; returns the number of nodes written. */
export async function writeDemoTree(
  db: Kysely<Database>,
  kind: CatalogueKind,
  node: DemoNode,
  parent: { id: number; path: string } | null,
  sort: number,
  at: string,
): Promise<number> {
  const { id } = await db
    .insertInto("service_catalogue_nodes")
    .values({
      kind,
      parent_id: parent?.id ?? null,
      path: "",
      name: node.name,
      description: node.description ?? "",
      details: node.details ?? "",
      service_key: node.service ?? null,
      sort,
      created_at: at,
      updated_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const path = `${parent?.path ?? ""}/${id}`;
  await db.updateTable("service_catalogue_nodes").set({ path }).where("id", "=", id).execute();
  let written = 1;
  for (const [i, child] of (node.children ?? []).entries()) written += await writeDemoTree(db, kind, child, { id, path }, i, at);
  return written;
}

export async function seedServiceCatalogue({ deps: { db, now } }: SeedContext): Promise<void> {
  const at = now().toISOString();
  await writeDemoTree(db, "IT", IT_CATALOGUE, null, 0, at);
  for (const [i, root] of EDUCATION_CATALOGUE.entries()) await writeDemoTree(db, "EDUCATION", root, null, i, at);
}

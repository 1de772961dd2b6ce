// The corporate university's demo: eight courses in three directions (one leads to the education catalogue's
// page, the others to the university's own site) and eight literature items with links, one of them a small
// PDF, all written through the domain functions as the demo administrator.
import { actingAs } from "~/platform/actor";
import type { SeedContext } from "~/platform/feature";
import { ROLE_ADMINISTRATOR } from "~/platform/policies";
import { DEMO_PDF } from "~/platform/files/demo-files.server";
import type { CourseInput, LiteratureInput } from "./schema";

const SALES = "Продажи и сервис";
const MANAGEMENT = "Управление";
const SAFETY = "Охрана труда";

const COURSES: Omit<CourseInput, "coverFileId">[] = [
  {
    direction: SALES,
    title: "Стандарты обслуживания покупателей",
    summary: "Приветствие, выявление потребности, работа с возражениями и завершение продажи.",
    format: "offline",
    hours: 16,
    audience: "Продавцы-консультанты и кассиры",
    link: "/education/1/3",
  },
  {
    direction: SALES,
    title: "Активные продажи в магазине",
    summary: "Техники допродажи и рекомендации сопутствующих товаров.",
    format: "blended",
    hours: 12,
    audience: "Продавцы-консультанты",
    link: "",
  },
  {
    direction: SALES,
    title: "Сложный покупатель",
    summary: "Как сохранить спокойствие и клиента в конфликтной ситуации.",
    format: "online",
    hours: 4,
    audience: "Все сотрудники торгового зала",
    link: "",
  },
  {
    direction: MANAGEMENT,
    title: "Школа директора магазина",
    summary: "Планирование, показатели магазина, управление графиком и командой.",
    format: "blended",
    hours: 40,
    audience: "Директора и заместители директоров магазинов",
    link: "",
  },
  {
    direction: MANAGEMENT,
    title: "Обратная связь сотруднику",
    summary: "Регулярные встречи один на один, похвала и разбор ошибок.",
    format: "offline",
    hours: 8,
    audience: "Руководители групп и отделов",
    link: "",
  },
  {
    direction: MANAGEMENT,
    title: "Управление временем",
    summary: "Приоритеты, делегирование и планирование недели.",
    format: "online",
    hours: 6,
    audience: "Руководители всех уровней",
    link: "",
  },
  {
    direction: SAFETY,
    title: "Вводный инструктаж по охране труда",
    summary: "Обязательный курс для новых сотрудников с итоговым тестом.",
    format: "online",
    hours: 2,
    audience: "Новые сотрудники",
    link: "",
  },
  {
    direction: SAFETY,
    title: "Первая помощь на рабочем месте",
    summary: "Практическое занятие с тренажёром: что делать до приезда скорой.",
    format: "offline",
    hours: 8,
    audience: "Уполномоченные по охране труда",
    link: "",
  },
];

const LITERATURE: Omit<LiteratureInput, "fileId">[] = [
  {
    kind: "book",
    title: "Клиенты на всю жизнь",
    author: "Карл Сьюэлл, Пол Браун",
    description: "Классика о том, как превратить разового покупателя в постоянного.",
    topic: "Сервис",
    link: "https://www.mann-ivanov-ferber.ru/books/paperbook/clients/",
  },
  {
    kind: "book",
    title: "Пять пороков команды",
    author: "Патрик Ленсиони",
    description: "Притча о доверии, конфликтах и ответственности в команде.",
    topic: "Лидерство",
    link: "https://www.mann-ivanov-ferber.ru/books/5-porokov-komandy/",
  },
  {
    kind: "book",
    title: "Джедайские техники",
    author: "Максим Дорофеев",
    description: "Как управлять вниманием и не откладывать важное.",
    topic: "Личная эффективность",
    link: "https://www.mann-ivanov-ferber.ru/books/dzhedajskie-tehniki/",
  },
  {
    kind: "article",
    title: "Как проводить встречи один на один",
    author: "Редакция корпоративного университета",
    description: "Памятка руководителю: вопросы, частота, заметки.",
    topic: "Лидерство",
    link: "/knowledge/guide",
  },
  {
    kind: "book",
    title: "Переговоры без поражения",
    author: "Роджер Фишер, Уильям Юри",
    description: "Гарвардский метод: интересы вместо позиций.",
    topic: "Переговоры",
    link: "https://www.alpinabook.ru/catalog/book-perehovory-bez-porazheniya/",
  },
  {
    kind: "material",
    title: "Памятка по стандартам обслуживания",
    author: "Отдел обучения",
    description: "Краткая версия стандартов для торгового зала.",
    topic: "Сервис",
    link: "",
  },
  {
    kind: "article",
    title: "Ёмкие ответы на возражения покупателей",
    author: "Отдел обучения",
    description: "Двадцать частых возражений и ответы на них.",
    topic: "Переговоры",
    link: "/knowledge/faq",
  },
  {
    kind: "material",
    title: "Инструкция по охране труда для продавца",
    author: "Служба охраны труда",
    description: "Требования безопасности до начала, во время и после работы.",
    topic: "Охрана труда",
    link: "https://www.consultant.ru/",
  },
];

export async function seedUniversity({ services, accounts, demoUserId }: SeedContext): Promise<void> {
  const admin = accounts.find((a) => a.roles.includes(ROLE_ADMINISTRATOR)) ?? accounts[0];
  if (!admin) return;
  const actor = actingAs(await demoUserId(admin.phone), [ROLE_ADMINISTRATOR]);
  const { courses, literature } = services.university;
  for (const course of COURSES) await courses.save(actor, null, { ...course, coverFileId: undefined }, services.files);
  // The memo without a link carries the one file of the demo, so the list shows a download.
  const memo = await services.files.saveUpload(
    actor,
    { fileType: "UNIVERSITY_LITERATURE", originalFileName: "Памятка по стандартам обслуживания.pdf", bytes: DEMO_PDF },
    { seeding: true },
  );
  for (const item of LITERATURE) await literature.save(actor, null, { ...item, fileId: item.link ? undefined : memo.id }, services.files);
}

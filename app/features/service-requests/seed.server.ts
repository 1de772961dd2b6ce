// The services' demo: the HR and office services configured on the engine (configuration alone: fields and a
// route each), and the demo employee's requests in several statuses, so a first start shows a living hub.
import { actingAs } from "~/platform/actor";
import type { SeedContext } from "~/platform/feature";
import type { ServiceField } from "./fields";
import { ROLE_EDUCATION_HR, ROLE_HR_SERVICES, ROLE_IT_SUPPORT, ROLE_OFFICE_SERVICES } from "./policy";
import type { ServiceRoute } from "./route";
import { createClaims } from "~/features/claims/index.server";
import { managerOf } from "~/features/contacts/index.server";
import { addCategory, addServiceType, type NewServiceType } from "./server/catalogue.server";
import { createServiceRequests } from "./server/requests.server";
import { DEMO_PDF } from "~/platform/files/demo-files.server";
import { SERVICE_FILE } from "./files";

const everyone = { roles: [] };
const hr: ServiceRoute["handlers"] = { who: [{ kind: "role", role: ROLE_HR_SERVICES }], dueHours: 48 };
const office: ServiceRoute["handlers"] = { who: [{ kind: "role", role: ROLE_OFFICE_SERVICES }], dueHours: 24 };
const byManager = { who: [{ kind: "manager" }], dueHours: 24 } as const;

const comment: ServiceField = { key: "comment", kind: "longtext", label: "Комментарий", required: false, max: 1000 };

/** A demo service: a type of the catalogue without its place and manager role, which its category gives it. */
export type DemoType = Omit<NewServiceType, "categoryId" | "sort" | "managerRole">;

/** The HR department's services (the generated set of scripts/lib/services-generate.ts reuses them). */
export const HR_SERVICES: DemoType[] = [
  {
    key: "statements",
    name: "Справки",
    description: "Справка с места работы, 2-НДФЛ, копия трудовой книжки",
    icon: "document",
    family: "STATEMENT",
    audience: everyone,
    fields: [
      {
        key: "kind",
        kind: "choice",
        label: "Справка",
        required: true,
        options: ["Справка с места работы", "Справка о доходах (2-НДФЛ)", "Копия трудовой книжки"],
      },
      { key: "copies", kind: "number", label: "Количество экземпляров", required: true, min: 1, max: 5 },
      { key: "purpose", kind: "text", label: "Куда требуется", required: false, max: 200, help: "Например: по месту требования, в банк" },
      comment,
    ],
    route: { approvals: [], handlers: hr },
  },
  {
    key: "vacation",
    name: "Отпуск",
    description: "Заявление на ежегодный или другой отпуск",
    icon: "calendar",
    family: "VACATION",
    audience: everyone,
    fields: [
      {
        key: "type",
        kind: "choice",
        label: "Вид отпуска",
        required: true,
        options: ["Ежегодный оплачиваемый", "Без сохранения заработной платы", "Учебный"],
      },
      { key: "dates", kind: "daterange", label: "Даты отпуска", required: true, notPast: true },
      {
        key: "deputy",
        kind: "person",
        label: "Кто замещает",
        required: false,
        help: "Коллега, который возьмёт ваши дела на время отпуска",
      },
      comment,
    ],
    route: { approvals: [byManager], handlers: hr },
  },
  {
    key: "business-card",
    name: "Визитки",
    description: "Заказ визитных карточек",
    icon: "card",
    family: "BUSINESS_CARD",
    audience: everyone,
    fields: [
      { key: "count", kind: "choice", label: "Тираж", required: true, options: ["50", "100", "200"] },
      { key: "languages", kind: "multichoice", label: "Языки", required: true, options: ["Русский", "Английский"] },
      { key: "phone", kind: "phone", label: "Телефон на визитке", required: false },
      comment,
    ],
    route: { approvals: [], handlers: hr },
  },
];

/** The office's services. */
export const OFFICE_SERVICES: DemoType[] = [
  {
    // A business trip: approved by the manager, its dates set the work status BUSINESS_TRIP (family TRIP).
    key: "trips",
    name: "Командировка",
    description: "Поездка по делам компании: маршрут, даты, билеты, гостиница и аванс",
    icon: "calendar",
    family: "TRIP",
    audience: everyone,
    fields: [
      { key: "purpose", kind: "text", label: "Цель поездки", required: true, max: 255 },
      { key: "route", kind: "text", label: "Маршрут", required: true, max: 255, help: "Например: Москва — Казань — Москва" },
      { key: "dates", kind: "daterange", label: "Даты поездки", required: true, notPast: true },
      { key: "transport", kind: "multichoice", label: "Билеты", required: false, options: ["Самолёт", "Поезд", "Служебный автомобиль"] },
      { key: "hotel", kind: "choice", label: "Гостиница", required: true, options: ["Нужна", "Не нужна"] },
      { key: "advance", kind: "number", label: "Аванс, ₽", required: false, min: 0, max: 500_000, help: "Суточные и расходы на месте" },
      comment,
    ],
    route: { approvals: [byManager], handlers: office },
  },
  {
    key: "passes",
    name: "Пропуск для посетителя",
    description: "Разовый пропуск в офис для гостя или автомобиля",
    icon: "badge",
    family: "PASS",
    audience: everyone,
    fields: [
      { key: "guest", kind: "text", label: "ФИО посетителя", required: true, max: 200 },
      { key: "date", kind: "date", label: "Дата визита", required: true, notPast: true },
      { key: "time", kind: "time", label: "Время прихода", required: true },
      { key: "car", kind: "text", label: "Номер автомобиля", required: false, max: 20, help: "Если гость приедет на машине" },
    ],
    route: { approvals: [], handlers: office },
  },
  {
    key: "courier",
    name: "Курьер",
    description: "Доставка документов и посылок курьером",
    icon: "truck",
    family: "COURIER",
    audience: everyone,
    fields: [
      { key: "address", kind: "text", label: "Адрес доставки", required: true, max: 255 },
      { key: "date", kind: "date", label: "Когда доставить", required: true, notPast: true },
      { key: "recipient", kind: "phone", label: "Телефон получателя", required: true },
      { key: "what", kind: "longtext", label: "Что доставить", required: true, max: 1000 },
    ],
    route: { approvals: [byManager], handlers: office },
  },
  {
    key: "carFix",
    name: "Ремонт служебного автомобиля",
    description: "Заявка на ремонт или обслуживание служебной машины",
    icon: "car",
    family: "SERVICE",
    audience: everyone,
    fields: [
      { key: "car", kind: "text", label: "Госномер автомобиля", required: true, max: 20 },
      { key: "mileage", kind: "number", label: "Пробег, км", required: false, min: 0, max: 2_000_000 },
      { key: "problem", kind: "longtext", label: "Что случилось", required: true, max: 2000 },
      { key: "photo", kind: "file", label: "Фото или акт осмотра", required: false },
    ],
    route: { approvals: [byManager], handlers: office },
  },
];

const itSupport: ServiceRoute["handlers"] = { who: [{ kind: "role", role: ROLE_IT_SUPPORT }], dueHours: 8 };

/** The IT catalogue's services (service-catalogue): several leaves of its tree name each. */
export const IT_SERVICES: DemoType[] = [
  {
    key: "it-request",
    name: "Заявка в ИТ",
    description: "Неисправность, настройка или установка: ИТ-поддержка разберётся",
    icon: "document",
    family: "IT",
    audience: everyone,
    fields: [
      { key: "problem", kind: "longtext", label: "Что нужно сделать", required: true, max: 2000 },
      { key: "urgency", kind: "choice", label: "Срочность", required: true, options: ["Обычная", "Срочно: не могу работать"] },
      { key: "place", kind: "text", label: "Где вы находитесь", required: false, max: 200, help: "Кабинет, этаж или магазин" },
    ],
    route: { approvals: [], handlers: itSupport },
  },
  {
    key: "it-access",
    name: "Доступ к системе",
    description: "Права в 1С, CRM, на сетевые папки: после согласования руководителем",
    icon: "document",
    family: "IT",
    audience: everyone,
    fields: [
      { key: "system", kind: "text", label: "Система или ресурс", required: true, max: 200 },
      { key: "level", kind: "choice", label: "Права", required: true, options: ["Просмотр", "Изменение", "Администрирование"] },
      { key: "reason", kind: "longtext", label: "Зачем нужен доступ", required: true, max: 1000 },
    ],
    route: { approvals: [byManager], handlers: itSupport },
  },
];

/** The education catalogue's request (service-catalogue): a training's leaf names it. */
export const EDUCATION_SERVICES: DemoType[] = [
  {
    key: "education-request",
    name: "Заявка на обучение",
    description: "Курс, тренинг или конференция: согласует руководитель, организует отдел обучения",
    icon: "document",
    family: "EDUCATION",
    audience: everyone,
    fields: [
      { key: "goal", kind: "longtext", label: "Чему хотите научиться", required: true, max: 1000 },
      { key: "when", kind: "choice", label: "Когда удобно", required: true, options: ["Ближайшая группа", "Через месяц и позже"] },
      comment,
    ],
    route: { approvals: [byManager], handlers: { who: [{ kind: "role", role: ROLE_EDUCATION_HR }], dueHours: 72 } },
  },
];

/** The demo's categories in order: each one's name, services and the role that manages them. */
export const DEMO_CATALOGUE: readonly { name: string; services: readonly DemoType[]; managerRole: string }[] = [
  { name: "Кадровые сервисы", services: HR_SERVICES, managerRole: ROLE_HR_SERVICES },
  { name: "Офис и хозяйство", services: OFFICE_SERVICES, managerRole: ROLE_OFFICE_SERVICES },
  // Off the hub: their catalogues reach them.
  { name: "ИТ", services: IT_SERVICES, managerRole: ROLE_IT_SUPPORT },
  { name: "Обучение", services: EDUCATION_SERVICES, managerRole: ROLE_EDUCATION_HR },
];

const HOUR = 3_600_000;

export async function seedServiceRequests({ deps, services, accounts, demoUserId }: SeedContext): Promise<void> {
  const { db } = deps;
  const start = deps.now();
  const admin = await demoUserId(accounts[0]?.phone ?? "");
  for (const [sort, { name, services, managerRole }] of DEMO_CATALOGUE.entries()) {
    const categoryId = await addCategory(db, name, sort);
    for (const [i, type] of services.entries()) await addServiceType(db, { ...type, categoryId, sort: i, managerRole }, admin, start);
  }
  const employeePhone = accounts.find((a) => a.roles.length === 0 && a.password)?.phone;
  if (!employeePhone) return;
  // The engines on a clock set back over the last days (as the claims' demo does), so the requests, their
  // histories and what they told the employee are dated as if made then.
  let at = start.getTime();
  const clocked = { ...deps, now: () => new Date(at) };
  const claims = createClaims(clocked);
  const requests = createServiceRequests(clocked, claims);
  const employee = actingAs(await demoUserId(employeePhone));
  const handler = actingAs(admin);
  const inDays = (n: number) => new Date(start.getTime() + n * 24 * HOUR).toISOString().slice(0, 10);
  const inAWeek = inDays(7);
  const move = (by: typeof handler, claimId: number, status: string, comment: string | null = null) =>
    claims.changeStatus(by, { claimId, status, comment, version: undefined });
  // Her manager by the department chain approves what needs approval (the administrator where she has none).
  const managerId = await managerOf(db, employee.userId);
  const manager = managerId === null ? handler : actingAs(managerId);
  // A request in every status: cancelled, rejected and sent back for a fix a week and more ago.
  at -= 10 * 24 * HOUR;
  const earlier = await requests.ask(employee, "statements", { kind: "Копия трудовой книжки", copies: "1" });
  at += 2 * HOUR;
  await move(employee, earlier.id, "CANCELLED");
  at = start.getTime() - 8 * 24 * HOUR;
  const repair = await requests.ask(employee, "carFix", { car: "А123ВС 78", problem: "Не заводится в мороз, горит лампа аккумулятора" });
  at += 5 * HOUR;
  await move(manager, repair.id, "REJECTED", "Машина на гарантии: везите к дилеру, заявку в сервис не подаём");
  at = start.getTime() - 7 * 24 * HOUR;
  const courier = await requests.ask(employee, "courier", {
    address: "Санкт-Петербург, Невский пр., 28",
    date: inAWeek,
    recipient: "+7 812 555-01-02",
    what: "Подписанные договоры поставки, 2 экземпляра",
  });
  at += 3 * HOUR;
  await move(manager, courier.id, "ON_FIX", "Укажите, кому передать: имя и должность получателя");
  at = start.getTime() - 6 * 24 * HOUR;
  const card = await requests.ask(employee, "business-card", { count: "100", languages: ["Русский", "Английский"] });
  at += 26 * HOUR;
  await claims.changeStatus(handler, { claimId: card.id, status: "COMPLETED", comment: null, version: undefined });
  // A certificate of income done a few days ago, its scan attached by HR for her to download.
  at = start.getTime() - 4 * 24 * HOUR;
  const income = await requests.ask(employee, "statements", { kind: "Справка о доходах (2-НДФЛ)", copies: "1", purpose: "В банк" });
  at += 20 * HOUR;
  const scan = await services.files.saveUpload(
    handler,
    { fileType: SERVICE_FILE.type, originalFileName: "Справка 2-НДФЛ.pdf", bytes: DEMO_PDF },
    { seeding: true },
  );
  await requests.attachDocument(handler, { claimId: income.id, fileId: scan.id });
  await claims.changeStatus(handler, { claimId: income.id, status: "COMPLETED", comment: null, version: undefined });
  // A trip to the Kazan store next month, approved by her manager and booked by the office.
  at = start.getTime() - 3 * 24 * HOUR;
  const trip = await requests.ask(employee, "trips", {
    purpose: "Открытие магазина в Казани",
    route: "Санкт-Петербург — Казань — Санкт-Петербург",
    dates: { from: inDays(20), to: inDays(23) },
    transport: ["Самолёт"],
    hotel: "Нужна",
    advance: "12000",
  });
  at += 5 * HOUR;
  if (managerId !== null) await move(manager, trip.id, "APPROVED");
  at += 20 * HOUR;
  await move(handler, trip.id, "IN_WORK");
  at = start.getTime() - 2 * 24 * HOUR;
  const statement = await requests.ask(employee, "statements", { kind: "Справка с места работы", copies: "1" });
  at += 4 * HOUR;
  await claims.changeStatus(handler, { claimId: statement.id, status: "IN_WORK", comment: null, version: undefined });
  at = start.getTime() - 30 * HOUR;
  // Leave in a month, approved by her manager: waiting on HR. And one in the summer, waiting on her manager.
  const august = await requests.ask(employee, "vacation", {
    type: "Ежегодный оплачиваемый",
    dates: { from: inDays(30), to: inDays(43) },
  });
  at += 6 * HOUR;
  // Without a manager up the chain it went straight to HR: nothing to approve.
  if (managerId !== null) await move(manager, august.id, "APPROVED");
  at = start.getTime() - 5 * HOUR;
  await requests.ask(employee, "passes", { guest: "Иванов Пётр Сергеевич", date: inAWeek, time: "10:00" });
  at = start.getTime() - 2 * HOUR;
  await requests.ask(employee, "vacation", { type: "Без сохранения заработной платы", dates: { from: inDays(60), to: inDays(62) } });
}

// What only the server says about services: refusals, toasts, the names the manifest gives the menu and the
// notification settings, and the notifications of each family's requests.
import type { NOTICE_EVENTS } from "./server/request-claims.server";

export const serverMessages = {
  serviceNotFound: "Сервис не найден",
  notForYou: "Этот сервис вам недоступен",
  asked: "Заявка отправлена",
  /** The portal search's block of services. */
  searchBlock: "Сервисы",
};

export const serviceNames = {
  menu: "Сервисы",
  /** The hub's own entry in the «Сервисы» dropdown, beside the services other features add under it. */
  hubMenu: "Все сервисы",
  /** The family of requests without their own (car repair and what administrators add). */
  family: "Сервисы",
} as const;

/** A field's refusal names the field (issue #34 "Bad input"). */
export const answerRefusals = {
  required: (field: string) => `Заполните поле «${field}»`,
  tooLong: (field: string, max: number) => `Поле «${field}» — не больше ${max} символов`,
  number: (field: string) => `В поле «${field}» нужно число`,
  between: (field: string, min?: number, max?: number) =>
    min !== undefined && max !== undefined
      ? `Поле «${field}» — от ${min} до ${max}`
      : min !== undefined
        ? `Поле «${field}» — не меньше ${min}`
        : `Поле «${field}» — не больше ${max}`,
  date: (field: string) => `Укажите в поле «${field}» дату`,
  range: (field: string) => `Укажите в поле «${field}» даты начала и окончания`,
  reversed: (field: string) => `В поле «${field}» дата окончания раньше даты начала`,
  past: (field: string) => `В поле «${field}» дата не может быть в прошлом`,
  time: (field: string) => `Укажите в поле «${field}» время в виде ЧЧ:ММ`,
  option: (field: string) => `Выберите в поле «${field}» вариант из списка`,
  phone: (field: string) => `Укажите в поле «${field}» телефон: +7 и 10 цифр`,
  /** A file's id that is not the requester's own new upload of the services' kind (or is another request's). */
  file: (field: string) => `Файл в поле «${field}» не найден: приложите его снова`,
  person: (field: string) => `Выберите в поле «${field}» сотрудника из списка`,
  department: (field: string) => `Выберите в поле «${field}» подразделение из списка`,
} as const;

/** A request's prepared document (request-files.server.ts). */
export const documentMessages = {
  label: "Готовый документ",
  forbidden: "Приложить документ к этой заявке могут её исполнители, когда она у них",
  fileNotFound: "Файл не найден: выберите его снова",
  /** The claims engine's own words for a request one does not read. */
  requestNotFound: "Заявка не найдена",
  chooseFile: "Выберите файл",
  attached: (name: string) => `Приложен готовый документ «${name}»`,
} as const;

/** Each family's request notifications ({claim} is «№id «service»»), by event (request-claims.server.ts). */
export const requestNotices: Record<(typeof NOTICE_EVENTS)[number], string> = {
  NEW_FOR_APPROVER: "Заявка {claim} ждёт вашего решения",
  ON_FIX_FOR_APPROVER: "Заявка {claim} доработана и снова ждёт вашего решения",
  APPROVED_FOR_OWNER: "Ваша заявка {claim} согласована и передана исполнителям",
  IN_WORK_FOR_OWNER: "Ваша заявка {claim} взята в работу",
  ON_FIX_FOR_OWNER: "Ваша заявка {claim} отправлена на доработку",
  REJECTED_FOR_OWNER: "Ваша заявка {claim} отклонена",
  COMPLETED: "Ваша заявка {claim} выполнена",
};

/** The settings form's refusals (server/admin-schema.server.ts, server/admin.server.ts). */
export const adminRefusals = {
  nameRequired: "Укажите название сервиса",
  nameTooLong: (max: number) => `Название сервиса — не больше ${max} символов`,
  descriptionRequired: "Опишите сервис в одной-двух фразах",
  descriptionTooLong: (max: number) => `Описание — не больше ${max} символов`,
  icon: "Выберите значок из списка",
  category: "Выберите раздел из списка",
  audienceDepartment: "Выберите подразделения из списка",
  audiencePosition: (name: string) => `Должности «${name}» нет в справочнике`,
  audiencePositionsTooMany: (max: number) => `Не больше ${max} должностей`,
  labelTooLong: (max: number) => `Название поля — не больше ${max} символов`,
  kind: (label: string) => `Выберите тип поля «${label}»`,
  helpTooLong: (max: number) => `Подсказка — не больше ${max} символов`,
  number: "Укажите число",
  minAboveMax: "Наименьшее значение больше наибольшего",
  options: (label: string) => `Укажите для поля «${label}» хотя бы два варианта, по одному в строке`,
  optionsTooMany: (max: number) => `Не больше ${max} вариантов, каждый — до 255 символов`,
  tooManyFields: (max: number) => `В форме может быть не больше ${max} полей`,
  stop: "Выберите, кто согласует, из списка",
  dueHours: (max: number) => `Срок — целое число часов от 1 до ${max}`,
  stale: "Настройки сервиса изменились, пока форма была открыта. Откройте её заново",
  forbidden: "Настраивать этот сервис могут только его администраторы",
  saved: "Настройки сервиса сохранены",
  created: "Сервис создан. Настройте форму и маршрут и откройте его для сотрудников",
  key: "Адрес — латинские буквы, цифры и дефис, от 2 до 40 знаков, первая — строчная буква",
  keyTaken: "Этот адрес уже занят другим сервисом",
  /** The one field a new service starts with. */
  firstField: "Что нужно сделать",
} as const;

/** A leave's overlaps with the team's approved leave, as its approver reads them (server/overlaps.server.ts). */
export const overlapNote = {
  line: (person: string, from: string, to: string) => `В это время в отпуске ${person}: ${from} — ${to}`,
  more: "И другие: совпадений больше десяти",
} as const;

/** STATEMENT_COMPLETED_FOR_ADMIN: the other HR handlers of a statement hear it is done. */
export const statementDoneForAdmin = "Справка {claim} подготовлена";

/** Its role groups on /admin/rights (the manifest's roleGroups). */
export const serviceRoleGroupNames = {
  admin: { title: "Настройка сервисов", hint: "Создаёт и настраивает сервисы: формы, маршруты, кто может подать заявку" },
  hr: { title: "Кадровые заявки", hint: "Ведёт заявки на справки, отпуска и другие кадровые сервисы" },
  office: { title: "Офис: пропуска и командировки", hint: "Ведёт заявки на пропуска, командировки и хозяйственные нужды" },
  it: { title: "ИТ-поддержка", hint: "Ведёт заявки каталога IT-сервисов: рабочие места, доступы, программы" },
  education: { title: "Обучение персонала", hint: "Ведёт заявки на обучение после согласования руководителем" },
};

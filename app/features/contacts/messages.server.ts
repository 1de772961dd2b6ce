// Refusals of the contacts directory that only the server sends (domain errors, /api payload messages, page
// actions). What pages show is in messages.ts.

export const contactsRefusals = {
  categoryNotFound: "Категория контактов не найдена",
  contactNotFound: "Контакт не найден",
  serviceNotFound: "Служебная запись не найдена",
  notService: "Это карточка сотрудника: её данные берутся из профиля и здесь не меняются",
  forbidden: "Изменять справочник контактов могут только редакторы контактов",
  userRequired: "Выберите сотрудника",
  userNotFound: "Сотрудник не найден",
  sortInvalid: "Порядок должен состоять из контактов этой категории, каждый по одному разу",
  directionInvalid: "Укажите направление: up или down",
  departmentNotFound: "Подразделение не найдено",
};

/** The directory's blocks on the portal search's results pages. */
export const contactsSearchBlocks = {
  departments: "Подразделения",
};

/** GET /search/find-index-with-grouping: the groups of the CONTACT index's parts (the cards' kinds). */
export const contactPartNames = {
  user: "Контакты",
  another: "Другие контакты",
} as const;

/** Its entries in the portal's demo menu (the manifest's `menu`). */
export const contactsMenuNames = {
  contacts: "Контакты",
  directory: "Справочник сотрудников",
  structure: "Структура компании",
} as const;

/** Its role group on /admin/rights (the manifest's roleGroups). */
export const roleGroupNames = {
  title: "Справочник контактов",
  hint: "Правит карточки сотрудников и служебные записи справочника",
};

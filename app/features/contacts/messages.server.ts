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
  notTheirDepartment:
    "Недостаточно прав: секретарь подразделения правит только контакты своего подразделения, остальные — редакторы контактов (ROLE_EDIT_CONTACTS)",
};

/** /admin/secretary-to-department and its calls: refusals only the server sends. */
export const secretaryRefusals = {
  noRight: "Недостаточно прав: назначать секретарей подразделений может только владелец права ROLE_EDIT_SECRETARY или администратор",
  departmentNotFound: "Подразделение не найдено",
  personNotFound: "Сотрудник не найден",
  personBlocked: (name: string) => `Сотрудник ${name} заблокирован: секретарём его не назначить`,
  duplicate: (name: string, department: string) => `${name} уже секретарь подразделения «${department}»`,
  notAssigned: "Этот сотрудник не секретарь этого подразделения",
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

/** Its role groups on /admin/rights (the manifest's roleGroups). */
export const roleGroupNames = {
  title: "Справочник контактов",
  hint: "Правит карточки сотрудников и служебные записи справочника",
};
export const secretaryGroupNames = {
  title: "Секретари подразделений",
  hint: "Назначает секретарей подразделений и снимает их",
};

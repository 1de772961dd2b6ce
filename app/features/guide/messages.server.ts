// What only the guide's server says: answers and refusals of its domain functions and /api (spec §8 verbatim
// where quoted). Never imported by a route's client code: a module named *.server.ts stays out of the browser
// bundle.
export const guideApiMessages = {
  sectionCreated: "Раздел добавлен",
  childCreated: "Подраздел добавлен",
  sectionUpdated: "Информация о разделе обновлена",
  childUpdated: "Информация о подразделе обновлена",
  sectionDeleted: "Раздел удален",
  sorted: "Изменения сохранены",
  articleCreated: "Статья добавлена",
  articleUpdated: "Информация о статье обновлена",
  articleDeleted: "Статья удалена",
  articleUnarchived: "Статья восстановлена как черновик",
  notArchived: "Статья не в архиве",
  versionRestored: (version: number) => `Восстановлена версия ${version}`,
  // refusals
  sectionNotFound: (id: number | string) => `Не найден раздел гида с идентификатором ${id}`,
  articleNotFound: (id: number | string) => `Не найдена запись гида с идентификатором ${id}`,
  versionNotFound: (version: number | string) => `Версия ${version} статьи не найдена`,
  noReadRight: "Недостаточно прав для просмотра статьи",
  sectionIdRequired: "Укажите идентификатор раздела",
  articleIdRequired: "Укажите идентификатор статьи",
  versionRequired: "Укажите номер версии",
  versionBeforeInvalid: "Параметр before — номер версии (целое число больше нуля)",
  tooManySaves: "Слишком много сохранений подряд. Подождите минуту и сохраните снова",
  bodyFileForbidden: (id: number) => `В тексте есть файл ${id}, недоступный вам: загрузите его заново или уберите из текста`,
  sectionNameRequired: "Укажите название раздела",
  sectionNameTooLong: "Название раздела — не более 255 символов",
  editForbidden: "Недостаточно прав для изменения раздела гида",
  createTopForbidden: "Создавать разделы верхнего уровня могут только редакторы гида",
  deleteForbidden: "Удалять разделы могут только редакторы гида",
  accessForbidden: "Изменять доступ и редакторов раздела могут только редакторы гида",
  versionsForbidden: "История версий доступна только редакторам раздела",
  notTop: "Раздел не является разделом верхнего уровня",
  notChild: "Раздел не является подразделом",
  notFirstChild: "Раздел не является подразделом раздела верхнего уровня",
  parentRequired: "Укажите родительский раздел",
  idListInvalid: (field: string) => `Поле ${field} должно быть списком идентификаторов`,
  departmentNotFound: "Подразделение не найдено",
  userNotFound: "Сотрудник не найден",
  roleNotFound: "Роль не найдена",
  fileNotFound: "Файл не найден",
  sortInvalid: "Порядок должен состоять из разных записей одного раздела",
  contentAndNameRequired: "Необходимо указать содержание и название статьи",
  articleNameTooLong: "Название статьи — не более 255 символов",
  categoryRequired: "Выберите раздел",
  statusInvalid: "Статус статьи: PUBLISHED или DRAFT",
  listStatusInvalid: "Статус статей: PUBLISHED, DRAFT или ARCHIVE",
  tagsInvalid: "Теги должны быть списком строк",
  tagTooLong: "Тег — не более 50 символов",
  flagInvalid: "Укажите flagToEmail: true или false",
  // notifications produced from GUIDE_ARTICLE_PUBLISHED
  notifyNew: "В гиде по компании новая статья: {article}",
  notifyUpdate: "В гиде по компании обновлена статья: {article}",
  favoriteNotFound: "Статья гида не найдена",
} as const;

/** The guide's notification family on the settings page. */
export const guideFamilyLabel = "Гид по компании";

/** Its entries in the portal's demo menu (the manifest's `menu`). */
export const guideMenuNames = {
  knowledge: "База знаний",
  guide: "Гид по компании",
} as const;

/** Its role group on /admin/rights (the manifest's roleGroups). */
export const roleGroupNames = {
  title: "Путеводитель",
  hint: "Правит весь путеводитель: разделы верхнего уровня, статьи, доступы",
};

export const rolePositionsRefusals = {
  noRight: "Недостаточно прав: роли по должностям меняет обладатель роли ROLE_UPDATE_WIKI_ROLE",
  roleNotFound: "Роль гида не найдена",
  positionNotFound: "Должность не найдена",
  everyone: "Эта роль объединяет всех сотрудников: должности в неё не добавляются",
  already: (position: string) => `Должность «${position}» уже в этой роли`,
  notThere: "Этой должности в роли уже нет",
  positionRequired: "Выберите должность",
};

/** Its second role group on /admin/rights. */
export const wikiRoleGroupNames = {
  title: "Роли по должностям",
  hint: "Решает, какие роли гида у каждой должности (/admin/roles-by-positions)",
};

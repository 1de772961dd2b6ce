// What only the server says about normative documents: refusals its domain functions throw, the toasts and
// refusals of its pages' loaders and actions. Pages show them, but no browser bundle carries them.
export const serverMessages = {
  deleteNameMismatch: "Название введено неверно: документ не удалён",
  notFound: "Документ не найден",
  themeNotFound: "Тема документов не найдена",
  forbidden: "Изменять нормативные документы могут только редакторы документов",
  reportForbidden: "Отчёт об ознакомлении доступен только редакторам документов",
  // Messages (the spec gives "Документ удалён")
  added: "Документ добавлен",
  updated: "Информация о документе обновлена",
  deleted: "Документ удалён",
  themeCreated: "Тема добавлена",
  themeUpdated: "Тема переименована",
  themeMoved: "Порядок тем изменён",
  themeDeleted: "Тема удалена",
  themeNotEmpty: "В теме есть документы: перенесите или удалите их, затем удалите тему",
  acknowledgedToast: "Отмечено: вы ознакомились с документом",
  noDepartment: "Без подразделения",
  /** The header of the documents' block on the search results pages (spec part 1 §2.5). */
  searchBlock: "Нормативные документы",
};

/** Its entries in the portal's demo menu (the manifest's `menu`). */
export const documentsMenuNames = {
  documents: "Нормативные документы",
} as const;

/** Its role group on /admin/rights (the manifest's roleGroups). */
export const roleGroupNames = {
  title: "Нормативные документы",
  hint: "Добавляет, правит и удаляет нормативные документы и их темы",
};

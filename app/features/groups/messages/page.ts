// The groups' strings (issue #14), a file per area: the bundler ships a whole file with any page that imports
// it, so a page loads only its areas' strings. Client-safe; refusals only the server sends: ../messages.server.ts.
/** The groups' own pages (the list, the group form, the members page, the mobile menu): what they add. */
export const groupPageMessages = {
  find: "Найти",
  searchPlaceholder: "Название группы",
  tabsLabel: "Группы: все или мои",
  total: (n: number) => `Найдено групп: ${n}`,
  firstPage: "В начало списка",
  descriptionHint: (max: number) => `Не более ${max} символов`,
  currentImage: "Сейчас:",
  keepImage: "Оставьте поле пустым, чтобы не менять изображение",
  removeImage: "Убрать изображение",
  imageTooBig: "Файл больше 30 МБ",
  delete: "Удалить",
  deleteConfirm: "Удалить группу",
  deleteText: (name: string) => `Группа «${name}» пропадёт из списка групп вместе со своими публикациями, статьями и альбомами.`,
  deleteNameLabel: "Название группы",
  back: "К группе",
  memberSearchPlaceholder: "Фамилия или имя",
  memberTotal: (n: number) => `Участников: ${n}`,
  noRequests: "Новых заявок нет",
  requestFrom: (date: string) => `Заявка от ${date}`,
  manageMember: (action: string, name: string) => `${action}: ${name}`,
  menuTitle: "Мои группы",
} as const;

// What only the server says about the hall of fame: refusals, toasts, and the names the manifest gives the
// menu, the role group, the notification settings and the search.
export const serverMessages = {
  forbidden: "Изменять аллею славы могут только её редакторы",
  boardNotFound: "Доска не найдена",
  personNotFound: "Сотрудник не найден",
  entryNotFound: "Этого сотрудника нет на доске",
  alreadyOnBoard: "Этот сотрудник уже есть на доске",
  fileNotFound: "Файл не найден или это не изображение аллеи славы",
  boardCreated: "Доска создана",
  boardSaved: "Доска сохранена",
  boardRemoved: "Доска удалена",
  personSaved: "Запись сотрудника сохранена",
  personRemoved: "Сотрудник убран с доски",
};

export const walkfameNames = {
  menu: "Аллея славы",
  family: "Аллея славы",
  /** WALKFAME_PERSON_ADDED: {board} is the board the reader was put on. */
  notifyAdded: "Вы на доске почёта «{board}»",
  roleGroup: { title: "Аллея славы", hint: "Создание и изменение досок почёта и записей сотрудников на них" },
  searchBlock: "Аллея славы",
} as const;

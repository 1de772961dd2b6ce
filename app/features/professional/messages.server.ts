// What only the server says about the best-in-profession contest: refusals, toasts, and the names the manifest
// gives the menu, the role group and the search.
export const serverMessages = {
  forbidden: "Изменять итоги конкурса могут только его редакторы",
  yearNotFound: "Год конкурса не найден",
  yearExists: "Этот год уже есть",
  winnerNotFound: "Победитель не найден",
  personNotFound: "Сотрудник не найден",
  fileNotFound: "Файл не найден или это не фото конкурса",
  yearSaved: "Год конкурса сохранён",
  yearRemoved: "Год конкурса удалён",
  winnerSaved: "Победитель сохранён",
  winnerRemoved: "Победитель удалён",
};

export const professionalNames = {
  menu: "Лучший по профессии",
  roleGroup: { title: "Лучший по профессии", hint: "Годы конкурса и его победители" },
  searchBlock: "Лучший по профессии",
} as const;

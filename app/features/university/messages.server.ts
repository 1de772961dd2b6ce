// What only the server says about the corporate university: refusals, toasts, and the names the manifest gives
// the menu and the role group.
export const serverMessages = {
  forbidden: "Изменять раздел «Корпоративный университет» могут только его редакторы",
  courseNotFound: "Курс не найден",
  itemNotFound: "Материал не найден",
  fileNotFound: "Файл не найден или это не файл корпоративного университета",
  linkOrFile: "Укажите ссылку или приложите файл",
  moveInvalid: "Укажите, куда переместить: to — up или down",
  courseCreated: "Курс добавлен",
  courseSaved: "Курс сохранён",
  courseRemoved: "Курс удалён",
  itemCreated: "Материал добавлен",
  itemSaved: "Материал сохранён",
  itemRemoved: "Материал удалён",
};

export const universityNames = {
  menu: "Корпоративный университет",
  roleGroup: { title: "Корпоративный университет", hint: "Курсы и литература корпоративного университета: добавление, порядок, удаление" },
} as const;

// What the shell says that only the server needs: the welcome message of a person's first visits goes to the
// page as loader data when it is due, so every page's scripts do not carry its text.
export const welcome = {
  welcomeTitle: (name: string) => `Добро пожаловать, ${name}!`,
  welcomeText:
    "Это корпоративный портал: здесь новости компании, база знаний, справочник контактов, вакансии и сервисные заявки. Начните с гида по компании или найдите коллегу в контактах.",
  welcomeClose: "Понятно, спасибо",
  /** Before the guide article the guide's editors chose for it (Эмилия's welcome pop-up). */
  welcomeArticle: "Эмилия советует начать со статьи:",
} as const;

/** Refusals of the sections' icons (/admin/icons, /api/nav/icon…), as the envelope's or the form's message. */
export const sectionIconRefusals = {
  noRight: "Недостаточно прав: иконки разделов меняет только обладатель роли ROLE_EDIT_USER_ROLE_GROUP",
  sectionNotFound: "Раздел меню не найден",
  notTopLevel: "Иконка бывает только у раздела верхнего уровня",
  unknownIcon: (name: string) => `В наборе портала нет иконки «${name}»`,
  iconOrFile: "Укажите одно: icon (иконку из набора) или fileId (загруженный файл)",
  chooseIcon: "Выберите иконку из набора",
  fileRequired: "Выберите файл иконки: PNG или SVG",
  fileNotFound: "Файл иконки не найден: загрузите его через /file/save с fileType NAV_ICON",
} as const;

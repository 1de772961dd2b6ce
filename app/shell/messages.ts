// Strings of the signed-in layout (header, menu, bell, mobile bar, welcome message). `shell` and `sections` keep
// ru's names; `bell` is ru.notifications' header part.

export const shell = {
  favorites: "Избранное",
  help: "Помощь",
  administrator: "Администратор",
  logout: "Выйти",
  profile: "Мой профиль",
  liteOn: "Облегчённый режим",
  liteOff: "Обычный режим",
  liteHint: "Без скриптов — для слабых устройств",
  menu: "Меню",
  mainMenu: "Главное меню",
  userMenu: "Меню пользователя",
  sectionsNav: "Разделы портала",
  search: "Поиск",
  // The header's search: the whole portal (people, departments, the knowledge base, the groups' texts).
  searchPortal: "Поиск по порталу",
  searchPlaceholder: "Сотрудник, статья, документ…",
  find: "Найти",
  notifications: "Уведомления",
  openMenu: "Открыть меню",
  groups: "Группы",
  skipToContent: "Перейти к содержимому",
  quickLinks: "Быстрые ссылки",
} as const;

/** ru.notifications' strings of the header's bell (the notifications page has its own, in its feature). */
export const bell = {
  empty: "Новых уведомлений нет",
  all: "Все уведомления",
  readAll: "Прочитать все",
  title: "Уведомления",
} as const;

export const sections = {
  top: {
    main: "Главная",
    news: "Новости",
    thanks: "Благодарности",
    media: "Медиа",
    socket: "Медиа",
    menu: "Меню",
    admin: "Администрирование",
    updates: "Обновления портала",
    gallery: "Галерея",
    favorites: "Избранное",
    structure: "Структура компании",
    competencies: "Компетенции",
    history: "История компании",
    "corporate-values": "Корпоративные ценности",
    birthday: "Дни рождения",
    club: "Клуб партнёров",
    professional: "Лучший по профессии",
    "mirapolis-mobile": "Обучение",
    strategy: "Стратегия компании",
    mentoring: "Наставничество",
    achievements: "Достижения",
    quiz: "Викторина",
    ltr: "Цели развития",
    user: "Профиль",
    group: "Группы",
    "group-create": "Создание группы",
    vacancies: "Вакансии",
    appointments: "Запись на приём",
    walkfame: "Аллея славы",
    activities: "Мероприятия",
    services: "Сервисы",
    service: "Сервисы",
    education: "Обучение",
    university: "Корпоративный университет",
    calendar: "Календарь",
    search: "Поиск",
    "search-result": "Поиск",
    knowledge: "База знаний",
  } as Record<string, string>,
  // Parts of a section named on their own, by their parent's prefix ("*": any one segment, a person's id).
  nested: {
    v2: { contacts: "Контакты", services: "Сервисы" },
    knowledge: {
      guide: "Гид по компании",
      documents: "Нормативные документы",
      faq: "Вопросы и ответы",
      glossary: "Глоссарий",
    },
    menu: { nav: "Меню", search: "Поиск" },
    // The gallery's videos are built (app/features/videos) before the rest of the gallery: /gallery stays to come.
    gallery: { videos: "Видео" },
    "user/*": {
      notification: "Уведомления",
      claims: "Мои заявки",
      "approvement-requests": "Согласования",
      congratulation: "Поздравления",
      achievement: "Достижения",
      "club-card": "Клубная карта",
    },
  } as Record<string, Record<string, string>>,
} as const;

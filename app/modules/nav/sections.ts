// The spec's route table (part 1 §2.3): paths of sections that exist in the product. Those not built
// yet show a designed "coming soon" page; any other path is a 404.
const TOP: Record<string, string> = {
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
};

const SECOND: Record<string, Record<string, string>> = {
  v2: { contacts: "Контакты", services: "Сервисы" },
  knowledge: {
    guide: "Гид по компании",
    documents: "Нормативные документы",
    faq: "Вопросы и ответы",
    glossary: "Глоссарий",
  },
  user: { notification: "Уведомления", claims: "Мои заявки", "approvement-requests": "Согласования" },
};

/** The section a path belongs to, or null when the path is not in the product's route table. */
export function sectionOf(path: string): { key: string; title: string } | null {
  const [first = "", second = "", third = ""] = path.split("?")[0]!.split("/").filter(Boolean);
  if (first === "user" && SECOND.user![third]) return { key: "user", title: SECOND.user![third]! };
  const nested = SECOND[first]?.[second];
  if (nested) return { key: first, title: nested };
  if (first === "v2") return null;
  const title = TOP[first];
  return title ? { key: first, title } : null;
}

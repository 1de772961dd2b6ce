// The directory's strings, a file per area: the bundler ships a whole file with any page that imports it, so a
// page loads only its areas' strings. Client-safe; refusals only the server sends: ../messages.server.ts.
import { plural } from "~/shared/messages";

/** The directory's pages: the start page, a category's contacts, the search, the side tree. */
export const contactsDirectory = {
  directory: "Справочник сотрудников",
  searchLabel: "Поиск по справочнику",
  searchPlaceholder: "Фамилия или название",
  searchButton: "Найти",
  searchResults: (query: string) => `Найдено по запросу «${query}»`,
  searchMore: (shown: number, total: number) => `Показаны первые ${shown} из ${total}: уточните запрос.`,
  categories: "Категории",
  categoriesNav: "Категории контактов",
  recent: "Недавние контакты",
  recentEmpty: "Здесь появятся контакты, которые вы открывали: выберите подразделение в списке категорий и откройте карточку.",
  favorites: "Избранные контакты",
  favoritesEmpty: "Отмечайте звёздочкой контакты, которые нужны часто, — они соберутся здесь.",
  allFavorites: "Все избранные",
  startHint: "Выберите подразделение или категорию, чтобы увидеть контакты. Подразделения с руководителями и численностью —",
  toStructure: "Структура компании",
  toStructureLower: "структура компании",
  subcategories: "Подразделы",
  emptyCategory: "В этой категории пока нет контактов.",
  emptyCategoryEditor: "В этой категории пока нет контактов. Добавьте служебную запись — она появится здесь.",
  count: (n: number) => `${n} ${plural(n, "контакт", "контакта", "контактов")}`,
  pages: "Страницы контактов",
  prevPage: "Назад",
  nextPage: "Далее",
  showMore: "Показать ещё",
  expand: (name: string) => `Подразделы: ${name}`,
  addService: "Добавить служебную запись",
  addServiceWithUser: "Запись, связанная с сотрудником",
  sorted: "Порядок контактов изменён",
};

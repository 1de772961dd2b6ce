// The groups' strings (issue #14), a file per area: the bundler ships a whole file with any page that imports
// it, so a page loads only its areas' strings. Client-safe; refusals only the server sends: ../messages.server.ts.
import { plural } from "~/shared/ui/messages";

export const groupMessages = {
  title: "Группы",
  allGroups: "Все группы",
  myGroups: "Мои группы",
  createGroup: "Создать группу",
  closed: "Закрытая",
  open: "Открытая",
  members: (n: number) => `${n} ${plural(n, "участник", "участника", "участников")}`,
  subscribe: "Подписаться",
  request: "Подать заявку",
  requestSent: "Заявка отправлена",
  withdraw: "Отозвать",
  unsubscribe: "Отписаться",
  searchLabel: "Поиск по группам",
  searchTooShort: "Введите для поиска не менее 3 символов",
  nothingFound: "По Вашему запросу ничего не найдено",
  noGroups: "Групп пока нет",
  noMyGroups: "Вы пока не состоите ни в одной группе",
  loadFailed: "Ошибка получения списка",
  showMore: "Показать ещё",
  closedNotice: "Группа закрыта: её содержимое видно только участникам",
  tabs: { posts: "Публикации", articles: "Статьи", albums: "Альбомы", members: "Участники" },
  noPosts: "Публикаций пока нет",
  notFoundTitle: "Группа не найдена",
  membersLink: "Участники группы",
  edit: "Редактировать группу",
  manager: "Руководитель",
  subscribed: "Вы подписаны на группу",
  unsubscribed: "Вы отписались от группы",
  requestDone: "Заявка на вступление отправлена руководителям группы",
  requestWithdrawn: "Заявка отозвана",
  // The mobile group menu (part 1 §2.2).
  menuNoGroups: "Вы пока не состоите в группах",
} as const;

// What the groups' pages show (issue #14). Client-safe: pages and forms import it; refusals only the
// server sends are in messages.server.ts. Field errors are here: the forms show them by their fields.
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
  edit: "Редактировать группу",
  manager: "Руководитель",
  subscribed: "Вы подписаны на группу",
  unsubscribed: "Вы отписались от группы",
  requestDone: "Заявка на вступление отправлена руководителям группы",
  requestWithdrawn: "Заявка отозвана",
  // The mobile group menu (part 1 §2.2).
  menuNoGroups: "Вы пока не состоите в группах",
} as const;

/** The form of a group (create, edit) and its field errors. */
export const groupFormMessages = {
  createTitle: "Новая группа",
  editTitle: "Настройки группы",
  name: "Название",
  description: "Описание",
  descriptionCounter: (n: number, max: number) => `${n} из ${max}`,
  configClose: "Закрытая группа: содержимое видно только участникам, вступление по заявке",
  avatar: "Аватар группы",
  cover: "Обложка",
  filesHint: "JPEG или PNG",
  sort: "Порядок в списке групп",
  sortHint: "Меньше — выше; группы с одинаковым порядком идут по алфавиту",
  messagesEnabled: "Участники могут писать руководителям группы",
  subjects: "Темы сообщений",
  subjectsHint: "По одной на строку",
  resolutionTypes: "Итоги рассмотрения сообщений",
  create: "Создать",
  save: "Сохранить",
  cancel: "Отмена",
  saved: "Все изменения сохранены",
  created: "Группа создана",
  deleteTitle: "Удалить группу",
  deleteHint: "Чтобы удалить группу, введите её название",
  deleted: "Группа удалена",
  nameRequired: "Укажите название группы",
  nameTooLong: "Название группы — не более 255 символов",
  descriptionTooLong: "Описание группы — не более 2000 символов",
  sortInvalid: "Укажите целое число от 0 до 10000",
  optionTooLong: "Каждая строка — не более 255 символов",
  optionsTooMany: "Не более 50 строк",
  uploadFailed: "Не удалось загрузить файл",
  coverFailed: "Ошибка загрузки",
  stale: "Группу изменили, пока вы её редактировали",
} as const;

/** The members page. */
export const memberMessages = {
  title: "Участники",
  search: "Поиск по участникам",
  none: "Участников пока нет",
  remove: "Исключить",
  makeManager: "Назначить руководителем",
  unmakeManager: "Снять с руководителей",
  requests: "Заявки на вступление",
  accept: "Принять",
  reject: "Отклонить",
  accepted: "Заявка принята",
  rejected: "Заявка отклонена",
  removed: "Участник исключён",
  managersChanged: "Руководители группы изменены",
} as const;

/** Field errors of the groups' calls (schema.ts). */
export const groupFieldMessages = {
  groupRequired: "Группа не найдена",
  userRequired: "Сотрудник не найден",
  claimRequired: "Заявка не найдена",
  versionInvalid: "Группу изменили, пока вы её редактировали",
  fileInvalid: "Не удалось загрузить файл",
} as const;

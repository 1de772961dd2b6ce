// The logs pages' texts (/admin/logi, /admin/ts-logs): client-safe, the pages render them.

export const logs = {
  auditTitle: "Журнал действий",
  auditHint: "Кто, когда и что изменил в администрировании и правах",
  techTitle: "Технические события",
  techHint: "Всплески неудачных входов, отказы по лимитам, сбои пушей и видео, перестроения поиска",
  filters: "Отбор",
  person: "Кто",
  personHint: "Начните вводить фамилию",
  entity: "Что изменено",
  entityId: "Номер",
  action: "Действие",
  kind: "Событие",
  from: "С",
  to: "По",
  apply: "Показать",
  reset: "Сбросить",
  export: "Выгрузить в CSV",
  at: "Когда",
  who: "Кто",
  system: "Система",
  what: "Что",
  before: "Было",
  after: "Стало",
  details: "Подробности",
  empty: "Записей нет.",
  more: "Дальше",
  retention: (days: number) => `Записи хранятся ${days} дней; старые удаляются сами.`,
  retentionLabel: "Хранить записи, дней",
  retentionSave: "Сохранить срок",
  retentionSaved: "Срок хранения изменён",
  anyOption: "Все",
};

/** How the pages name what the features record (a code no list names is shown as it is stored). */
export const entityNames: Record<string, string> = {
  ROLE_GROUP: "Группа прав",
  USER: "Сотрудник",
  SETTING: "Настройка",
  WIKI_ROLE: "Роль гида",
  POST: "Публикация",
  STICKER: "Стикер",
  SERVICE: "Сервис",
  GUIDE_SECTION: "Раздел гида",
};

export const actionNames: Record<string, string> = {
  ROLE_GROUP_GRANT: "Выдача группы",
  ROLE_GROUP_GRANT_CHANGE: "Изменение выдачи",
  ROLE_GROUP_REVOKE: "Отзыв группы",
  USER_BLOCK: "Блокировка",
  USER_UNBLOCK: "Разблокировка",
  USER_SESSIONS_END: "Завершение сеансов",
  SETTING_CHANGE: "Изменение настройки",
  WIKI_ROLE_POSITION_ADD: "Должность добавлена в роль",
  WIKI_ROLE_POSITION_REMOVE: "Должность убрана из роли",
  POST_OFFER_PUBLISH: "Предложенная новость опубликована",
  POST_OFFER_REJECT: "Предложенная новость отклонена",
  STICKER_ADD: "Стикер добавлен",
  STICKER_DELETE: "Стикер удалён",
  SERVICE_SETTINGS: "Настройки сервиса сохранены",
  GUIDE_SECTION_ACCESS: "Доступ к разделу гида изменён",
  AVATAR_REMOVE: "Фото профиля убрано",
};

export const techKindNames: Record<string, string> = {
  SIGN_IN_BURST: "Всплеск неудачных входов",
  RATE_LIMITED: "Отказ по лимиту запросов",
  PUSH_FAILED: "Сбой push-уведомления",
  VIDEO_FAILED: "Сбой обработки видео",
  SEARCH_REBUILD: "Перестроение поиска",
};

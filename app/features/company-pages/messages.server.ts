// What only the server says about О компании: refusals, toasts, and the names the manifest gives the menu,
// the admin area, the role groups and the search.
export const serverMessages = {
  forbidden: "Редактировать страницы о компании могут только их редакторы",
  competencesForbidden: "Изменять компетенции может только обладатель роли ROLE_UPDATE_COMPETENCES",
  tooManyCompetences: "Компетенций не может быть больше 100",
  tooManySaves: "Слишком много сохранений подряд. Подождите минуту и сохраните снова",
  saved: "Страница сохранена",
  restored: (n: number) => `Восстановлена версия ${n}`,
  competenceAdded: "Компетенция добавлена",
  competenceUpdated: "Компетенция изменена",
  competenceMoved: "Порядок изменён",
  competenceDeleted: "Компетенция удалена",
};

export const companyPagesNames = {
  menu: "О компании",
  searchBlock: "О компании",
  pagesGroup: {
    title: "Страницы о компании",
    hint: "Редактирует историю, ценности, стратегию, обновления портала и другие страницы о компании",
  },
  competencesGroup: { title: "Компетенции", hint: "Ведёт список компетенций на странице «Компетенции»" },
} as const;

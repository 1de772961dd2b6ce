// What only the server says about vacancies: the refusals of its calls (issue #15 "Bad input and
// failure"). Parts of the feature add their own objects below.

/** The vacancies core's refusals (list, get, create, update). */
export const vacancyRefusals = {
  notFound: "Вакансия не найдена",
  notEditor: "Добавлять и изменять вакансии могут только редакторы вакансий",
  editorsOnlyFilter: "Архив и «Мои вакансии» доступны только редакторам вакансий",
  departmentNotFound: "Подразделение не найдено",
  contactNotFound: "Контактное лицо не найдено среди сотрудников",
  cityNotFound: "Город не найден",
  stale: "Вакансию изменили, пока вы её редактировали. Обновите страницу",
} as const;

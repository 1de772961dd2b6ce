// The vacancies' strings (issue #15; spec part 2 §8 verbatim where it names a text), a file per area: the bundler
// ships a whole file with any page that imports it, so a page loads only its areas' strings. Client-safe.
/** The vacancy form's and /vacancies/create|update's field errors (issue #15 point 4; ours): by field name. */
export const vacancyFieldMessages = {
  positionRequired: "Укажите должность",
  positionTooLong: "Должность — не более 255 символов",
  departmentRequired: "Выберите подразделение",
  contactRequired: "Выберите контактное лицо",
  cityRequired: "Выберите город",
  sectorRequired: "Выберите сферу",
  levelRequired: "Выберите уровень",
  responsibilityRequired: "Опишите обязанности",
  responsibilityTooLong: "Обязанности — не более 4000 символов",
  requirementsRequired: "Опишите требования",
  requirementsTooLong: "Требования — не более 4000 символов",
  conditionsTooLong: "Условия — не более 4000 символов",
  wageNotNumber: "Зарплата указывается числом",
  wageTooLong: "Зарплата — не более 255 цифр",
  wageRequired: "Укажите зарплату",
  wageFromRequired: "Укажите зарплату «от»",
  wageToRequired: "Укажите зарплату «до»",
  wageRange: "Зарплата «до» не может быть меньше зарплаты «от»",
  salaryModeRequired: "Выберите, как указать зарплату",
  stateInvalid: "Состояние вакансии — PUBLIC или ARCHIVE",
  hotInvalid: "Горячая вакансия — true или false",
  versionInvalid: "Вакансию изменили, пока вы её редактировали. Обновите страницу",
  // The list's parameters (/vacancies/list, /vacancies/total).
  cityUnknown: "Город не найден",
  sectorUnknown: "Сфера — RETAIL, WHOLESALE или OTHER",
  levelUnknown: "Уровень — CHIEF, SPECIALIST или EXECUTOR",
  pageNumberInvalid: "Номер страницы — целое число от 0",
  pageSizeInvalid: "Размер страницы — от 1 до 50",
  onlyMyInvalid: "onlyMy — true или false",
} as const;

// What only the server says about claims: the refusals of its calls (issue #13 "Bad input and failure").
export const claimRefusals = {
  notFound: "Заявка не найдена",
  typeNotFound: "Тип заявки не найден",
  typeNotForYou: "Этот тип заявки вам недоступен",
  statusNotFound: "Статус заявки не найден",
  cannotMove: (from: string, to: string) => `Нельзя перевести заявку из статуса «${from}» в статус «${to}»`,
  commentRequired: "Укажите комментарий",
  alreadyInStatus: (status: string) => `Заявка уже в статусе «${status}»`,
  /** An administrator reopening a claim whose owner has filed another of its kind about the same object since. */
  anotherOpen: (id: number) => `У автора уже есть открытая заявка такого типа об этом же: №${id}`,
} as const;

/** The comment on a duplicate open request the migration closed (202612061100_claims_close_duplicate_open). */
export const duplicateClosed = (keptId: number) => `Закрыта как повторная: заявка №${keptId} об этом же ждёт решения`;

/** The notifications claims send (their manifest's notificationTypes; {claim} is «№id «subject»»). */
export const claimNotices = {
  CLAIM_NEW_FOR_APPROVER: "Новая заявка {claim} ждёт вашего решения",
  CLAIM_ON_FIX_FOR_APPROVER: "Заявка {claim} доработана и снова ждёт вашего решения",
  CLAIM_IN_WORK_FOR_OWNER: "Ваша заявка {claim} взята в работу",
  CLAIM_ON_FIX_FOR_OWNER: "Ваша заявка {claim} отправлена на доработку",
  CLAIM_REJECTED_FOR_OWNER: "Ваша заявка {claim} отклонена",
  CLAIM_COMPLETED: "Ваша заявка {claim} выполнена",
} as const;

/** The claim families' names on the notification settings page (those of services still to come too). */
export const claimFamilyLabels = {
  CLAIM: "Заявки",
  TRIP: "Командировки",
  BUSINESS_CARD: "Визитки",
  PASS: "Пропуска",
  STATEMENT: "Справки и заявления",
  IT: "IT-заявки",
  VACATION: "Отпуска",
  COURIER: "Курьерская служба",
  EDUCATION: "Обучение",
} as const;

/** Its role group on /admin/rights (the manifest's roleGroups). */
export const roleGroupNames = {
  title: "Обработка заявок",
  hint: "Видит и ведёт заявки сотрудников, раздел «Заявки» администрирования",
};

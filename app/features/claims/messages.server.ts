// What only the server says about claims: the refusals of its calls (issue #13 "Bad input and failure").
export const claimRefusals = {
  notFound: "Заявка не найдена",
  typeNotFound: "Тип заявки не найден",
  typeNotForYou: "Этот тип заявки вам недоступен",
  statusNotFound: "Статус заявки не найден",
  cannotMove: (from: string, to: string) => `Нельзя перевести заявку из статуса «${from}» в статус «${to}»`,
  commentRequired: "Укажите комментарий",
  alreadyInStatus: (status: string) => `Заявка уже в статусе «${status}»`,
} as const;

// What only the server says about the club card and the gate passes: refusals, toasts, CSV headers, and the
// names the manifest gives the admin area, the rights pages and the notification settings.
export const serverMessages = {
  noCard: "Карта не найдена",
  noPerson: "Сотрудник не найден",
  forbidden: "Карту клуба видят только её владелец и администраторы клуба",
  notCardAdmin: "Блокировать и перевыпускать карты могут только администраторы клуба",
  noStatisticRight: "Статистика карт клуба открыта только администраторам клуба",
  unknownPartner: "Такого партнёра клуба нет",
  onceADay: "Сегодня вы уже отметили скидку у этого партнёра: отметить можно раз в день",
  cardBlocked: "Карта заблокирована: скидку отметить нельзя",
  used: "Скидка отмечена",
  issued: "Карта выдана",
  blocked: "Карта заблокирована",
  unblocked: "Карта снова действует",
  reissued: "Карта перевыпущена: новый номер",
  badIntent: "Неизвестное действие",
  badDate: "Дата — в виде дд.мм.гггг",
  reversed: "Конец периода раньше начала",
  tooLong: "Период — не длиннее трёх лет",
};

export const gateMessages = {
  dayRequired: "Укажите дату посещения",
  badDay: "Дата — в виде дд.мм.гггг",
  pastDay: "Дата посещения уже прошла",
  farDay: (days: number) => `Пропуск заказывают не больше чем за ${days} дней`,
  tooManyGuests: (max: number) => `Гостей — не больше ${max}`,
  guestTooLong: "Имя гостя — не больше 100 символов",
  badCar: "Номер машины — как на знаке: буква, три цифры, две буквы и регион, например А123ВС77",
  alreadyRequested: "На эту дату у вас уже есть пропуск",
  requested: "Заявка на пропуск отправлена",
  notStaff: "Пропуска рассматривает только персонал КПП Макси-клуба",
  noPass: "Пропуск не найден",
  notNew: "Пропуск уже рассмотрен",
  notApproved: "Отметить прибытие можно только по одобренному пропуску",
  approved: "Пропуск одобрен",
  declined: "Пропуск отклонён",
  arrived: "Прибытие отмечено",
};

export const clubCardNames = {
  family: "Макси-клуб: пропуска",
  cardGroup: { title: "Карта клуба", hint: "Блокирует и перевыпускает карты клуба, видит их статистику" },
  gateGroup: { title: "КПП Макси-клуба", hint: "Видит пропуска на день, одобряет, отклоняет, отмечает прибытие" },
  // The spec's placeholders name objects only (no day): the page the notification leads to shows the day.
  /** CLUB_GATE_NEW to the staff: {user} asked for a pass. */
  notifyNew: "{user} заказал(а) пропуск в Макси-клуб",
  notifyApproved: "Ваш пропуск в Макси-клуб одобрен",
  notifyDeclined: "Ваш пропуск в Макси-клуб отклонён",
} as const;

export const csvHeaders = ["Показатель", "Месяц или партнёр", "Значение"];

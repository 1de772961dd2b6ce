// What only the server says about the shops' shifts: refusals, toasts, and the names the manifest gives the
// menu, the role group, the notification settings and the calendar.
export const serverMessages = {
  notFound: "Смена не найдена",
  shopNotFound: "Магазин не найден",
  otherShop: "Это смена другого магазина",
  noShop: "Вы не работаете в магазине",
  notManager: "Управлять графиком могут только руководитель магазина и администраторы смен",
  notYours: "Предложить к обмену можно только свою смену",
  past: "Смена уже прошла",
  pastDay: "Нельзя добавить смену в прошедший день",
  self: "Нельзя взять собственную смену",
  overlap: "В это время у вас уже есть смена",
  overlapTaker: "В это время у коллеги уже есть другая смена",
  overlapPerson: "В это время у сотрудника уже есть смена",
  notInShop: "Сотрудник не работает в этом магазине",
  personNotFound: "Сотрудник не найден",
  endsBeforeStart: "Конец смены должен быть позже начала",
  alreadyOffered: "Смена уже предложена к обмену",
  notOffered: "Эту смену никто не предлагает",
  alreadyTaken: "Смену уже взял другой коллега",
  alreadyApproved: "Обмен этой смены уже подтверждён",
  notTaken: "Эту смену ещё никто не взял: подтверждать нечего",
  notOwner: "Отозвать предложение может только тот, кто его сделал",
  offeredDone: "Смена предложена коллегам",
  withdrawnDone: "Предложение отозвано",
  takenDone: "Вы взяли смену: обмен ждёт подтверждения руководителя",
  approvedDone: "Обмен подтверждён: смена перешла коллеге",
  declinedDone: "Обмен отклонён",
  addedDone: "Смена добавлена",
  removedDone: "Смена удалена",
};

export const retailShiftsNames = {
  menu: "Смены в магазине",
  family: "Смены в рознице",
  roleGroup: { title: "Смены в магазинах", hint: "Графики смен и обмены во всех магазинах" },
  calendarLabel: "Смены",
  calendarTitle: "Смена в магазине",
  /** RETAIL_SHIFT_TAKEN_FOR_MANAGER: {user} is the colleague who took the shift. */
  notifyTaken: "{user} берёт смену коллеги: подтвердите или отклоните обмен",
  /** RETAIL_SHIFT_APPROVED_FOR_OWNER: {user} is the colleague who works it now. */
  notifyApprovedOwner: "Обмен подтверждён: вашу смену теперь работает {user}",
  /** RETAIL_SHIFT_APPROVED_FOR_TAKER: {user} is the colleague whose shift it was. */
  notifyApprovedTaker: "Обмен подтверждён: смена, которую предлагал(а) {user}, теперь ваша",
  /** RETAIL_SHIFT_DECLINED_FOR_OWNER. */
  notifyDeclinedOwner: "Руководитель отклонил обмен: смена остаётся за вами",
} as const;

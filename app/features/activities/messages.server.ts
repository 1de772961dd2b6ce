// What only the server says about Активности: refusals, toasts, and the names the manifest gives the menu,
// the role group, the notification settings and the search.
export const serverMessages = {
  forbidden: "Создавать активности могут только их редакторы и администраторы",
  notOrganiser: "Изменять активность могут только её организатор, редакторы и администраторы",
  notFound: "Активность не найдена",
  personNotFound: "Этого сотрудника нет среди записавшихся",
  cancelled: "Активность отменена: записаться на неё нельзя",
  alreadyCancelled: "Активность уже отменена",
  past: "Активность уже прошла: записаться на неё нельзя",
  pastLeave: "Активность уже прошла: отказаться от участия нельзя",
  deadline: (until: string) => `Запись закрыта: принимать заявки перестали ${until}`,
  alreadyGoing: "Вы уже записаны на эту активность",
  alreadyWaiting: (position: number) => `Вы уже в листе ожидания, ваш номер — ${position}`,
  notSignedUp: "Вы не записаны на эту активность",
  endsBeforeStart: "Окончание должно быть позже начала",
  signupAfterStart: "Запись должна закончиться не позже начала",
  placeRequired: "Укажите место или ссылку на онлайн-встречу",
  rangeInvalid: "Укажите период: начало раньше конца",
  created: "Активность создана",
  saved: "Активность сохранена",
  cancelledDone: "Активность отменена, участники получат уведомление",
  joined: "Вы записаны. Ждём вас!",
  waiting: (position: number) => `Свободных мест нет — вы в листе ожидания, ваш номер ${position}. Если место освободится, мы сообщим.`,
  left: "Вы отказались от участия",
  leftWaiting: "Вы вышли из листа ожидания",
  removed: "Сотрудник убран из списка",
};

export const activitiesNames = {
  menu: "Активности",
  /** The list's own entry in the «Активности» dropdown, above the quiz, goals, mentoring and the university. */
  listMenu: "Все активности",
  family: "Активности",
  roleGroup: { title: "Активности", hint: "Создание активностей и управление любыми из них" },
  searchBlock: "Активности",
  csvHeader: ["Фамилия", "Имя", "Отчество", "Телефон", "Статус", "Записался"],
  csvGoing: "Участник",
  csvWaiting: "Лист ожидания",
  /** ACTIVITY_PLACE_GRANTED: {activity} is the activity whose place freed up for the reader. */
  notifyPlaceGranted: "Освободилось место: вы участник активности «{activity}»",
  /** ACTIVITY_CHANGED: its time or place changed. */
  notifyChanged: "Изменились время или место активности «{activity}»",
  /** ACTIVITY_CANCELLED. */
  notifyCancelled: "Активность «{activity}» отменена",
  /** ACTIVITY_REMINDER: the day before. */
  notifyReminder: "Завтра: активность «{activity}»",
} as const;

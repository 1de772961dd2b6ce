// What only the server says about mentoring: refusals, toasts, and the names the manifest gives the menu,
// the role group and the notification settings.
export const serverMessages = {
  mentorNotFound: "Наставник не найден",
  pairNotFound: "Заявка не найдена",
  notMentor: "Ответить на заявку может только наставник, которому она адресована",
  notInPair: "Это могут только наставник и подопечный этой пары",
  hrOnly: "Все пары видят только HR и администраторы",
  selfRequest: "Нельзя попросить о наставничестве самого себя",
  notAccepting: "Наставник сейчас не принимает заявки",
  full: "У наставника нет свободных мест",
  alreadyAsked: "Вы уже отправили заявку этому наставнику или занимаетесь с ним",
  notPending: "На эту заявку уже ответили",
  notActive: "Пара не активна: наставничество не идёт",
  capacityBelowPairs: "Подопечных сейчас больше: сначала завершите пары",
  offerSaved: "Профиль наставника сохранён",
  requestSent: "Заявка отправлена наставнику",
  accepted: "Заявка принята",
  declined: "Заявка отклонена",
  meetingAdded: "Встреча записана",
  closed: "Наставничество завершено",
};

export const mentoringNames = {
  menu: "Наставничество",
  family: "Наставничество",
  roleGroup: { title: "Наставничество (HR)", hint: "Просмотр всех пар наставников и подопечных" },
  /** To the mentor: {user} asks her. */
  notifyRequest: "{user} просит вас стать наставником",
  /** To the mentee: {user}, the mentor, answered. */
  notifyAccepted: "{user} принял(а) вашу заявку на наставничество",
  notifyDeclined: "{user} отклонил(а) вашу заявку на наставничество",
} as const;

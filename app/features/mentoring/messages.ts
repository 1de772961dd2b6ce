// The strings mentoring's page shows, and the rules' messages the server's checks return to the forms.
// Refusals only the server sends are in messages.server.ts, so they never reach the browser.
import type { MentoringStatus } from "./tables";

export const ABOUT_MAX = 1000;
export const MESSAGE_MAX = 1000;
export const TOPIC_MAX = 40;
export const TOPICS_MAX = 10;
export const CAPACITY_MAX = 10;

export const messages = {
  title: "Наставничество",
  mentors: "Наставники",
  topicLabel: "Тема",
  allTopics: "Все темы",
  find: "Показать",
  noMentors: "Наставников по этой теме пока нет.",
  more: "Показать ещё",
  places: (free: number, capacity: number) => `Свободно мест: ${free} из ${capacity}`,
  notAccepting: "Сейчас не принимает заявки",
  you: "Это вы",
  requestSent: "Заявка отправлена, ждёт ответа",
  inPair: "Вы уже занимаетесь с этим наставником",
  // Asking a mentor.
  fieldMessage: "Сообщение наставнику",
  ask: "Попросить о наставничестве",
  // The mentor's own offer.
  offerTitle: "Стать наставником",
  editOfferTitle: "Мой профиль наставника",
  fieldAbout: "Чем могу помочь",
  fieldTopics: "Темы",
  topicsHint: "Через запятую, например: продажи, работа с кассой",
  fieldCapacity: "Сколько подопечных одновременно",
  fieldAccepting: "Принимаю новые заявки",
  saveOffer: "Сохранить",
  // Requests and pairs.
  mineTitle: "Мои заявки и пары",
  incoming: "Заявки ко мне",
  outgoing: "Мои заявки",
  pairs: "Пары",
  nothingMine: "У вас пока нет заявок и пар.",
  accept: "Принять",
  decline: "Отклонить",
  mentorOf: (name: string) => `Наставник: ${name}`,
  menteeOf: (name: string) => `Подопечный: ${name}`,
  since: (date: string) => `С ${date}`,
  status: { PENDING: "Ждёт ответа", ACCEPTED: "Идёт", DECLINED: "Отклонена", CLOSED: "Завершена" } satisfies Record<
    MentoringStatus,
    string
  >,
  meetings: "Встречи",
  noMeetings: "Встреч пока не было.",
  fieldHeldOn: "Дата встречи",
  fieldNotes: "О чём говорили",
  addMeeting: "Записать встречу",
  close: "Завершить наставничество",
  someone: "Сотрудник",
  // HR.
  allPairs: "Все пары",
  allPairsHint: "Видят HR и администраторы.",
  noPairs: "Пар пока нет.",
  meetingsCount: (n: number) => `Встреч: ${n}`,
  // The rules.
  aboutRequired: "Расскажите, чем можете помочь",
  aboutTooLong: `Не больше ${ABOUT_MAX} символов`,
  topicsRequired: "Укажите хотя бы одну тему",
  topicsInvalid: `Не больше ${TOPICS_MAX} тем, каждая — до ${TOPIC_MAX} символов`,
  capacityInvalid: `Подопечных — от 1 до ${CAPACITY_MAX}`,
  messageRequired: "Напишите наставнику, с чем нужна помощь",
  messageTooLong: `Сообщение — не больше ${MESSAGE_MAX} символов`,
  notesTooLong: `Не больше ${ABOUT_MAX} символов`,
  heldOnInvalid: "Укажите дату встречи в формате дд.мм.гггг",
  mentorInvalid: "Неверный номер наставника",
  pairInvalid: "Неверный номер заявки",
  topicInvalid: "Тема — до 40 символов",
};

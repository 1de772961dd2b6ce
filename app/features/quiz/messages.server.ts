// What only the server says about the quiz: refusals, toasts, and the names the manifest gives the menu, the
// role group and the notification settings.
import { OPTION_MAX, OPTIONS_MAX, OPTIONS_MIN, QUESTION_MAX, QUESTIONS_MAX, TITLE_MAX, DESCRIPTION_MAX } from "./draft";

export const serverMessages = {
  forbidden: "Изменять викторины могут только их редакторы",
  notFound: "Викторина не найдена",
  created: "Викторина создана",
  saved: "Викторина сохранена",
  published: "Викторина опубликована",
  removed: "Викторина удалена",
  locked: "Викторину уже начали проходить: изменить её нельзя",
  alreadyPublished: "Викторина уже опубликована",
  publishPast: "Срок викторины уже прошёл: укажите срок в будущем",
  secondAttempt: "Вы уже проходили эту викторину: вторая попытка не допускается",
  deadlinePassed: "Срок викторины истёк: ответы больше не принимаются",
  finishAfterDeadline: "Срок викторины истёк: завершить попытку нельзя",
  notStarted: "Сначала начните викторину",
  alreadyFinished: "Попытка уже завершена",
  notYourQuestion: "Ответ на этот вопрос уже дан или вопрос ещё не открыт",
  chooseOne: "Выберите один вариант ответа",
  chooseSome: "Выберите хотя бы один вариант ответа",
  unknownOption: "Такого варианта ответа нет",
  notAllAnswered: "Ответьте на все вопросы, прежде чем завершить",
  resultsLater: "Результаты появятся после окончания срока викторины",
  // The draft's rules
  titleRequired: "Укажите название",
  titleTooLong: `Название — не больше ${TITLE_MAX} символов`,
  descriptionTooLong: `Описание — не больше ${DESCRIPTION_MAX} символов`,
  deadlineInvalid: "Укажите срок: дату и время",
  questionsRequired: "Добавьте хотя бы один вопрос",
  questionsTooMany: `Вопросов — не больше ${QUESTIONS_MAX}`,
  questionRequired: "Введите текст вопроса",
  questionTooLong: `Вопрос — не больше ${QUESTION_MAX} символов`,
  optionsCount: `Вариантов ответа — от ${OPTIONS_MIN} до ${OPTIONS_MAX}`,
  optionRequired: "Введите текст варианта",
  optionTooLong: `Вариант — не больше ${OPTION_MAX} символов`,
  oneCorrect: "Отметьте ровно один верный вариант (или разрешите несколько верных ответов)",
  someCorrect: "Отметьте хотя бы один верный вариант",
  draftInvalid: "Проверьте поля викторины",
};

export const quizNames = {
  menu: "Викторина",
  family: "Викторины",
  /** QUIZ_PUBLISHED: {activity} (the placeholder of an engagement object; the notifications have no "quiz") is the quiz. */
  notifyPublished: "Новая викторина: «{activity}»",
  roleGroup: { title: "Викторины", hint: "Создание, изменение, публикация и удаление викторин" },
} as const;

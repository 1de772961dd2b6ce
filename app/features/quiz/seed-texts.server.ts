// The demo quizzes' texts (demo data: Russian literals allowed here).

interface DemoQuiz {
  title: string;
  description: string;
  questions: { text: string; multiple: boolean; options: { text: string; correct: boolean }[] }[];
}

const o = (text: string, correct = false) => ({ text, correct });

export const demoQuizzes: readonly DemoQuiz[] = [
  {
    title: "Знаете ли вы нашу компанию?",
    description: "Пять вопросов об истории, ценностях и традициях компании. Победители — в таблице результатов.",
    questions: [
      { text: "В каком году была основана компания?", multiple: false, options: [o("1998", true), o("2004"), o("2011")] },
      {
        text: "Какие из этих ценностей — наши корпоративные?",
        multiple: true,
        options: [o("Клиент прежде всего", true), o("Работа в команде", true), o("Победа любой ценой"), o("Честность", true)],
      },
      {
        text: "Как называется наш корпоративный портал?",
        multiple: false,
        options: [o("Портал сотрудника", true), o("Интранет-2000"), o("Доска")],
      },
      { text: "Сколько городов присутствия у компании?", multiple: false, options: [o("Больше 50", true), o("Около 10"), o("Три")] },
      {
        text: "Какие из этих событий проходят каждый год?",
        multiple: true,
        options: [o("Спартакиада", true), o("Новогодний корпоратив", true), o("Полёт на Луну")],
      },
    ],
  },
  {
    title: "Безопасность на рабочем месте",
    description: "Короткая викторина по правилам охраны труда и информационной безопасности. Одна попытка, до конца срока.",
    questions: [
      {
        text: "Что делать, если пришло письмо с просьбой срочно сообщить пароль?",
        multiple: false,
        options: [o("Ответить и сообщить пароль"), o("Не отвечать и сообщить в службу безопасности", true), o("Переслать коллегам")],
      },
      {
        text: "Какие из этих паролей надёжные?",
        multiple: true,
        options: [o("123456"), o("Зима2026!Ключ#Ёлка", true), o("qwerty"), o("7mK#p2!vQz9@", true)],
      },
      {
        text: "Где хранится план эвакуации?",
        multiple: false,
        options: [o("На каждом этаже у лестницы", true), o("Только у директора"), o("Его нет")],
      },
    ],
  },
  {
    title: "Новогодняя викторина",
    description: "Черновик: вопросы о праздниках в компании. Опубликуйте, когда будет готов.",
    questions: [{ text: "Когда наряжаем ёлку в офисе?", multiple: false, options: [o("В первую неделю декабря", true), o("31 декабря")] }],
  },
];

// The vacancies' strings (issue #15; spec part 2 §8 verbatim where it names a text), a file per area: the bundler
// ships a whole file with any page that imports it, so a page loads only its areas' strings. Client-safe.

/** The rules page (/vacancies/rules; ours). */
export const vacancyRulesMessages = {
  rulesTitle: "Правила участия",
  rulesIntro:
    "Во внутренних вакансиях может участвовать каждый сотрудник компании: откликнуться на вакансию самому или порекомендовать кандидата.",
  rulesWho: "Кто может участвовать",
  rulesWhoText:
    "Откликаться и рекомендовать могут все сотрудники с доступом к порталу. Рекомендовать можно как коллег, так и кандидатов со стороны.",
  rulesHow: "Как откликнуться",
  rulesHowText:
    "Откройте вакансию, выберите вкладку «Откликнуться», укажите телефон и электронную почту, при желании напишите о себе и приложите резюме (PDF, DOC, DOCX, JPEG или PNG).",
  rulesRecommend: "Как порекомендовать кандидата",
  rulesRecommendText:
    "На вкладке «Рекомендовать кандидата» укажите ФИО кандидата, его телефон и почту, расскажите, почему он подходит, и приложите его резюме.",
  rulesReview: "Рассмотрение",
  rulesReviewText:
    "Заявки рассматриваются в течение 5 календарных дней. Статус своего отклика или рекомендации видно на странице вакансии и в разделе «Мои заявки».",
} as const;

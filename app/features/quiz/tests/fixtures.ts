// The quiz tests' data: a quiz of three questions (the right options' texts start with «Да»; the second has
// two right answers) and finished attempts written straight into the table for the leaderboard.
import type { Portal } from "../../../portal/open.server";
import { createPerson } from "../../../../tests/helpers/portal";

export const sampleQuiz = (deadline: string) => ({
  title: "Проверка знаний",
  description: "Три вопроса",
  deadline,
  questions: [
    { text: "Первый вопрос?", multiple: false, options: [{ text: "Да, первый", correct: true }, { text: "Нет" }, { text: "Не знаю" }] },
    {
      text: "Второй вопрос?",
      multiple: true,
      options: [{ text: "Да, раз", correct: true }, { text: "Да, два", correct: true }, { text: "Нет" }],
    },
    { text: "Третий вопрос?", multiple: false, options: [{ text: "Нет" }, { text: "Да, третий", correct: true }] },
  ],
});

/** `count` finished attempts of new people: scores 0–3 and times in steps of 5 s, so many tie. */
export async function addPlayers(portal: Portal, quizId: number, count: number, from: number): Promise<void> {
  const at = new Date(0).toISOString();
  for (let i = from; i < from + count; i++) {
    const person = await createPerson(portal, { name: `Игрок${i}`, surname: "Тестов" });
    await portal.db.kysely
      .insertInto("quiz_attempts")
      .values({
        quiz_id: quizId,
        user_id: person.id,
        started_at: at,
        finished_at: at,
        answered: 3,
        score: i % 4,
        seconds: 30 + (i % 3) * 5,
      })
      .execute();
  }
}

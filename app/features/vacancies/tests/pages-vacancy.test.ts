// /vacancies/{id} (issue #15 points 5, 6) through the real build, without JavaScript: the vacancy's
// texts and contact, the reply and recommend forms posted multipart with a résumé, the toasts, a bad phone
// keeping what was typed (and the stored résumé), the reader's reply status, and «Отклики (N)» for the
// editors and the contact only. SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageDialects } from "../../../../tests/helpers/portal";
import { ru } from "../../../../tests/helpers/ru";
import { count, inputValue, text, textareaValue } from "../../../../tests/helpers/form-browser";
import { openVacancyPages, PDF, type VacancyPages, type Who } from "./pages-fixture";

const t = ru.vacancies;
const r = ru.vacancies.replies;

const multipart = (fields: Record<string, string>, resume?: { name: string; bytes: Buffer; type?: string }) => {
  const body = new FormData();
  for (const [k, value] of Object.entries(fields)) body.append(k, value);
  if (resume) body.append("resume", new Blob([new Uint8Array(resume.bytes)], { type: resume.type ?? "application/pdf" }), resume.name);
  return body;
};

describe.each(await pageDialects())("the vacancy page on %s", (dialect) => {
  let v: VacancyPages;
  let id: number;

  beforeAll(async () => {
    v = await openVacancyPages(dialect);
    id = (
      await v.vacancy({
        position: "Старший продавец",
        wage: "45000",
        wage2: "60000",
        responsibility: "Выкладка товара",
        requirements: "Опыт в рознице",
        conditions: "Оформление по ТК",
      })
    ).id;
  });
  afterAll(async () => {
    await v?.server.close();
    await v?.portal.dispose();
  });

  it("shows the vacancy, its contact and the two reply tabs; views and the edit link to editors only", async () => {
    const page = text(await v.html(`/vacancies/${id}`, "employee"));
    for (const s of [
      "Старший продавец",
      "Магазин на Ленина",
      "от 45 000 до 60 000 ₽",
      "Выкладка товара",
      "Опыт в рознице",
      "Оформление по ТК",
    ])
      expect(page).toContain(s);
    expect(page).toContain(t.responsibility);
    expect(page).toContain(t.requirements);
    expect(page).toContain(t.conditions);
    expect(page).toContain(`href="/user/${v.people.contact.id}"`);
    expect(page).toContain("Кира Контактова");
    expect(page).toContain("+7 (921) 123-45-67");
    expect(page).toContain("kira@example.ru");
    expect(page).toContain(t.replyModes.SELF);
    expect(page).toContain(`href="/vacancies/${id}?tab=recommend"`);
    expect(page).toContain(t.reviewTime);
    expect(page).not.toContain("Просмотров");
    expect(page).not.toContain(`/vacancies/${id}/edit`);
    // The self reply's e-mail comes from the profile.
    expect(inputValue(page, "email")).toBe("igor@example.ru");
    expect(page).not.toContain('name="fullName"');
    const recommend = text(await v.html(`/vacancies/${id}?tab=recommend`, "employee"));
    expect(recommend).toContain('name="fullName"');
    expect(inputValue(recommend, "email")).toBe("");
    const editor = text(await v.html(`/vacancies/${id}`, "editor"));
    expect(editor).toMatch(/Просмотров: \d+/);
    expect(editor).toContain(`href="/vacancies/${id}/edit"`);
  });

  it("keeps the typed text and the stored résumé when the phone is bad, then sends the reply with «Вы откликнулись на вакансию»", async () => {
    const bad = await v.post(
      `/vacancies/${id}`,
      "employee",
      multipart({ mode: "SELF", telephone: "+7 921 12", email: "igor@example.ru", info: "Хочу расти" }, { name: "cv.pdf", bytes: PDF }),
    );
    expect(bad.status).toBe(400);
    const html = await bad.text();
    const page = text(html);
    expect(page).toContain(r.phoneInvalid);
    expect(inputValue(html, "telephone")).toBe("+7 921 12");
    expect(textareaValue(html, "info")).toBe("Хочу расти");
    const resumeId = inputValue(html, "resumeId");
    expect(resumeId).toMatch(/^\d+$/);
    expect(page).toContain(t.resumeKept("cv.pdf"));

    const sent = await v.post(
      `/vacancies/${id}`,
      "employee",
      multipart({
        mode: "SELF",
        telephone: "8 921 123 45 67",
        email: "igor@example.ru",
        info: "Хочу расти",
        resumeId,
        resumeName: "cv.pdf",
      }),
    );
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe(`/vacancies/${id}`);
    const after = text(await v.html(`/vacancies/${id}`, "employee"));
    expect(after).toContain(t.replied);
    expect(after).toContain(t.myReply(t.replyStatus.NEW));
    expect(inputValue(after, "telephone")).toBe("");
    const row = await v.portal.db.kysely.selectFrom("vacancy_replies").selectAll().where("vacancy_id", "=", id).executeTakeFirstOrThrow();
    expect(row.telephone).toBe("+79211234567");
    expect(row.resume_file_id).toBe(Number(resumeId));
    // A second open reply is refused, the typed text kept.
    const again = await v.post(
      `/vacancies/${id}`,
      "employee",
      multipart({ mode: "SELF", telephone: "+79211234567", email: "igor@example.ru" }),
    );
    expect(again.status).toBe(400);
    expect(text(await again.text())).toContain(t.alreadyReplied);
  });

  it("recommends a candidate with a résumé, requires the name, and refuses a file that is not what it says", async () => {
    const noName = await v.post(
      `/vacancies/${id}?tab=recommend`,
      "other",
      multipart({ mode: "RECOMMEND", fullName: " ", telephone: "+7 (900) 000-00-01", email: "cand@example.ru" }),
    );
    expect(noName.status).toBe(400);
    const noNamePage = text(await noName.text());
    expect(noNamePage).toContain(r.fullNameRequired);
    expect(inputValue(noNamePage, "telephone")).toBe("+7 (900) 000-00-01");
    const fake = await v.post(
      `/vacancies/${id}?tab=recommend`,
      "other",
      multipart(
        { mode: "RECOMMEND", fullName: "Пётр Кандидатов", telephone: "+7 (900) 000-00-01", email: "cand@example.ru" },
        { name: "cv.pdf", bytes: Buffer.from("<html><script>alert(1)</script></html>") },
      ),
    );
    expect(fake.status).toBe(400);
    const fakePage = text(await fake.text());
    expect(inputValue(fakePage, "fullName")).toBe("Пётр Кандидатов");
    expect(fakePage).toContain('class="field field--error"');
    const sent = await v.post(
      `/vacancies/${id}?tab=recommend`,
      "other",
      multipart(
        { mode: "RECOMMEND", fullName: "Пётр Кандидатов", telephone: "+7 (900) 000-00-01", email: "cand@example.ru", info: "Сильный" },
        { name: "petr.pdf", bytes: PDF },
      ),
    );
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe(`/vacancies/${id}?tab=recommend`);
    const after = text(await v.html(`/vacancies/${id}?tab=recommend`, "other"));
    expect(after).toContain(t.recommended);
    expect(after).toContain(t.myRecommendation("Пётр Кандидатов", t.replyStatus.NEW));
    expect(inputValue(after, "fullName")).toBe("");
  });

  it("lists the replies to the editors and the contact only, with sender, phone, résumé, due date and the claim link", async () => {
    for (const who of ["editor", "contact", "admin"] as Who[]) {
      const page = text(await v.html(`/vacancies/${id}`, who));
      expect(page, who).toContain(t.repliesTitle(2));
      expect(page).toContain("Пётр Кандидатов");
      expect(page).toContain("+7 (900) 000-00-01");
      expect(page).toContain("+7 (921) 123-45-67");
      expect(page).toContain("petr.pdf");
      expect(page).toContain("Рассмотреть до");
      expect(page).toMatch(new RegExp(`href="/user/${v.people[who].id}/approvement-requests/\\d+"`));
      expect(page).toContain(t.replyStatus.NEW);
    }
    for (const who of ["employee", "other"] as Who[]) expect(text(await v.html(`/vacancies/${id}`, who))).not.toContain("Отклики (");
  });

  it("pages the replies by 20 with «Показать ещё»", async () => {
    const many = (await v.vacancy({ position: "Много откликов" })).id;
    for (let i = 0; i < 21; i++)
      await v.portal.services.vacancyReplies.reply(v.actors.other, {
        vacancyId: many,
        mode: "RECOMMEND",
        fullName: `Кандидат ${i}`,
        telephone: `+79000000${String(i).padStart(3, "0")}`.slice(0, 12),
        email: `c${i}@example.ru`,
        info: "",
        resumeId: null,
      });
    const first = await v.html(`/vacancies/${many}`, "editor");
    expect(count(first, /class="vacancy-reply( vacancy-reply--overdue)?"/)).toBe(20);
    const more = /href="(\/vacancies\/\d+\?after=[^"#]+)#replies"/.exec(first)?.[1];
    expect(more).toBeTruthy();
    const second = await v.html(text(more!), "editor");
    expect(count(second, /class="vacancy-reply( vacancy-reply--overdue)?"/)).toBe(1);
    expect(text(second)).toContain(t.repliesTitle(21));
  });
});

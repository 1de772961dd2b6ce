// Replies and recommendations through /api (issue #15 points 6–8) on SQLite and PostgreSQL: every call as
// anonymous, employee, the vacancy's contact, editor and administrator; bad input at each boundary, nothing
// filed; a second open reply refused until the first is closed; racing identical replies make one; the
// handlers' keyset list.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects } from "../../../../tests/helpers/portal";
import { ok, refused, unauthorized } from "../../../../tests/helpers/envelope";
import { ru } from "../../../../tests/helpers/ru";
import { openReplies, PDF, WHO, type RepliesWorld } from "./replies-fixture";

const t = ru.vacancies.replies;

describe.each(await dialects())("vacancy replies' calls on %s", (dialect) => {
  let w: RepliesWorld;
  beforeAll(async () => {
    w = await openReplies(dialect);
  });
  afterAll(async () => {
    await w?.close();
  });

  const claimCount = async () => (await w.db.selectFrom("claims").select("id").execute()).length;
  const withdraw = async (claimId: number, who: "employee" | "other" | "contact" | "editor" | "admin" = "employee") =>
    ok(await w.move(who, claimId, "CANCELLED"));

  it("answers 401 to every call without a session", async () => {
    unauthorized(await w.replySelf(null));
    unauthorized(await w.recommend(null));
    unauthorized(await w.get(null, "/vacancies/replies", { vacancyId: w.open }));
  });

  it("lets everyone signed in reply and recommend, and refuses unknown and archived vacancies", async () => {
    const vacancy = await w.vacancy("Менеджер по оптовым продажам");
    for (const who of WHO) {
      const self = ok(await w.replySelf(who, { claimId: vacancy }));
      expect(self).toEqual({ id: expect.any(Number), status: "NEW" });
      expect(await w.claimOf(self.id)).toMatchObject({
        type: "VACANCY_REPLY",
        status: "NEW",
        owner_id: w.people[who].id,
        object_id: vacancy,
      });
      const other = ok(await w.recommend(who, { claimId: vacancy }));
      expect(await w.claimOf(other.id)).toMatchObject({ type: "VACANCY_RECOMMENDATION", owner_id: w.people[who].id });
    }
    expect(await w.replyCount(vacancy)).toBe(10);
    const before = await claimCount();
    refused(await w.replySelf("employee", { claimId: 999_999 }), ru.vacancies.notFound);
    refused(await w.recommend("employee", { claimId: 999_999 }), ru.vacancies.notFound);
    refused(await w.replySelf("employee", { claimId: w.archived }), t.archived);
    refused(await w.recommend("editor", { claimId: w.archived }), t.archived);
    expect(await claimCount()).toBe(before);
    expect(await w.replyCount(w.archived)).toBe(0);
  });

  it("lists replies to the vacancy's contact, editors and administrators only", async () => {
    const vacancy = await w.vacancy("Товаровед");
    const { id } = ok(await w.replySelf("employee", { claimId: vacancy }));
    for (const who of ["contact", "editor", "admin"] as const) {
      const page = ok(await w.get(who, "/vacancies/replies", { vacancyId: vacancy }));
      expect(page).toMatchObject({ total: 1, next: null, content: [{ claimId: id, sender: { id: w.people.employee.id } }] });
    }
    for (const who of ["employee", "other"] as const) refused(await w.get(who, "/vacancies/replies", { vacancyId: vacancy }), t.notHandler);
    refused(await w.get("editor", "/vacancies/replies", { vacancyId: 999_999 }), ru.vacancies.notFound);
    refused(await w.get("editor", "/vacancies/replies", { vacancyId: "abc" }), t.vacancyRequired);
    // An archived vacancy's replies stay readable to its handlers.
    expect(ok(await w.get("editor", "/vacancies/replies", { vacancyId: w.archived }))).toEqual({ content: [], total: 0, next: null });
  });

  it("refuses bad input by its field and files nothing", async () => {
    const vacancy = await w.vacancy("Кассир");
    const before = await claimCount();
    const self = (extra: Record<string, unknown>) => w.replySelf("employee", { claimId: vacancy, ...extra });
    for (const telephone of ["+7 921 12", "7 921 123 45 67", "", "+7 (921) 123-45-678", "+7 921 123 45 6x", "921 123 45 67", 79211234567]) {
      refused(await self({ telephone }), t.phoneInvalid);
    }
    refused(await self({ telephone: undefined }), t.phoneInvalid);
    refused(await self({ email: "" }), t.emailRequired);
    refused(await self({ email: undefined }), t.emailRequired);
    refused(await self({ email: "igor@" }), t.emailInvalid);
    refused(await self({ email: "igor example.ru" }), t.emailInvalid);
    refused(await self({ email: `${"a".repeat(245)}@example.ru` }), t.emailTooLong);
    refused(await self({ info: "ж".repeat(4001) }), t.infoTooLong);
    refused(await self({ claimId: undefined }), t.vacancyRequired);
    refused(await self({ claimId: "0" }), t.vacancyRequired);
    refused(await self({ resumeId: "abc" }), t.resumeInvalid);
    const recommend = (extra: Record<string, unknown>) => w.recommend("employee", { claimId: vacancy, ...extra });
    refused(await recommend({ fullName: undefined }), t.fullNameRequired);
    refused(await recommend({ fullName: "   " }), t.fullNameRequired);
    refused(await recommend({ fullName: "Я".repeat(256) }), t.fullNameTooLong);
    refused(await recommend({ telephone: "7 921 123 45 67" }), t.phoneInvalid);
    expect(await claimCount()).toBe(before);
    expect(await w.replyCount(vacancy)).toBe(0);

    // At the boundaries: 8 (…) normalized, 255 and 4000 characters, the text trimmed.
    const accepted = ok(
      await self({ telephone: "8 (921) 123-45-67", email: `${"a".repeat(244)}@example.ru`, info: ` ${"ж".repeat(4000)} ` }),
    );
    expect(await w.replyOf(accepted.id)).toMatchObject({
      telephone: "+79211234567",
      info: "ж".repeat(4000),
      full_name: "Соискателев Игорь",
      mode: "SELF",
      open_key: `SELF:${vacancy}:${w.people.employee.id}`,
    });
    const named = ok(await recommend({ fullName: `  ${"Я".repeat(255)}  `, telephone: "+7(911)0001122", info: undefined }));
    expect(await w.replyOf(named.id)).toMatchObject({ full_name: "Я".repeat(255), telephone: "+79110001122", info: "" });
  });

  it("takes only the sender's own unattached résumé, judged by its content", async () => {
    const vacancy = await w.vacancy("Мерчендайзер");
    const others = await w.upload("other");
    refused(await w.replySelf("employee", { claimId: vacancy, resumeId: others.id }), t.resumeInvalid);
    const attachment = ok(
      await w.post("employee", "/file/save", { originalFileName: "cv.pdf", fileType: "ATTACHMENT", base64File: PDF.toString("base64") }),
    );
    refused(await w.replySelf("employee", { claimId: vacancy, resumeId: attachment.id }), t.resumeInvalid);
    refused(await w.replySelf("employee", { claimId: vacancy, resumeId: 999_999 }), t.resumeInvalid);
    // HTML named .pdf is refused at upload.
    const html = Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>");
    refused(
      await w.post("employee", "/file/save", {
        originalFileName: "cv.pdf",
        fileType: "VACANCY_RESUME",
        base64File: html.toString("base64"),
      }),
      ru.files.contentMismatch("pdf"),
    );
    const mine = await w.upload("employee");
    const first = ok(await w.replySelf("employee", { claimId: vacancy, resumeId: mine.id }));
    expect((await w.replyOf(first.id))?.resume_file_id).toBe(mine.id);
    // The same file again, even for another vacancy or a recommendation: refused by its field.
    refused(await w.recommend("employee", { claimId: vacancy, resumeId: mine.id }), t.resumeAttached);
    refused(await w.replySelf("employee", { claimId: w.second, resumeId: mine.id }), t.resumeAttached);
    expect(await w.replyCount(vacancy)).toBe(1);
  });

  it("refuses a second open reply and repeated recommendation until the first is closed", async () => {
    const vacancy = await w.vacancy("Водитель-экспедитор");
    const first = ok(await w.replySelf("employee", { claimId: vacancy }));
    refused(await w.replySelf("employee", { claimId: vacancy, telephone: "+7 900 000 00 01" }), ru.vacancies.alreadyReplied);
    // Someone else, and the same person elsewhere, are not held back.
    ok(await w.replySelf("other", { claimId: vacancy }));
    ok(await w.replySelf("employee", { claimId: w.second }));
    // Rejected (with a comment): a new reply is possible.
    refused(await w.move("contact", first.id, "REJECTED"), ru.claims.commentRequired);
    ok(await w.move("contact", first.id, "REJECTED", "Нужен опыт работы с кассой"));
    expect((await w.replyOf(first.id))?.open_key).toBeNull();
    const again = ok(await w.replySelf("employee", { claimId: vacancy }));
    // Withdrawn by its sender: the same.
    await withdraw(again.id);
    const third = ok(await w.replySelf("employee", { claimId: vacancy }));
    expect(third.id).toBeGreaterThan(again.id);

    const rec = ok(await w.recommend("employee", { claimId: vacancy }));
    refused(await w.recommend("employee", { claimId: vacancy, fullName: "Другое Имя", telephone: "+79110001122" }), t.alreadyRecommended);
    // Another candidate's phone, or another recommender of the same one, is a new recommendation.
    ok(await w.recommend("employee", { claimId: vacancy, telephone: "+7 911 000 11 23" }));
    ok(await w.recommend("other", { claimId: vacancy }));
    await withdraw(rec.id);
    ok(await w.recommend("employee", { claimId: vacancy }));
    expect(await w.replyCount(vacancy)).toBe(8);
  });

  it("makes one reply and one claim of racing identical submissions", async () => {
    const vacancy = await w.vacancy("Охранник");
    const resume = await w.upload("employee");
    const before = await claimCount();
    const answers = await Promise.all(Array.from({ length: 5 }, () => w.replySelf("employee", { claimId: vacancy, resumeId: resume.id })));
    expect(answers.filter((a) => a.envelope.responseCode === 0)).toHaveLength(1);
    for (const a of answers.filter((x) => x.envelope.responseCode !== 0)) refused(a, ru.vacancies.alreadyReplied);
    expect(await claimCount()).toBe(before + 1);
    expect(await w.db.selectFrom("vacancy_replies").select("id").where("vacancy_id", "=", vacancy).execute()).toHaveLength(1);
    expect(await w.replyCount(vacancy)).toBe(1);
    // Without a résumé too.
    const bare = await Promise.all(Array.from({ length: 5 }, () => w.replySelf("other", { claimId: vacancy })));
    expect(bare.filter((a) => a.envelope.responseCode === 0)).toHaveLength(1);
    for (const a of bare.filter((x) => x.envelope.responseCode !== 0)) refused(a, ru.vacancies.alreadyReplied);
    expect(await claimCount()).toBe(before + 2);
    expect(await w.replyCount(vacancy)).toBe(2);
  });

  it("pages replies newest first by an opaque cursor, 20 a page", async () => {
    const vacancy = await w.vacancy("Грузчик");
    const ids: number[] = [];
    for (let i = 0; i < 25; i++) {
      ids.push(
        ok(await w.recommend("other", { claimId: vacancy, telephone: `+7 911 000 ${String(10 + i)} 00`, fullName: `Кандидат ${i}` })).id,
      );
    }
    const newest = [...ids].reverse();
    const first = ok(await w.get("editor", "/vacancies/replies", { vacancyId: vacancy }));
    expect(first.total).toBe(25);
    expect(first.content.map((r: { claimId: number }) => r.claimId)).toEqual(newest.slice(0, 20));
    expect(first.next).toEqual(expect.any(String));
    const second = ok(await w.get("editor", "/vacancies/replies", { vacancyId: vacancy, after: first.next }));
    expect(second.content.map((r: { claimId: number }) => r.claimId)).toEqual(newest.slice(20));
    expect(second).toMatchObject({ total: 25, next: null });
    // A cursor that is not one reads page 1.
    for (const after of ["garbage", "%%%", "eDEyMw=="]) {
      const page = ok(await w.get("editor", "/vacancies/replies", { vacancyId: vacancy, after }));
      expect(page.content.map((r: { claimId: number }) => r.claimId)).toEqual(newest.slice(0, 20));
    }
  });
});

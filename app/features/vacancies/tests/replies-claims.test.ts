// The claims seam of replies (issue #15 point 7) end to end through /user-claims*: a reply is a claim handled
// by the vacancy's contact, its author and the vacancy editors; a handler moves it NEW → IN_WORK →
// INTERVIEW → COMPLETED or refuses it with a comment, its sender withdraws it; the handlers and the sender
// hear of it with the right types and links; the list shows statuses, due dates and what is overdue.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects } from "../../../../tests/helpers/portal";
import { ok, refused } from "../../../../tests/helpers/envelope";
import { ru } from "../../../../tests/helpers/ru";
import { openReplies, type RepliesWorld, type Who } from "./replies-fixture";

interface Notice {
  type: string;
  link: string | null;
  variables: { objectId: number | null }[];
}

const DAY = 86_400_000;

describe.each(await dialects())("vacancy replies as claims on %s", (dialect) => {
  let w: RepliesWorld;
  beforeAll(async () => {
    w = await openReplies(dialect);
  });
  afterAll(async () => {
    await w?.close();
  });

  const notices = async (who: Who): Promise<Notice[]> => ok(await w.get(who, "/notifications-v2/list", { pageSize: 100 }));
  const about = async (who: Who, claimId: number) => (await notices(who)).filter((n) => n.variables[0]?.objectId === claimId);
  const status = async (who: Who, claimId: number) => ok(await w.get(who, "/user-claims/get", { id: claimId })).status;

  it("registers both types with the issue's statuses, filed only by the replies' calls", async () => {
    for (const type of ["VACANCY_REPLY", "VACANCY_RECOMMENDATION"]) {
      expect(ok(await w.get("employee", "/user-claims/list-statuses", { type }))).toEqual(
        Object.entries(ru.vacancies.replyStatus).map(([name, description]) => ({ name, description })),
      );
      refused(await w.post("employee", "/user-claims/create", { type, subject: "Отклик", text: "Возьмите меня" }), ru.claims.typeNotFound);
    }
    const types = ok(await w.get("editor", "/user-claims/list-types-for-user")) as { name: string }[];
    expect(types.map((x) => x.name)).not.toContain("VACANCY_REPLY");
  });

  it("files the claim with its handlers, who hear of it; the sender sees it as theirs", async () => {
    const { id } = ok(await w.replySelf("employee"));
    const claim = ok(await w.get("employee", "/user-claims/get", { id }));
    expect(claim).toMatchObject({
      type: "VACANCY_REPLY",
      typeDescription: ru.vacancies.replies.replyType,
      subject: ru.vacancies.replies.replySubject("Продавец-консультант"),
      status: { name: "NEW", description: "Новая" },
      owner: { id: w.people.employee.id },
    });
    expect(claim.text).toContain("Телефон: +7 (921) 123-45-67");
    // The contact and the author-editor; not the sender, not the administrator (a claims administrator anyway).
    expect(claim.handlers.map((h: { id: number }) => h.id).sort()).toEqual([w.people.contact.id, w.people.editor.id].sort());
    for (const who of ["contact", "editor"] as const) {
      const [notice] = await about(who, id);
      expect(notice).toMatchObject({
        type: "VACANCY_REPLY_NEW_FOR_APPROVER",
        link: `/user/${w.people[who].id}/approvement-requests/${id}`,
      });
    }
    for (const who of ["employee", "other", "admin"] as const) expect(await about(who, id)).toEqual([]);
    // In the handlers' approvement requests, the sender's own claims; an outbox event with the reply.
    const approver = ok(await w.get("contact", "/user-claims-v2/list-for-approver", { pageSize: 100 })) as { id: number }[];
    expect(approver.map((c) => c.id)).toContain(id);
    const own = ok(await w.get("employee", "/user-claims-v2/list-for-cur-user", { pageSize: 100 })) as { id: number }[];
    expect(own.map((c) => c.id)).toContain(id);
    const events = await w.db.selectFrom("events").select("payload").where("type", "=", "vacancies.replied").execute();
    const reply = await w.replyOf(id);
    expect(events.map((e) => JSON.parse(e.payload))).toContainEqual({
      replyId: reply!.id,
      vacancyId: w.open,
      claimId: id,
      mode: "SELF",
      userId: w.people.employee.id,
    });
    // Others are told it does not exist.
    refused(await w.get("other", "/user-claims/get", { id }), ru.claims.notFound);
    // A recommendation: the same seam, its own type and subject.
    const rec = ok(await w.recommend("other"));
    const recommended = ok(await w.get("other", "/user-claims/get", { id: rec.id }));
    expect(recommended).toMatchObject({
      type: "VACANCY_RECOMMENDATION",
      subject: ru.vacancies.replies.recommendationSubject("Пётр Кандидатов", "Продавец-консультант"),
    });
    expect((await about("contact", rec.id)).map((n) => n.type)).toEqual(["VACANCY_REPLY_NEW_FOR_APPROVER"]);
  });

  it("lets a handler move it to an interview and accept the candidate; the sender hears of each step", async () => {
    const { id } = ok(await w.replySelf("employee", { claimId: w.second }));
    // The sender is no handler; someone else cannot even see it.
    refused(await w.move("employee", id, "IN_WORK"), ru.claims.cannotMove("Новая", "На рассмотрении"));
    refused(await w.move("other", id, "IN_WORK"), ru.claims.notFound);
    refused(await w.move("contact", id, "COMPLETED"), ru.claims.cannotMove("Новая", "Кандидат принят"));
    ok(await w.move("contact", id, "IN_WORK"));
    ok(await w.move("editor", id, "INTERVIEW"));
    expect(await status("employee", id)).toEqual({ name: "INTERVIEW", description: "Приглашение на собеседование" });
    // While open, the same person cannot reply again.
    refused(await w.replySelf("employee", { claimId: w.second }), ru.vacancies.alreadyReplied);
    ok(await w.move("contact", id, "COMPLETED"));
    expect((await w.replyOf(id))?.open_key).toBeNull();
    const mine = await about("employee", id);
    expect(mine.map((n) => n.type).sort()).toEqual(
      ["VACANCY_REPLY_COMPLETED_FOR_OWNER", "VACANCY_REPLY_INTERVIEW_FOR_OWNER", "VACANCY_REPLY_IN_WORK_FOR_OWNER"].sort(),
    );
    for (const n of mine) expect(n.link).toBe(`/user/${w.people.employee.id}/claims/${id}`);
    // Final: no one but an administrator moves it on.
    refused(await w.move("contact", id, "REJECTED", "Передумали"), ru.claims.cannotMove("Кандидат принят", "Отказ"));
    refused(await w.move("employee", id, "CANCELLED"), ru.claims.cannotMove("Кандидат принят", "Отозвана"));
    const page = ok(await w.get("contact", "/vacancies/replies", { vacancyId: w.second }));
    expect(page.content[0]).toMatchObject({ claimId: id, status: "COMPLETED", statusName: "Кандидат принят", overdue: false });
  });

  it("needs a comment to refuse, and lets the sender withdraw an open one", async () => {
    const vacancy = await w.vacancy("Администратор торгового зала");
    const refusedOne = ok(await w.replySelf("employee", { claimId: vacancy }));
    refused(await w.move("editor", refusedOne.id, "REJECTED"), ru.claims.commentRequired);
    refused(await w.move("editor", refusedOne.id, "REJECTED", "   "), ru.claims.commentRequired);
    ok(await w.move("editor", refusedOne.id, "REJECTED", "Вакансия закрыта"));
    expect((await about("employee", refusedOne.id)).map((n) => n.type)).toEqual(["VACANCY_REPLY_REJECTED_FOR_OWNER"]);

    const withdrawn = ok(await w.recommend("employee", { claimId: vacancy }));
    ok(await w.move("contact", withdrawn.id, "IN_WORK"));
    ok(await w.move("employee", withdrawn.id, "CANCELLED"));
    expect(await status("contact", withdrawn.id)).toEqual({ name: "CANCELLED", description: "Отозвана" });
    expect((await w.replyOf(withdrawn.id))?.open_key).toBeNull();
    // Withdrawing tells no one: the handlers' only notice is the new one.
    expect((await about("contact", withdrawn.id)).map((n) => n.type)).toEqual(["VACANCY_REPLY_NEW_FOR_APPROVER"]);
    // An administrator reopening it takes its open key back, so the sender cannot reply twice.
    ok(await w.move("admin", withdrawn.id, "NEW"));
    expect((await w.replyOf(withdrawn.id))?.open_key).toBe(`RECOMMEND:${vacancy}:${w.people.employee.id}:+79110001122`);
    refused(await w.recommend("employee", { claimId: vacancy }), ru.vacancies.replies.alreadyRecommended);
  });

  it("is due in 5 calendar days and overdue after, while open", async () => {
    const vacancy = await w.vacancy("Уборщик");
    const open = ok(await w.replySelf("employee", { claimId: vacancy }));
    const done = ok(await w.replySelf("other", { claimId: vacancy }));
    ok(await w.move("contact", done.id, "REJECTED", "Нет"));
    const before = ok(await w.get("contact", "/vacancies/replies", { vacancyId: vacancy }));
    const mine = before.content.find((r: { claimId: number }) => r.claimId === open.id);
    expect(new Date(mine.dueDate).getTime() - new Date(mine.createDate).getTime()).toBe(5 * DAY);
    expect(before.content.map((r: { overdue: boolean }) => r.overdue)).toEqual([false, false]);
    // Sent 5 days and a minute ago (moving the clock would end the sessions).
    const sent = new Date(w.portal.clock.now().getTime() - 5 * DAY - 60_000).toISOString();
    await w.db.updateTable("vacancy_replies").set({ created_at: sent }).where("vacancy_id", "=", vacancy).execute();
    const after = ok(await w.get("contact", "/vacancies/replies", { vacancyId: vacancy }));
    expect(after.content.map((r: { claimId: number; overdue: boolean }) => [r.claimId, r.overdue])).toEqual([
      [done.id, false],
      [open.id, true],
    ]);
  });
});

// The handlers' list of replies (GET /vacancies/replies, the vacancy page's «Отклики (N)») runs the same
// statements for 1 reply as for 20: the vacancy, then one page joined to claims, senders and résumés.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actingAs } from "~/platform/actor";
import { dialects } from "../../../../tests/helpers/portal";
import { ok } from "../../../../tests/helpers/envelope";
import { isOutboxStatement } from "../../../../tests/helpers/statements";
import { openReplies, type RepliesWorld } from "./replies-fixture";

describe.each(await dialects())("the replies' list statements on %s", (dialect) => {
  let w: RepliesWorld;
  let statements: string[] = [];
  let counting = false;
  beforeAll(async () => {
    w = await openReplies(dialect, undefined, (sql) => counting && !isOutboxStatement(sql) && statements.push(sql));
  });
  afterAll(async () => {
    await w?.close();
  });

  it("costs two statements for 1 reply and for 20", async () => {
    const vacancy = await w.vacancy("Продавец-кассир");
    const contact = actingAs(w.people.contact.id);
    const count = async () => {
      await w.portal.outbox.deliver();
      statements = [];
      counting = true;
      const page = await w.portal.services.vacancyReplies.list(contact, { vacancyId: vacancy, after: null });
      counting = false;
      return { page, statements: [...statements] };
    };
    const send = async (from: number, to: number) => {
      for (let i = from; i < to; i++) {
        const resume = i % 2 === 0 ? (await w.upload("other")).id : undefined;
        ok(
          await w.recommend("other", {
            claimId: vacancy,
            telephone: `+7 911 100 ${String(10 + i)} 00`,
            fullName: `Кандидат ${i}`,
            resumeId: resume,
          }),
        );
      }
    };
    await send(0, 1);
    const one = await count();
    expect(one.page.content).toHaveLength(1);
    await send(1, 25);
    const many = await count();
    expect(many.page.content).toHaveLength(20);
    expect(many.page.total).toBe(25);
    expect(many.statements.length).toBe(one.statements.length);
    expect(one.statements).toHaveLength(2);
    // The next page: the same two.
    statements = [];
    counting = true;
    const next = await w.portal.services.vacancyReplies.list(contact, { vacancyId: vacancy, after: many.page.next });
    counting = false;
    expect(next.content).toHaveLength(5);
    expect(statements).toHaveLength(2);
  });
});

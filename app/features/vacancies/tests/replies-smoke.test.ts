// The replies' smoke test (issue #15 points 6–8): a reply and a recommendation through /api become claims
// and rows, and the handlers' list shows them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects } from "../../../../tests/helpers/portal";
import { ok } from "../../../../tests/helpers/envelope";
import { openReplies, type RepliesWorld } from "./replies-fixture";

describe.each(await dialects())("vacancy replies, smoke, on %s", (dialect) => {
  let w: RepliesWorld;
  beforeAll(async () => {
    w = await openReplies(dialect);
  });
  afterAll(async () => {
    await w?.close();
  });

  it("files a reply and a recommendation and lists them for the contact", async () => {
    const resume = await w.upload("employee");
    const self = ok(await w.replySelf("employee", { resumeId: resume.id }));
    expect(self).toEqual({ id: expect.any(Number), status: "NEW" });
    const recommended = ok(await w.recommend("employee"));
    const page = ok(await w.get("contact", "/vacancies/replies", { vacancyId: w.open }));
    expect(page.total).toBe(2);
    expect(page.next).toBeNull();
    expect(page.content.map((r: { claimId: number }) => r.claimId)).toEqual([recommended.id, self.id]);
    expect(page.content[1]).toMatchObject({
      mode: "SELF",
      fullName: "Соискателев Игорь",
      telephone: "+79211234567",
      resumeFile: { id: resume.id, filePath: resume.filePath, name: "resume.pdf" },
      status: "NEW",
      statusName: "Новая",
      overdue: false,
    });
    expect(page.content[0]).toMatchObject({ mode: "RECOMMEND", fullName: "Пётр Кандидатов", telephone: "+79110001122", resumeFile: null });
  });
});

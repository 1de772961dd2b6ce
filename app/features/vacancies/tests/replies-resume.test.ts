// Who downloads a résumé (issue #15 point 7) through the file path /file/save answers: its uploader, the
// handlers of the claim of the reply that holds it and those who read that vacancy's replies; anyone else
// gets the answer of a missing file, and a résumé on no reply yet is its uploader's alone.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects } from "../../../../tests/helpers/portal";
import { ok } from "../../../../tests/helpers/envelope";
import { openReplies, PDF, type RepliesWorld, type Who } from "./replies-fixture";

describe.each(await dialects())("résumés' read guard on %s", (dialect) => {
  let w: RepliesWorld;
  beforeAll(async () => {
    w = await openReplies(dialect);
  });
  afterAll(async () => {
    await w?.close();
  });

  const download = (who: Who | null, filePath: string) =>
    fetch(`${w.server.url}${filePath}`, { headers: who ? { Authorization: `Bearer ${w.tokens[who]}` } : {} });
  const statusOf = async (who: Who | null, filePath: string) => {
    const response = await download(who, filePath);
    const body = Buffer.from(await response.arrayBuffer());
    return response.status === 200 ? (body.equals(PDF) ? 200 : -1) : response.status;
  };

  it("keeps an unattached résumé to its uploader", async () => {
    const resume = await w.upload("employee");
    expect(await statusOf("employee", resume.filePath)).toBe(200);
    for (const who of ["other", "contact", "editor", "admin"] as const) expect(await statusOf(who, resume.filePath)).toBe(404);
    expect(await statusOf(null, resume.filePath)).toBe(401);
  });

  it("serves an attached résumé to its uploader and the reply's handlers, 404 to other employees", async () => {
    const resume = await w.upload("employee");
    const { id } = ok(await w.replySelf("employee", { resumeId: resume.id }));
    for (const who of ["employee", "contact", "editor", "admin"] as const) expect(await statusOf(who, resume.filePath)).toBe(200);
    expect(await statusOf("other", resume.filePath)).toBe(404);
    const missing = await download("other", resume.filePath);
    const gone = await download("other", resume.filePath.replace(/\/files\/\d+-/, "/files/999999-"));
    expect([missing.status, await missing.text()]).toEqual([gone.status, await gone.text()]);
    // The list's link is the same path.
    const page = ok(await w.get("contact", "/vacancies/replies", { vacancyId: w.open }));
    expect(page.content.find((r: { claimId: number }) => r.claimId === id).resumeFile.filePath).toBe(resume.filePath);
  });

  it("keeps a handler's access to a closed reply's résumé, and a handler of one vacancy out of another's", async () => {
    const resume = await w.upload("other");
    const { id } = ok(await w.recommend("other", { claimId: w.second, resumeId: resume.id }));
    ok(await w.move("contact", id, "REJECTED", "Не подходит"));
    for (const who of ["other", "contact", "editor"] as const) expect(await statusOf(who, resume.filePath)).toBe(200);
    expect(await statusOf("employee", resume.filePath)).toBe(404);
    // A vacancy whose contact is someone else: the first contact is no handler of it.
    const elsewhere = await w.vacancy("Бухгалтер");
    await w.db.updateTable("vacancies").set({ contact_id: w.people.admin.id }).where("id", "=", elsewhere).execute();
    const cv = await w.upload("employee");
    ok(await w.replySelf("employee", { claimId: elsewhere, resumeId: cv.id }));
    expect(await statusOf("contact", cv.filePath)).toBe(404);
    for (const who of ["employee", "editor", "admin"] as const) expect(await statusOf(who, cv.filePath)).toBe(200);
  });
});

// The consents' pages without JavaScript on the Remix build, on SQLite and PostgreSQL: /admin/personal-accept
// filtered by a GET form, its publish form (a refusal keeps what was typed; a new version is audited), a person's
// page and its 404, refusals for those without the right; and the re-acceptance: after a new version, every page
// of the shell sends a signed-in person to /consent, «Принимаю» records it (kind SIGN_IN, address, browser) and
// returns her where she was going, while the /api is not held back. The statements of GET / are counted before
// a new version, with one to accept, and once accepted.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects } from "../../../../tests/helpers/portal";
import { api } from "../../../../tests/helpers/http";
import { ok } from "../../../../tests/helpers/envelope";
import { formBrowser, text, textareaValue } from "../../../../tests/helpers/form-browser";
import { isOutboxStatement } from "../../../../tests/helpers/statements";
import { consentsRefusals as r } from "../messages.server";
import { consents as t } from "../messages";
import { openConsents, type ConsentsWorld, type Who } from "./fixture";

const PAGE = "/admin/personal-accept";

describe.each(await dialects())("the consents pages on %s", (dialect) => {
  let w: ConsentsWorld;
  let counting = false;
  let statements: string[] = [];
  const browser = formBrowser<Who>(() => w.server, {} as Record<Who, string>, { redirectStatus: 303 });
  beforeAll(async () => {
    w = await openConsents(dialect, { pages: true, onQuery: (sql) => void (counting && !isOutboxStatement(sql) && statements.push(sql)) });
    Object.assign(
      browser,
      formBrowser<Who>(() => w.server, w.cookies, { redirectStatus: 303 }),
    );
    await w.consent("seller", 1, "2026-03-01T08:00:00.000Z", "REGISTRATION", "=cmd|' /C calc'!A0");
    await w.consent("clerk", 1, "2026-03-05T08:00:00.000Z");
  });
  afterAll(async () => {
    await w?.close();
  });

  /** The statements of one GET / as this person (a page of the shell), after one unmeasured visit. */
  async function homeStatements(who: Who) {
    await browser.get("/", who);
    statements = [];
    counting = true;
    const response = await browser.get("/", who);
    counting = false;
    await response.text();
    return { status: response.status, count: statements.length, consents: statements.filter((s) => /"consents"/.test(s)).length };
  }

  it("is the readers' page, filtered by a GET form; a person's page shows her consents and texts", async () => {
    const all = text(await browser.html(PAGE, "reader"));
    expect(all).toContain("Продавцова Мария");
    expect(all).toContain("Складов Пётр");
    expect(all).toContain(t.kinds.REGISTRATION);
    const shop = text(await browser.html(`${PAGE}?departmentId=${w.units.office}&query=${encodeURIComponent("прод")}`, "reader"));
    expect(shop).toContain("Продавцова Мария");
    expect(shop).not.toContain("Складов Пётр");
    const period = text(await browser.html(`${PAGE}?from=2026-03-04&to=2026-03-06`, "reader"));
    expect(period).toContain("Складов Пётр");
    expect(period).not.toContain("Продавцова Мария");
    const badDate = await browser.get(`${PAGE}?from=31.02.2026`, "reader");
    expect(badDate.status).toBe(200);
    expect(text(await badDate.text())).toContain(r.badDate);
    // Readers see the text but publish nothing.
    expect(all).toContain("152-ФЗ");
    expect(all).not.toContain('name="body"');
    expect((await browser.post(PAGE, "reader", { intent: "publish", body: "Новый текст" })).status).toBe(403);

    const person = text(await browser.html(`${PAGE}/${w.people.seller.id}`, "reader"));
    expect(person).toContain(t.personTitle("Продавцова Мария"));
    expect(person).toContain("<details>");
    expect(person).toContain("152-ФЗ");
    expect(person).toContain("Тестовый браузер");
    expect((await browser.get(`${PAGE}/987654`, "reader")).status).toBe(404);
    expect((await browser.get(`${PAGE}/abc`, "reader")).status).toBe(404);

    expect((await browser.get(PAGE, "clerk")).status).toBe(403);
    expect((await browser.get(`${PAGE}/${w.people.seller.id}`, "clerk")).status).toBe(403);
    const anonymous = await browser.get(PAGE, null);
    expect(anonymous.headers.get("location")).toBe(`/login?next=${encodeURIComponent(PAGE)}`);
  });

  it("exports the filtered list as CSV with formulas defused, and refuses it to those without the right", async () => {
    const csv = await browser.get(`${PAGE}/export?query=${encodeURIComponent("прод")}`, "reader");
    expect(csv.headers.get("content-type")).toMatch(/text\/csv/);
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("Продавцова Мария");
    expect(lines[1]).toContain(`;'=cmd|' /C calc'!A0;`);
    const refusedExport = await browser.get(`${PAGE}/export`, "clerk");
    expect(refusedExport.status).toBe(403);
    expect(await refusedExport.text()).toBe(r.noRight);
  });

  it("asks everyone for a new version at their next page, records the acceptance and lets them through", async () => {
    const before = await homeStatements("cashier");
    expect(before.status).toBe(200);
    expect(before.consents).toBe(0);

    const empty = await browser.post(PAGE, "admin", { intent: "publish", body: "  " });
    expect(empty.status).toBe(400);
    expect(text(await empty.text())).toContain(t.bodyRequired);
    const long = "Я".repeat(20_001);
    const tooLong = await browser.post(PAGE, "admin", { intent: "publish", body: long });
    expect(textareaValue(await tooLong.text(), "body")).toBe(long);
    const { page } = await browser.postAndFollow(
      PAGE,
      "admin",
      { intent: "publish", body: "Новая версия: абзац один.\n\nАбзац <два>." },
      `${PAGE}#text`,
    );
    expect(text(page)).toContain(t.published(2));
    expect(page).toContain("<p>Абзац &lt;два&gt;.</p>");
    expect(await w.db.selectFrom("audit_log").select("action").where("entity", "=", "CONSENT_TEXT").execute()).toEqual([
      { action: "CONSENT_TEXT_PUBLISH" },
    ]);

    const sent = await browser.get("/knowledge/faq?x=1", "cashier");
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toBe(`/consent?redirectTo=${encodeURIComponent("/knowledge/faq?x=1")}`);
    // The /api is not held back.
    ok(await api(w.server, "GET", "/personal-accept/text", { cookie: w.cookies.cashier }));
    const consent = text(await browser.html(`/consent?redirectTo=${encodeURIComponent("/knowledge/faq?x=1")}`, "cashier"));
    expect(consent).toContain(t.consentLead);
    expect(consent).toContain("Абзац <два>.");
    const accepted = await browser.post("/consent", "cashier", { intent: "accept", version: "2", redirectTo: "/knowledge/faq?x=1" });
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get("location")).toBe("/knowledge/faq?x=1");
    const rows = await w.db.selectFrom("consents").selectAll().where("user_id", "=", w.people.cashier.id).execute();
    expect(rows).toEqual([expect.objectContaining({ version: 2, kind: "SIGN_IN", ip: expect.stringMatching(/127\.0\.0\.1/) })]);
    expect((await browser.get("/knowledge/faq", "cashier")).status).toBe(200);
    expect(text(await browser.html("/consent", "cashier"))).toContain(t.alreadyAccepted);

    // Another person: one indexed lookup while she has a version to accept; none once she is known to have it.
    const pending = await homeStatements("clerk");
    expect(pending.status).toBe(302);
    const elsewhere = await browser.post("/consent", "clerk", { intent: "accept", version: "2", redirectTo: "//evil.example/" });
    expect(elsewhere.headers.get("location")).toBe("/");
    const after = await homeStatements("clerk");
    expect(after.status).toBe(200);
    expect(after.consents).toBe(0);
    expect(after.count).toBe(before.count);
    console.info(
      `GET / statements (${dialect}): ${before.count} before a new version, ${pending.count} refused to /consent, ${after.count} once accepted`,
    );

    // A stale form (version 1 read before version 2) is refused with the reason, the page showing the new text.
    const stale = await browser.post("/consent", "seller", { intent: "accept", version: "1", redirectTo: "/" });
    expect(stale.status).toBe(400);
    expect(text(await stale.text())).toContain(r.versionChanged);
    expect((await browser.get("/", "seller")).status).toBe(302);
  });
});

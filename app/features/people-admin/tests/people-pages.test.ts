// The people page without JavaScript (issue #32 point 5), on the Remix build: the list filtered by a GET form
// and paged, a person's block form opened by its link, refusals that keep the reason typed (400), a block and
// an unblock posted as plain forms and answered with a redirect and a toast, the blocked person's browser sent
// to the sign-in at once, ending sessions; and the page refused to everyone but administrators.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formBrowser, text, textareaValue } from "../../../../tests/helpers/form-browser";
import { peopleAdminRefusals as refusals } from "../messages.server";
import { peopleAdmin as t } from "../messages";
import { openPeopleAdmin, type PeopleAdminWorld, type Who } from "./fixture";

describe("the people page without JavaScript", () => {
  let w: PeopleAdminWorld;
  const browser = formBrowser<Who>(() => w.server, {} as Record<Who, string>, { redirectStatus: 303 });
  beforeAll(async () => {
    w = await openPeopleAdmin("sqlite", { pages: true });
    Object.assign(
      browser,
      formBrowser<Who>(() => w.server, w.cookies, { redirectStatus: 303 }),
    );
  });
  afterAll(async () => {
    await w?.close();
  });

  const PAGE = "/admin/users-info";
  const id = (who: Who) => w.people[who].id;

  it("is the administrators' page, listed in the admin area", async () => {
    const page = text(await browser.html(PAGE, "admin"));
    expect(page).toContain("Блокова Мария");
    expect(page).toContain("ROLE_ADMINISTRATOR");
    expect(page).toContain(t.itIsYou);
    expect(text(await browser.html("/admin", "admin"))).toContain(t.hint);
    expect((await browser.get(PAGE, "clerk")).status).toBe(403);
    expect((await browser.post(PAGE, "clerk", { intent: "end-sessions", userId: String(id("loader")) })).status).toBe(403);
    const anonymous = await browser.get(PAGE, null);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe(`/login?next=${encodeURIComponent(PAGE)}`);
    expect((await browser.get(`${PAGE}?person=987654`, "admin")).status).toBe(404);
    expect((await browser.get(`${PAGE}?state=fired`, "admin")).status).toBe(400);
  });

  it("filters with a GET form and pages by id", async () => {
    const found = text(
      await browser.html(`${PAGE}?query=${encodeURIComponent("Блоков")}&departmentId=${w.units.warehouse}&state=all`, "admin"),
    );
    expect(found).toContain("Блокова Мария");
    expect(found).toContain("Блоков Олег");
    expect(found).not.toContain("Кадровиков Пётр");
    expect(text(await browser.html(`${PAGE}?departmentId=${w.units.hr}`, "admin"))).toContain("Кадровиков Пётр");
    expect(text(await browser.html(`${PAGE}?state=blocked`, "admin"))).toContain(t.nobody);
  });

  it("blocks a person by her form: a refusal keeps the reason, a block sends her browser to the sign-in", async () => {
    const filtered = `${PAGE}?departmentId=${w.units.warehouse}`;
    const list = await browser.html(filtered, "admin");
    const formHref = `${filtered}&amp;person=${id("loader")}`;
    expect(list).toContain(`href="${formHref}"`);
    const form = text(await browser.html(`${filtered}&person=${id("loader")}`, "admin"));
    expect(form).toContain(t.blockTitle("Блокова Мария"));

    const at = `${filtered}&person=${id("loader")}`;
    const empty = await browser.post(at, "admin", { intent: "block", userId: String(id("loader")), reason: " " });
    expect(empty.status).toBe(400);
    expect(text(await empty.text())).toContain(t.reasonRequired);
    const self = await browser.post(at, "admin", { intent: "block", userId: String(id("admin")), reason: "Себя самого" });
    expect(self.status).toBe(400);
    const selfPage = await self.text();
    expect(text(selfPage)).toContain(refusals.selfBlock);
    expect(textareaValue(selfPage, "reason")).toBe("Себя самого");

    const reason = "Нарушение правил доступа";
    const { page } = await browser.postAndFollow(at, "admin", { intent: "block", userId: String(id("loader")), reason }, filtered);
    expect(text(page)).toContain(t.blockedToast("Блокова Мария"));
    expect(text(page)).toContain(t.blocked);
    const signedOut = await browser.get("/", "loader");
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toMatch(/^\/login/);

    const twice = await browser.post(at, "admin", { intent: "block", userId: String(id("loader")), reason });
    expect(twice.status).toBe(400);
    expect(text(await twice.text())).toContain(refusals.alreadyBlocked("Блокова Мария"));

    expect(text(await browser.html(at, "admin"))).toContain(t.unblockTitle("Блокова Мария"));
    const { page: after } = await browser.postAndFollow(
      at,
      "admin",
      { intent: "unblock", userId: String(id("loader")), reason: "Ошибка" },
      filtered,
    );
    expect(text(after)).toContain(t.unblockedToast("Блокова Мария"));
    // Unblocking brings no session back.
    expect((await browser.get("/", "loader")).status).toBe(302);
    expect((await w.audit()).map((a) => a.action)).toEqual(["USER_BLOCK", "USER_UNBLOCK"]);
  });

  it("ends a person's sessions from her row", async () => {
    const { page } = await browser.postAndFollow(PAGE, "admin", { intent: "end-sessions", userId: String(id("driver")) }, PAGE);
    expect(text(page)).toContain(t.sessionsEndedToast("Блоков Олег"));
    expect((await browser.get("/", "driver")).status).toBe(302);
    const unknown = await browser.post(PAGE, "admin", { intent: "end-sessions", userId: "987654" });
    expect(unknown.status).toBe(404);
    const self = await browser.post(PAGE, "admin", { intent: "end-sessions", userId: String(id("admin")) });
    expect(self.status).toBe(400);
    expect(text(await self.text())).toContain(refusals.selfSessions);
  });
});

// Messages to a group's managers as a browser without JavaScript meets them (the real build behind the
// real app), on SQLite and PostgreSQL: the group page's «Написать руководителям» form, a refusal shown
// again with the typed text kept, the sent toast; completing a message on the approvement-request page
// with its resolution type; the hot line's links on /menu. Run `npm run build` first.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageDialects } from "../../../../tests/helpers/portal";
import { signInWithForm } from "../../../../tests/helpers/http";
import { groupMessageMessages as t } from "../messages/message";
import { openMessages, PASSWORD, WHO, type MessagesWorld, type Who } from "./messages-fixture";

describe.each(await pageDialects())("group messages' pages on %s", (dialect) => {
  let w: MessagesWorld;
  const cookies = {} as Record<Who, string>;
  beforeAll(async () => {
    const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
    w = await openMessages(dialect, build);
    for (const who of WHO) cookies[who] = await signInWithForm(w.server, w.people[who].phone, PASSWORD);
  });
  afterAll(async () => {
    await w?.close();
  });

  const get = (url: string, who: Who) => fetch(`${w.server.url}${url}`, { redirect: "manual", headers: { Cookie: cookies[who] } });
  const html = async (url: string, who: Who) => {
    const response = await get(url, who);
    expect(response.status, url).toBe(200);
    return response.text();
  };
  const post = (url: string, who: Who, form: Record<string, string>) =>
    fetch(`${w.server.url}${url}`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookies[who] },
      body: new URLSearchParams(form),
    });
  const follow = async (response: Response, who: Who) => {
    expect([302, 303], await response.clone().text()).toContain(response.status);
    const to = response.headers.get("location") ?? "";
    return { to, page: await html(to.split("#")[0]!, who) };
  };

  it("shows the form to those who may write, keeps the text on a refusal, and says it was sent", async () => {
    const page = await html(`/group/${w.group}`, "outsider");
    expect(page).toContain(`<details id="message"`);
    expect(page).toContain(t.write);
    expect(page).toContain(`<option value="${w.subject}">Вопрос</option>`);
    // A closed group's non-member sees no form (its page is refused: 403 with the header only).
    expect(await (await get(`/group/${w.closed}`, "member")).text()).not.toContain(`id="message"`);

    const back = `/group/${w.group}`;
    const text = "Мой вопрос <b>про график</b>";
    const noSubject = await post("/groups/message", "member", { groupId: String(w.group), subjectId: "", text, redirectTo: back });
    expect(noSubject.status).toBe(400);
    const again = await noSubject.text();
    expect(again).toContain(t.subjectRequired);
    expect(again).toContain(`>Мой вопрос &lt;b&gt;про график&lt;/b&gt;</textarea>`);
    expect(again).toContain(`<details id="message" class="group-message" open`);
    const tooLong = await post("/groups/message", "member", {
      groupId: String(w.group),
      subjectId: String(w.subject),
      text: "ж".repeat(2001),
      redirectTo: back,
    });
    expect(tooLong.status).toBe(400);
    const longPage = await tooLong.text();
    expect(longPage).toContain(t.textTooLong);
    expect(longPage).toContain(`${"ж".repeat(2001)}</textarea>`);
    expect(longPage).toContain(`<option value="${w.subject}" selected="">Вопрос</option>`);
    const closed = await post("/groups/message", "member", {
      groupId: String(w.closed),
      subjectId: String(w.subject),
      text,
      redirectTo: back,
    });
    expect(closed.status).toBe(400);
    expect(await closed.text()).toContain("Мой вопрос &lt;b&gt;про график&lt;/b&gt;</textarea>");

    const sent = await follow(
      await post("/groups/message", "member", { groupId: String(w.group), subjectId: String(w.subject), text, redirectTo: back }),
      "member",
    );
    expect(sent.to).toBe(back);
    expect(sent.page).toContain(t.sent);
    const rows = await w.portal.db.kysely
      .selectFrom("claims")
      .select(["text", "type"])
      .where("owner_id", "=", w.people.member.id)
      .execute();
    expect(rows).toEqual([{ text, type: "GROUP_MESSAGE" }]);
  });

  it("completes a message on the approvement-request page with a resolution type of its group", async () => {
    const id = await w.send("member", "Ответьте на странице");
    const here = `/user/${w.people.manager.id}/approvement-requests/${id}`;
    const page = await html(here, "manager");
    expect(page).toContain("Взять в работу");
    expect(page).toContain(`name="fields.resolutionTypeId"`);
    for (const r of w.own.resolutions) expect(page).toContain(`<option value="${r.id}">${r.name}</option>`);
    const { version } = await w.claimOf(id);
    const move = { intent: "move", status: "COMPLETED", version: String(version), comment: "Ответили письмом" };

    const missing = await post(here, "manager", move);
    const missingPage = await missing.text();
    expect(missingPage).toContain(t.resolutionRequired);
    expect(missingPage).toContain(">Ответили письмом</textarea>");
    const foreign = await post(here, "manager", { ...move, "fields.resolutionTypeId": String(w.foreign.resolutions[0]!.id) });
    expect(await foreign.text()).toContain(t.resolutionRequired);
    expect((await w.claimOf(id)).status).toBe("NEW");

    const resolution = w.own.resolutions[1]!;
    const done = await follow(await post(here, "manager", { ...move, "fields.resolutionTypeId": String(resolution.id) }), "manager");
    expect(done.page).toContain("Заявка переведена в статус «Завершено»");
    expect((await w.rowOf(id))?.resolution_type_id).toBe(resolution.id);
  });

  it("shows the hot line's links on /menu by the two checks", async () => {
    await w.portal.services.settings.set("HOT_LINE_GROUP_ID", String(w.group));
    const member = await html("/menu", "member");
    expect(member).toContain(`href="/group/${w.group}#message"`);
    expect(member).toContain(t.hotLineWrite);
    expect(member).not.toContain(t.hotLineInbox);
    const manager = await html("/menu", "manager");
    expect(manager).toContain(t.hotLineWrite);
    expect(manager).toContain(`href="/user/${w.people.manager.id}/approvement-requests"`);
    await w.portal.services.settings.set("HOT_LINE_GROUP_ID", String(w.closed));
    expect(await html("/menu", "member")).not.toContain(t.hotLineWrite);
  });
});

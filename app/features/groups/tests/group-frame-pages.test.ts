// A group's page as a browser without JavaScript meets it (the real build behind the real Express app):
// a closed group shows a non-member its card, why its content is hidden and the request button; the
// button's form files the request and comes back with a toast, the card then saying the request waits
// with a button to withdraw it; an open group's subscription likewise. Run `npm run build` first.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actingAs } from "~/platform/actor";
import { createPerson, createTestPortal, pageDialects, type TestPortal } from "../../../../tests/helpers/portal";
import { pageParts, signInWithForm, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { ru } from "../../../../tests/helpers/ru";

const PASSWORD = "frame-pass-1";
const t = ru.groups;

describe.each(await pageDialects())("a group's frame without JavaScript on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let outsider: string;
  let closedId: number;
  let openId: number;

  const get = (url: string, cookie: string) => fetch(`${server.url}${url}`, { redirect: "manual", headers: { Cookie: cookie } });
  const post = (url: string, cookie: string, form: Record<string, string>) =>
    fetch(`${server.url}${url}`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
      body: new URLSearchParams(form),
    });
  const markup = async (url: string, cookie: string) => {
    const response = await get(url, cookie);
    expect(response.status).toBe(200);
    return pageParts(await response.text()).markup;
  };

  beforeAll(async () => {
    const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
    portal = await createTestPortal(dialect, { realClock: true });
    server = await startTestServer(portal, { build });
    const manager = await createPerson(portal, { password: PASSWORD, name: "Мария", surname: "Руководова" });
    const other = await createPerson(portal, { password: PASSWORD, name: "Ольга", surname: "Сторонняя" });
    outsider = await signInWithForm(server, other.phone, PASSWORD);
    const actor = actingAs(manager.id);
    const none = { avatarFileId: undefined, coverFileId: undefined };
    closedId = (
      await portal.services.groups.create(actor, {
        name: "Склад на Лиговском",
        description: "Только для своих",
        configClose: true,
        ...none,
      })
    ).id;
    openId = (await portal.services.groups.create(actor, { name: "Бег и ЗОЖ", description: "Пробежки", configClose: false, ...none })).id;
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  it("shows a closed group's card to a non-member, files her request and lets her withdraw it", async () => {
    const card = await markup(`/group/${closedId}`, outsider);
    expect(card).toContain("Склад на Лиговском");
    expect(card).toContain(t.closed);
    expect(card).toContain(t.closedNotice);
    expect(card).toContain(`>${t.request}</button>`);
    expect(card).not.toContain(t.tabs.members);

    const asked = await post("/groups/membership", outsider, {
      groupId: String(closedId),
      intent: "subscribe",
      redirectTo: `/group/${closedId}`,
    });
    expect(asked.status).toBe(303);
    expect(asked.headers.get("location")).toBe(`/group/${closedId}`);
    const waiting = await markup(`/group/${closedId}`, outsider);
    expect(waiting).toContain(t.requestDone);
    expect(waiting).toContain(t.requestSent);
    expect(waiting).toContain(`>${t.withdraw}</button>`);

    await post("/groups/membership", outsider, { groupId: String(closedId), intent: "unsubscribe", redirectTo: `/group/${closedId}` });
    const withdrawn = await markup(`/group/${closedId}`, outsider);
    expect(withdrawn).toContain(t.requestWithdrawn);
    expect(withdrawn).toContain(`>${t.request}</button>`);
  });

  it("subscribes to an open group from its page, showing its tabs, and refuses an unknown group with a toast", async () => {
    const before = await markup(`/group/${openId}`, outsider);
    expect(before).toContain(t.tabs.members);
    expect(before).toContain(t.members(1));
    await post("/groups/membership", outsider, { groupId: String(openId), intent: "subscribe", redirectTo: `/group/${openId}` });
    const after = await markup(`/group/${openId}`, outsider);
    expect(after).toContain(t.subscribed);
    expect(after).toContain(t.members(2));
    expect(after).toContain(`>${t.unsubscribe}</button>`);

    const unknown = await post("/groups/membership", outsider, { groupId: "999999", intent: "subscribe", redirectTo: "/group" });
    expect(unknown.status).toBe(303);
    expect(await markup(`/group/${openId}`, outsider)).toContain(ru.groups.refusals.notFound);
    expect((await get("/group/999999", outsider)).status).toBe(404);
    expect((await get("/group/abc", outsider)).status).toBe(404);
  });
});

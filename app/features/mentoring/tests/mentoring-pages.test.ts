// /mentoring as a browser without JavaScript meets it (SQLite; the domain runs on both in mentoring.test.ts):
// the offer form (a refused field comes back as typed), the filter by topic, a request from a mentor's card,
// the mentor's accept, and HR's section of every pair that no one else sees.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPerson, createTestPortal, pageDialects, type TestPortal } from "../../../../tests/helpers/portal";
import { signInWithForm, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { formBrowser, text, textareaValue } from "../../../../tests/helpers/form-browser";
import { messages as t } from "../messages";
import { serverMessages as r } from "../messages.server";
import { ROLE_MENTORING_HR } from "../policy";

const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
const PASSWORD = "mentoring-pages-1";

describe.each(await pageDialects())("mentoring page on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  const cookies = { mentor: "", mentee: "", hr: "" };
  let mentorId = 0;
  const browser = formBrowser(() => server, cookies);

  beforeAll(async () => {
    portal = await createTestPortal(dialect);
    server = await startTestServer(portal, { build });
    const specs = {
      mentor: ["Вера", "Наставникова", []],
      mentee: ["Никита", "Новичков", []],
      hr: ["Галина", "Кадрова", [ROLE_MENTORING_HR]],
    } as const;
    for (const [who, [name, surname, roles]] of Object.entries(specs) as [keyof typeof specs, (typeof specs)[keyof typeof specs]][]) {
      const p = await createPerson(portal, { password: PASSWORD, name, surname, roles: [...roles] });
      if (who === "mentor") mentorId = p.id;
      cookies[who] = await signInWithForm(server, p.phone, PASSWORD);
    }
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  it("takes an offer, finds the mentor by topic, sends a request she accepts; HR alone sees every pair", async () => {
    expect((await browser.get("/mentoring")).status).toBe(302);
    const refused = await browser.post("/mentoring", "mentor", {
      intent: "offer",
      about: "Помогу с кассой",
      topics: "",
      capacity: "2",
      accepting: "on",
    });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(text(html)).toContain(t.topicsRequired);
    expect(textareaValue(html, "about")).toBe("Помогу с кассой");
    await browser.postAndFollow(
      "/mentoring",
      "mentor",
      { intent: "offer", about: "Помогу с кассой", topics: "Касса, Продажи", capacity: "2", accepting: "on" },
      "/mentoring#mentoring-offer",
    );

    expect(text(await browser.html("/mentoring?topic=Логистика", "mentee"))).toContain(t.noMentors);
    const found = await browser.html(`/mentoring?topic=${encodeURIComponent("касса")}`, "mentee");
    expect(text(found)).toContain("Наставникова Вера");
    expect(text(found)).toContain(t.places(2, 2));
    const blank = await browser.post("/mentoring", "mentee", { intent: "request", mentorId: String(mentorId), message: " " });
    expect(blank.status).toBe(400);
    expect(text(await blank.text())).toContain(t.messageRequired);
    const sent = await browser.postAndFollow(
      "/mentoring",
      "mentee",
      { intent: "request", mentorId: String(mentorId), message: "Научите кассе" },
      /^\/mentoring#pair-\d+$/,
    );
    expect(text(sent.page)).toContain(t.requestSent);
    const pairId = sent.location.split("-").at(-1)!;

    expect((await browser.post("/mentoring", "mentee", { intent: "accept", pairId })).status).toBe(403);
    const accepted = await browser.postAndFollow("/mentoring", "mentor", { intent: "accept", pairId }, `/mentoring#pair-${pairId}`);
    expect(text(accepted.page)).toContain(r.accepted);
    expect(text(accepted.page)).toContain(t.menteeOf("Новичков Никита"));
    expect(text(accepted.page)).not.toContain(t.allPairs);
    expect(text(await browser.html("/mentoring", "hr"))).toContain(t.allPairs);
  });
});

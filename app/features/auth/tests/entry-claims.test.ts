// Registration and recovery claims belong to the client that started them: a second client that starts
// for the same phone (an attacker who knows it) never learns the first one's claimUuid, so it cannot
// finish the flow the moment the real person confirms the code. Through /api and through the /register
// and /recover forms posted without JavaScript, on SQLite and on PostgreSQL.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createPerson, createTestPortal, dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { api, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { ok, refused } from "../../../../tests/helpers/envelope";

const MINUTE = 60_000;
const RESEND_WAIT = (seconds: number) => `Новый код можно запросить через ${seconds} с`;
const REPLACED = "Отправлен новый код. Введите код из последнего СМС";

/** A browser without JavaScript: posts forms, follows nothing, keeps its cookies. */
function formClient(server: TestServer) {
  const jar = new Map<string, string>();
  return {
    jar,
    hasSession: () => Boolean(jar.get("portal_session")),
    async post(pagePath: string, fields: Record<string, string>) {
      const response = await fetch(`${server.url}${pagePath}`, {
        method: "POST",
        redirect: "manual",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; "),
        },
        body: new URLSearchParams(fields),
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(";");
        const [name, value] = [pair!.slice(0, pair!.indexOf("=")), pair!.slice(pair!.indexOf("=") + 1)];
        if (value) jar.set(name, value);
        else jar.delete(name);
      }
      const html = await response.text();
      return { status: response.status, html, location: response.headers.get("location") };
    },
  };
}

/** The claimUuid a page put where its reader can see it (a hidden field), if any. */
const claimIn = (html: string) =>
  /name="claimUuid"[^>]*value="([^"]+)"|value="([^"]+)"[^>]*name="claimUuid"/.exec(html)?.slice(1).find(Boolean);
const uuidsIn = (html: string) => html.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g) ?? [];

describe.each(await dialects())("claims belong to the client that started them, on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;

  beforeAll(async () => {
    const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
    portal = await createTestPortal(dialect);
    server = await startTestServer(portal, { build });
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });
  // Fresh rate-limit windows for every test (all calls come from 127.0.0.1).
  beforeEach(() => portal.clock.advance(2 * 60 * MINUTE));

  describe.each([
    { purpose: "registration", startPath: "/registration/start", result: "startRegistrationResult", confirmPath: "/registration/confirm" },
    {
      purpose: "recovery",
      startPath: "/change-password/start",
      result: "startChangePasswordDataResult",
      confirmPath: "/change-password/confirm",
    },
  ] as const)("/api $purpose", ({ purpose, startPath, result, confirmPath }) => {
    const start = (phoneNumber: string) => api(server, "POST", startPath, { body: { phoneNumber } });
    const confirm = (claimUuid: string, confirmationCode: string) =>
      api(server, "POST", confirmPath, { body: { claimUuid, confirmationCode } });
    const complete = (claimUuid: string, newPassword: string) =>
      purpose === "registration"
        ? api(server, "POST", "/registration/complete", { body: { claimUuid, newPassword, rulesAccepted: true } })
        : api(server, "POST", "/change-password/set-new-password", { body: { claimUuid, newPassword } });
    const person = () => createPerson(portal, purpose === "recovery" ? { password: "old-password-1" } : {});

    it("a second start for a pending phone is refused with the wait and no claimUuid; it never completes", async () => {
      const victim = await person();
      const mine = ok(await start(victim.phone))[result].claimUuid as string;
      portal.clock.advance(5000);
      const theirs = await start(victim.phone);
      refused(theirs, RESEND_WAIT(55));
      expect(portal.sms.sent.filter((m) => m.phone === victim.phone)).toHaveLength(1);
      // Whatever the second client holds, it keeps trying to complete while the person confirms.
      const stolen: string | undefined = theirs.envelope.response?.[result]?.claimUuid;
      const attempts: unknown[] = [];
      const tryComplete = async () => {
        if (stolen) attempts.push((await complete(stolen, "attacker-pass-1")).envelope.responseCode);
      };
      await tryComplete();
      ok(await confirm(mine, portal.sms.lastCodeFor(victim.phone)));
      await tryComplete();
      expect(attempts.every((code) => code !== 0)).toBe(true);
      const done = ok(await complete(mine, "owner-password-1"));
      expect(done.userName).toBe("Ирина");
      await tryComplete();
      expect(attempts.every((code) => code !== 0)).toBe(true);
      ok(await api(server, "POST", "/login", { body: { username: victim.phone, password: "owner-password-1" } }));
    });

    it("a double submission sent in parallel gives one claimUuid; the other answer carries none", async () => {
      const victim = await person();
      const answers = await Promise.all([start(victim.phone), start(victim.phone), start(victim.phone)]);
      const claims = answers.filter((a) => a.envelope.responseCode === 0).map((a) => a.envelope.response[result].claimUuid);
      expect(claims).toHaveLength(1);
      for (const refusal of answers.filter((a) => a.envelope.responseCode !== 0)) {
        expect(refusal.envelope.response).toBeNull();
        expect(refusal.envelope.errorMessage).toMatch(/^Новый код можно запросить через \d+ с$/);
      }
    });

    it("a start after the wait makes a new claim with a new code; the old claim stops working", async () => {
      const victim = await person();
      const first = ok(await start(victim.phone))[result].claimUuid as string;
      const firstCode = portal.sms.lastCodeFor(victim.phone);
      portal.clock.advance(61_000);
      const second = ok(await start(victim.phone))[result].claimUuid as string;
      expect(second).not.toBe(first);
      refused(await confirm(first, firstCode), REPLACED);
      ok(await confirm(second, portal.sms.lastCodeFor(victim.phone)));
    });
  });

  describe.each([
    { purpose: "registration", page: "/register", finish: { rulesAccepted: "on" } },
    { purpose: "recovery", page: "/recover", finish: {} as Record<string, string> },
  ] as const)("the $page form without JavaScript", ({ purpose, page, finish }) => {
    const person = () => createPerson(portal, purpose === "recovery" ? { password: "old-password-1" } : {});

    it("a second client's start shows no claim, and its completes never sign it in", async () => {
      const victim = await person();
      const owner = formClient(server);
      const attacker = formClient(server);

      const started = await owner.post(page, { subaction: "start", phone: victim.phone });
      expect(started.status).toBe(200);
      expect(started.html).toContain("Мы отправили код на номер");
      const ownerClaim = claimIn(started.html);
      const [claim] = await portal.db.kysely.selectFrom("sms_claims").select("uuid").where("phone", "=", victim.phone).execute();
      // The page keeps the claim on the server: its id is nowhere in what the browser receives.
      expect(uuidsIn(started.html)).not.toContain(claim!.uuid);

      portal.clock.advance(5000);
      const theirs = await attacker.post(page, { subaction: "start", phone: victim.phone });
      expect(theirs.html).toContain(RESEND_WAIT(55));
      expect(theirs.html).not.toContain("Мы отправили код на номер");
      expect(uuidsIn(theirs.html)).not.toContain(claim!.uuid);
      const stolen = claimIn(theirs.html);

      const attackerCompletes = async () => {
        const answer = await attacker.post(page, {
          subaction: "complete",
          ...(stolen ? { claimUuid: stolen } : {}),
          password: "attacker-pass-1",
          passwordRepeat: "attacker-pass-1",
          rulesAccepted: "on",
        });
        expect(answer.status).not.toBe(302);
        expect(attacker.hasSession()).toBe(false);
      };
      await attackerCompletes();
      const code = portal.sms.lastCodeFor(victim.phone);
      const confirmed = await owner.post(page, { subaction: "confirm", code, ...(ownerClaim ? { claimUuid: ownerClaim } : {}) });
      expect(confirmed.html).toContain("придумайте пароль");
      expect(uuidsIn(confirmed.html)).not.toContain(claim!.uuid);
      await attackerCompletes();

      const done = await owner.post(page, {
        subaction: "complete",
        ...(ownerClaim ? { claimUuid: ownerClaim } : {}),
        password: "owner-password-1",
        passwordRepeat: "owner-password-1",
        ...finish,
      });
      expect(done.status).toBe(302);
      expect(done.location).toBe("/");
      expect(owner.hasSession()).toBe(true);
      await attackerCompletes();
    });

    it("a double submission of the start form by the same browser shows its own code step again", async () => {
      const victim = await person();
      const owner = formClient(server);
      await owner.post(page, { subaction: "start", phone: victim.phone });
      portal.clock.advance(3000);
      const again = await owner.post(page, { subaction: "start", phone: victim.phone });
      expect(again.html).toContain("Мы отправили код на номер");
      expect(portal.sms.sent.filter((m) => m.phone === victim.phone)).toHaveLength(1);
      const code = portal.sms.lastCodeFor(victim.phone);
      expect((await owner.post(page, { subaction: "confirm", code })).html).toContain("придумайте пароль");
    });

    it("a claimUuid posted in a field is not taken: the step uses only this browser's own claim", async () => {
      const victim = await person();
      const owner = formClient(server);
      const outsider = formClient(server);
      await owner.post(page, { subaction: "start", phone: victim.phone });
      const [claim] = await portal.db.kysely.selectFrom("sms_claims").select("uuid").where("phone", "=", victim.phone).execute();
      const code = portal.sms.lastCodeFor(victim.phone);
      // Even knowing the id and the code, another browser does not get the claim through the form.
      const guessed = await outsider.post(page, { subaction: "confirm", claimUuid: claim!.uuid, code });
      expect(guessed.html).not.toContain("придумайте пароль");
      expect((await owner.post(page, { subaction: "confirm", code })).html).toContain("придумайте пароль");
      const taken = await outsider.post(page, {
        subaction: "complete",
        claimUuid: claim!.uuid,
        password: "outsider-pass-1",
        passwordRepeat: "outsider-pass-1",
        rulesAccepted: "on",
      });
      expect(taken.status).not.toBe(302);
      expect(outsider.hasSession()).toBe(false);
    });
  });
});

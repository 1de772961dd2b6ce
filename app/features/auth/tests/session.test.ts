// Contract tests of spec part 1 §7 "Session and entry" (and the notification calls the shell uses):
// what a JSON client sees — HTTP status, the {responseCode, response, errorMessage} envelope and the
// exact Russian messages — on SQLite and on PostgreSQL.
import { describe, expect, it, vi } from "vitest";
import { createPerson, dialects } from "../../../../tests/helpers/portal";
import { ok, unauthorized } from "../../../../tests/helpers/envelope";
import { PASSWORD, sessionContext } from "./session-context";
import { signInCases } from "./sign-in.cases";
import { claimCases } from "./claims.cases";
import { shellCallCases } from "./shell-calls.cases";
import { browserSubscription } from "../../../../tests/helpers/push";

describe.each(await dialects())("Session and entry API on %s", (dialect) => {
  const ctx = sessionContext(dialect);
  const { api, login, signedIn, addNotification, bodies } = ctx;

  signInCases(ctx);
  claimCases(ctx);
  shellCallCases(ctx);

  describe("protected calls", () => {
    type Protected = {
      method: "GET" | "POST";
      path: string;
      payload?: (userId: number) => Promise<{ body?: unknown; query?: Record<string, string> }>;
    };
    const calls: Protected[] = [
      { method: "GET", path: "/user/short-cur-user-info" },
      { method: "POST", path: "/user/update-need-show-welcome" },
      {
        method: "GET",
        path: "/options/get",
        payload: async () => {
          await ctx.portal.services.settings.set("HOT_LINE_GROUP_ID", "5");
          return { query: { name: "HOT_LINE_GROUP_ID" } };
        },
      },
      { method: "GET", path: "/options/get-null", payload: async () => ({ query: { name: "HOT_LINE_GROUP_ID" } }) },
      { method: "GET", path: "/nav/list" },
      { method: "POST", path: "/web-push/token/add", payload: async () => ({ body: { token: browserSubscription().token } }) },
      { method: "POST", path: "/web-push/token/delete", payload: async () => ({ body: { token: browserSubscription().token } }) },
      { method: "GET", path: "/notifications-v2/list" },
      { method: "POST", path: "/notifications-v2/show", payload: async (userId) => ({ body: { id: await addNotification(userId) } }) },
      { method: "POST", path: "/notifications-v2/show-all" },
    ];

    it.each(calls)("$method $path: 401 without a session; the bearer token and the cookie both work", async (call) => {
      const { person, token, cookie } = await signedIn();
      const anonymousPayload = call.payload ? await call.payload(person.id) : {};
      unauthorized(await api(ctx.server, call.method, call.path, anonymousPayload));
      unauthorized(await api(ctx.server, call.method, call.path, { ...anonymousPayload, token: "not-a-token" }));
      unauthorized(await api(ctx.server, call.method, call.path, { ...anonymousPayload, cookie: "portal_session=forged" }));
      ok(await api(ctx.server, call.method, call.path, { ...(call.payload ? await call.payload(person.id) : {}), token }));
      ok(await api(ctx.server, call.method, call.path, { ...(call.payload ? await call.payload(person.id) : {}), cookie }));
    });
  });

  describe("transport errors", () => {
    it("an unknown /api path answers 404 with the envelope", async () => {
      const get = await api(ctx.server, "GET", "/no-such-call");
      expect(get.status).toBe(404);
      expect(get.envelope).toEqual({ responseCode: 1, response: null, errorMessage: "Метод /no-such-call не найден" });
      const post = await api(ctx.server, "POST", "/wiki/nothing/here", { body: {} });
      expect(post.status).toBe(404);
      expect(post.envelope.responseCode).toBe(1);
      expect(post.envelope.errorMessage).toBe("Метод /wiki/nothing/here не найден");
    });

    it("a malformed JSON body answers 400 «Некорректный запрос»", async () => {
      const response = await fetch(`${ctx.server.url}/api/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: '{"username": "9001234567", "password": ',
      });
      expect(response.status).toBe(400);
      const text = await response.text();
      bodies.push(text);
      expect(JSON.parse(text)).toEqual({ responseCode: 1, response: null, errorMessage: "Некорректный запрос" });
    });

    it("a cross-site POST is refused with 403 and does nothing", async () => {
      const person = await createPerson(ctx.portal, { password: PASSWORD });
      const forbidden = "Запрос отклонён: форма отправлена с другого сайта";
      const byOrigin = await login(person.phone, PASSWORD, { headers: { Origin: "https://evil.example" } });
      expect(byOrigin.status).toBe(403);
      expect(byOrigin.envelope).toEqual({ responseCode: 1, response: null, errorMessage: forbidden });
      expect(byOrigin.setCookie).toBeNull();
      const bySite = await login(person.phone, PASSWORD, { headers: { "Sec-Fetch-Site": "cross-site" } });
      expect(bySite.status).toBe(403);
      expect(bySite.envelope.errorMessage).toBe(forbidden);
      // The same origin and same-origin fetches pass.
      ok(await login(person.phone, PASSWORD, { headers: { Origin: new URL(ctx.server.url).origin } }));
      ok(await login(person.phone, PASSWORD, { headers: { "Sec-Fetch-Site": "same-origin" } }));
    });

    it("an unexpected failure answers 500 with a generic Russian message and no stack", async () => {
      const { person, token } = await signedIn();
      // A row the code cannot read (broken JSON in variables) makes the call fail unexpectedly.
      await addNotification(person.id, { variables: "{broken" });
      const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
      try {
        const call = await api(ctx.server, "GET", "/notifications-v2/list", { token });
        expect(call.status).toBe(500);
        expect(call.envelope).toEqual({
          responseCode: 1,
          response: null,
          errorMessage: "Что-то пошло не так. Попробуйте ещё раз или обратитесь к администратору портала.",
        });
      } finally {
        quiet.mockRestore();
        await ctx.portal.db.kysely.deleteFrom("notifications").where("user_id", "=", person.id).execute();
      }
    });

    it("no answer of this file carried a stack trace, a password hash or a token hash", () => {
      expect(bodies.length).toBeGreaterThan(100);
      for (const body of bodies) {
        expect(body).not.toMatch(/password_hash|passwordHash|token_hash|tokenHash|code_hash|scrypt\$/i);
        expect(body).not.toMatch(/\bat .+:\d+:\d+|node_modules|Error:|stack/);
      }
    });
  });
});

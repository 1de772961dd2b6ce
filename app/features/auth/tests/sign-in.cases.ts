// Sign-in, token refresh and sign-out (spec part 1 §7): cases of session.test.ts.
import { describe, expect, it } from "vitest";
import { createPerson } from "../../../../tests/helpers/portal";
import { ok, refused, unauthorized } from "../../../../tests/helpers/envelope";
import { formatPhone } from "~/features/auth/phone";
import { MINUTE, PASSWORD, WRONG_CREDENTIALS, sessionCookieOf, type SessionContext } from "./session-context";

export function signInCases(ctx: SessionContext) {
  const { api, login, signedIn, me, dialect } = ctx;
  describe("POST /login", () => {
    it("signs in with phone digits: tokens, the short user and an HttpOnly SameSite=Lax session cookie", async () => {
      const person = await createPerson(ctx.portal, { password: PASSWORD, roles: ["ROLE_POSTER"] });
      const call = await login(person.phone, PASSWORD);
      const response = ok(call);
      expect(response.accessToken).toEqual(expect.any(String));
      expect(response.refreshToken).toEqual(expect.any(String));
      expect(response.accessToken.length).toBeGreaterThanOrEqual(32);
      expect(response.refreshToken).not.toBe(response.accessToken);
      expect(response.user).toMatchObject({ id: person.id, name: "Ирина", surname: "Тестова", roles: ["ROLE_POSTER"] });
      expect(call.setCookie).toMatch(/portal_session=[A-Za-z0-9_-]{32,};/);
      expect(call.setCookie).toMatch(/;\s*HttpOnly/i);
      expect(call.setCookie).toMatch(/;\s*SameSite=Lax/i);
      expect(call.setCookie).toMatch(/;\s*Path=\//i);
      // Both credentials identify the person.
      expect(ok(await me({ token: response.accessToken })).id).toBe(person.id);
      expect(ok(await me({ cookie: sessionCookieOf(call.setCookie) })).id).toBe(person.id);
    });

    it("accepts the phone typed with the mask or a leading 8", async () => {
      const person = await createPerson(ctx.portal, { password: PASSWORD });
      ok(await login(formatPhone(person.phone), PASSWORD));
      ok(await login(`8${person.phone}`, PASSWORD));
    });

    it("answers a wrong password and an unknown phone with the same spec message, and no cookie", async () => {
      const person = await createPerson(ctx.portal, { password: PASSWORD });
      const wrong = await login(person.phone, "Secret-123");
      refused(wrong, WRONG_CREDENTIALS);
      expect(wrong.setCookie).toBeNull();
      refused(await login("9111111111", PASSWORD), WRONG_CREDENTIALS);
      // A person who never registered has no password to match.
      const unregistered = await createPerson(ctx.portal);
      refused(await login(unregistered.phone, PASSWORD), WRONG_CREDENTIALS);
    });

    it("refuses a malformed phone and an empty password with Russian messages", async () => {
      refused(await login("900123456", PASSWORD), "Введите номер телефона полностью: 10 цифр после +7");
      refused(await login("", PASSWORD), "Введите номер телефона");
      refused(await api(ctx.server, "POST", "/login", { body: {} }), "Введите номер телефона");
      refused(await login("9001234567", ""), "Введите пароль");
    });

    it("blocks the phone after 10 failures for 15 minutes, even with the right password", async () => {
      const person = await createPerson(ctx.portal, { password: PASSWORD });
      for (let i = 0; i < 10; i++) refused(await login(person.phone, `wrong-${i}`), WRONG_CREDENTIALS);
      const blocked = "Слишком много неудачных попыток входа. Попробуйте через 15 минут.";
      refused(await login(person.phone, PASSWORD), blocked);
      ctx.portal.clock.advance(14 * MINUTE);
      refused(await login(person.phone, PASSWORD), blocked);
      ctx.portal.clock.advance(MINUTE + 1000);
      ok(await login(person.phone, PASSWORD));
    });

    it("lets no more than 10 of a parallel burst of wrong passwords through to the password check", async () => {
      const person = await createPerson(ctx.portal, { password: PASSWORD });
      const answers = await Promise.all(Array.from({ length: 16 }, (_, i) => login(person.phone, `burst-${i}`)));
      const messages = answers.map((a) => a.envelope.errorMessage);
      const wrong = messages.filter((m) => m === WRONG_CREDENTIALS).length;
      expect(wrong).toBeLessThanOrEqual(10);
      expect(wrong).toBeGreaterThan(0);
      expect(messages.filter((m) => m === "Слишком много неудачных попыток входа. Попробуйте через 15 минут.").length).toBe(16 - wrong);
      if (dialect === "sqlite") expect(wrong).toBe(10); // one writer at a time: the limit is exact
    });

    it("refuses a blocked account and ends its sessions", async () => {
      const { person, token, cookie } = await signedIn();
      await ctx.portal.db.kysely.updateTable("users").set({ blocked: 1 }).where("id", "=", person.id).execute();
      refused(await login(person.phone, PASSWORD), "Учётная запись заблокирована. Обратитесь к администратору портала.");
      unauthorized(await me({ token }));
      unauthorized(await me({ cookie }));
    });
  });

  describe("POST /token/refresh", () => {
    it("rotates: a new pair works, the old refresh token stops working", async () => {
      const { person, refreshToken } = await signedIn();
      const first = ok(await api(ctx.server, "POST", "/token/refresh", { body: { refreshToken } }));
      expect(first.accessToken).toEqual(expect.any(String));
      expect(first.refreshToken).toEqual(expect.any(String));
      expect(first.refreshToken).not.toBe(refreshToken);
      expect(ok(await me({ token: first.accessToken })).id).toBe(person.id);

      const second = ok(await api(ctx.server, "POST", "/token/refresh", { body: { refreshToken: first.refreshToken } }));
      expect(ok(await me({ token: second.accessToken })).id).toBe(person.id);
    });

    it("ends the whole token family when a used refresh token comes back (it was copied)", async () => {
      const { refreshToken } = await signedIn();
      const first = ok(await api(ctx.server, "POST", "/token/refresh", { body: { refreshToken } }));
      refused(await api(ctx.server, "POST", "/token/refresh", { body: { refreshToken } }), "Сессия истекла. Войдите заново");
      unauthorized(await me({ token: first.accessToken }));
      refused(
        await api(ctx.server, "POST", "/token/refresh", { body: { refreshToken: first.refreshToken } }),
        "Сессия истекла. Войдите заново",
      );
    });

    it("renews an access token that expired after 60 minutes", async () => {
      const { person, token, refreshToken } = await signedIn();
      ctx.portal.clock.advance(59 * MINUTE);
      ok(await me({ token }));
      ctx.portal.clock.advance(2 * MINUTE);
      unauthorized(await me({ token }));
      const renewed = ok(await api(ctx.server, "POST", "/token/refresh", { body: { refreshToken } }));
      expect(ok(await me({ token: renewed.accessToken })).id).toBe(person.id);
    });

    it("refuses an unknown, missing or access token in place of a refresh token", async () => {
      const { token } = await signedIn();
      const message = "Сессия истекла. Войдите заново";
      refused(await api(ctx.server, "POST", "/token/refresh", { body: { refreshToken: "nonsense" } }), message);
      refused(await api(ctx.server, "POST", "/token/refresh", { body: {} }), message);
      refused(await api(ctx.server, "POST", "/token/refresh", { body: { refreshToken: token } }), message);
    });
  });

  describe("POST /logout", () => {
    it("with the bearer token: the token and its refresh token are ended", async () => {
      const { token, refreshToken } = await signedIn();
      expect(ok(await api(ctx.server, "POST", "/logout", { token }))).toBeNull();
      unauthorized(await me({ token }));
      refused(await api(ctx.server, "POST", "/token/refresh", { body: { refreshToken } }), "Сессия истекла. Войдите заново");
    });

    it("with the session cookie: the session is ended and the cookie cleared", async () => {
      const { cookie } = await signedIn();
      const call = await api(ctx.server, "POST", "/logout", { cookie });
      ok(call);
      expect(call.setCookie).toMatch(/portal_session=;/);
      expect(call.setCookie).toMatch(/Max-Age=0/i);
      unauthorized(await me({ cookie }));
    });

    it("with both, as the browser client sends them: both the token and the cookie session are ended", async () => {
      const { token, cookie } = await signedIn();
      ok(await api(ctx.server, "POST", "/logout", { token, cookie }));
      unauthorized(await me({ token }));
      unauthorized(await me({ cookie }));
    });

    it("without a session is a harmless success, and other people's sessions live on", async () => {
      const other = await signedIn();
      ok(await api(ctx.server, "POST", "/logout"));
      ok(await me({ token: other.token }));
      ok(await me({ cookie: other.cookie }));
    });
  });
}

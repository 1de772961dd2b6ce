// Contract tests of spec part 1 §7 "Session and entry" (and the notification calls the shell uses):
// what a JSON client sees — HTTP status, the {responseCode, response, errorMessage} envelope and the
// exact Russian messages — on SQLite and on PostgreSQL.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createPerson, createTestPortal, dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { api as rawApi, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { formatPhone } from "~/features/auth/schema";
import { type Call, ok, refused, unauthorized } from "../../../../tests/helpers/envelope";

const WRONG_CREDENTIALS =
  "Неверный номер телефона или пароль. Возможно, нажата клавиша Caps Lock или включена неверная раскладка.";
const PASSWORD_LENGTH = "Пароль должен содержать от 8 до 32 символов";
const CLAIM_GONE = "Заявка не найдена или устарела. Начните заново";
const PASSWORD = "secret-123";
const MINUTE = 60_000;

type Api = typeof rawApi;

/** "portal_session=<secret>" from a Set-Cookie header, ready to send back. */
function sessionCookieOf(setCookie: string | null): string {
  const match = /(?:^|[\s,])portal_session=([^;]*)/.exec(setCookie ?? "");
  if (!match?.[1]) throw new Error(`no session cookie in ${setCookie}`);
  return `portal_session=${match[1]}`;
}

describe.each(await dialects())("Session and entry API on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  /** Every body a test received, checked at the end for leaked secrets and stacks. */
  const bodies: string[] = [];
  const api: Api = async (...args) => {
    const result = await rawApi(...args);
    bodies.push(JSON.stringify(result.envelope));
    return result;
  };

  beforeAll(async () => {
    portal = await createTestPortal(dialect);
    server = await startTestServer(portal);
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });
  // Every test starts with empty rate-limit windows (they are per client address, and all tests
  // come from 127.0.0.1); tokens issued by earlier tests expire, so each test signs in itself.
  beforeEach(() => portal.clock.advance(2 * 60 * MINUTE));

  const login = (username: string, password: string, options: { headers?: Record<string, string> } = {}) =>
    api(server, "POST", "/login", { body: { username, password }, ...options });

  async function signedIn(options: { roles?: string[]; name?: string } = {}) {
    const person = await createPerson(portal, { password: PASSWORD, ...options });
    const call = await login(person.phone, PASSWORD);
    const response = ok(call);
    return {
      person,
      token: response.accessToken as string,
      refreshToken: response.refreshToken as string,
      cookie: sessionCookieOf(call.setCookie),
    };
  }

  const me = (auth: { token?: string; cookie?: string }) => api(server, "GET", "/user/short-cur-user-info", auth);

  async function addNotification(userId: number, fields: { text?: string; showed?: number; variables?: string } = {}) {
    const row = await portal.db.kysely
      .insertInto("notifications")
      .values({
        user_id: userId,
        type: "SYSTEM",
        text: fields.text ?? "Добро пожаловать на портал",
        variables: fields.variables ?? "[]",
        showed: fields.showed ?? 0,
        create_date: portal.clock.now().toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  }

  describe("POST /login", () => {
    it("signs in with phone digits: tokens, the short user and an HttpOnly SameSite=Lax session cookie", async () => {
      const person = await createPerson(portal, { password: PASSWORD, roles: ["ROLE_POSTER"] });
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
      const person = await createPerson(portal, { password: PASSWORD });
      ok(await login(formatPhone(person.phone), PASSWORD));
      ok(await login(`8${person.phone}`, PASSWORD));
    });

    it("answers a wrong password and an unknown phone with the same spec message, and no cookie", async () => {
      const person = await createPerson(portal, { password: PASSWORD });
      const wrong = await login(person.phone, "Secret-123");
      refused(wrong, WRONG_CREDENTIALS);
      expect(wrong.setCookie).toBeNull();
      refused(await login("9111111111", PASSWORD), WRONG_CREDENTIALS);
      // A person who never registered has no password to match.
      const unregistered = await createPerson(portal);
      refused(await login(unregistered.phone, PASSWORD), WRONG_CREDENTIALS);
    });

    it("refuses a malformed phone and an empty password with Russian messages", async () => {
      refused(await login("900123456", PASSWORD), "Введите номер телефона полностью: 10 цифр после +7");
      refused(await login("", PASSWORD), "Введите номер телефона");
      refused(await api(server, "POST", "/login", { body: {} }), "Введите номер телефона");
      refused(await login("9001234567", ""), "Введите пароль");
    });

    it("blocks the phone after 10 failures for 15 minutes, even with the right password", async () => {
      const person = await createPerson(portal, { password: PASSWORD });
      for (let i = 0; i < 10; i++) refused(await login(person.phone, `wrong-${i}`), WRONG_CREDENTIALS);
      const blocked = "Слишком много неудачных попыток входа. Попробуйте через 15 минут.";
      refused(await login(person.phone, PASSWORD), blocked);
      portal.clock.advance(14 * MINUTE);
      refused(await login(person.phone, PASSWORD), blocked);
      portal.clock.advance(MINUTE + 1000);
      ok(await login(person.phone, PASSWORD));
    });

    it("lets no more than 10 of a parallel burst of wrong passwords through to the password check", async () => {
      const person = await createPerson(portal, { password: PASSWORD });
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
      await portal.db.kysely.updateTable("users").set({ blocked: 1 }).where("id", "=", person.id).execute();
      refused(await login(person.phone, PASSWORD), "Учётная запись заблокирована. Обратитесь к администратору портала.");
      unauthorized(await me({ token }));
      unauthorized(await me({ cookie }));
    });
  });

  describe("POST /token/refresh", () => {
    it("rotates: a new pair works, the old refresh token stops working", async () => {
      const { person, refreshToken } = await signedIn();
      const first = ok(await api(server, "POST", "/token/refresh", { body: { refreshToken } }));
      expect(first.accessToken).toEqual(expect.any(String));
      expect(first.refreshToken).toEqual(expect.any(String));
      expect(first.refreshToken).not.toBe(refreshToken);
      expect(ok(await me({ token: first.accessToken })).id).toBe(person.id);

      const second = ok(await api(server, "POST", "/token/refresh", { body: { refreshToken: first.refreshToken } }));
      expect(ok(await me({ token: second.accessToken })).id).toBe(person.id);
    });

    it("ends the whole token family when a used refresh token comes back (it was copied)", async () => {
      const { refreshToken } = await signedIn();
      const first = ok(await api(server, "POST", "/token/refresh", { body: { refreshToken } }));
      refused(await api(server, "POST", "/token/refresh", { body: { refreshToken } }), "Сессия истекла. Войдите заново");
      unauthorized(await me({ token: first.accessToken }));
      refused(
        await api(server, "POST", "/token/refresh", { body: { refreshToken: first.refreshToken } }),
        "Сессия истекла. Войдите заново",
      );
    });

    it("renews an access token that expired after 60 minutes", async () => {
      const { person, token, refreshToken } = await signedIn();
      portal.clock.advance(59 * MINUTE);
      ok(await me({ token }));
      portal.clock.advance(2 * MINUTE);
      unauthorized(await me({ token }));
      const renewed = ok(await api(server, "POST", "/token/refresh", { body: { refreshToken } }));
      expect(ok(await me({ token: renewed.accessToken })).id).toBe(person.id);
    });

    it("refuses an unknown, missing or access token in place of a refresh token", async () => {
      const { token } = await signedIn();
      const message = "Сессия истекла. Войдите заново";
      refused(await api(server, "POST", "/token/refresh", { body: { refreshToken: "nonsense" } }), message);
      refused(await api(server, "POST", "/token/refresh", { body: {} }), message);
      refused(await api(server, "POST", "/token/refresh", { body: { refreshToken: token } }), message);
    });
  });

  describe("POST /logout", () => {
    it("with the bearer token: the token and its refresh token are ended", async () => {
      const { token, refreshToken } = await signedIn();
      expect(ok(await api(server, "POST", "/logout", { token }))).toBeNull();
      unauthorized(await me({ token }));
      refused(await api(server, "POST", "/token/refresh", { body: { refreshToken } }), "Сессия истекла. Войдите заново");
    });

    it("with the session cookie: the session is ended and the cookie cleared", async () => {
      const { cookie } = await signedIn();
      const call = await api(server, "POST", "/logout", { cookie });
      ok(call);
      expect(call.setCookie).toMatch(/portal_session=;/);
      expect(call.setCookie).toMatch(/Max-Age=0/i);
      unauthorized(await me({ cookie }));
    });

    it("with both, as the browser client sends them: both the token and the cookie session are ended", async () => {
      const { token, cookie } = await signedIn();
      ok(await api(server, "POST", "/logout", { token, cookie }));
      unauthorized(await me({ token }));
      unauthorized(await me({ cookie }));
    });

    it("without a session is a harmless success, and other people's sessions live on", async () => {
      const other = await signedIn();
      ok(await api(server, "POST", "/logout"));
      ok(await me({ token: other.token }));
      ok(await me({ cookie: other.cookie }));
    });
  });

  describe("registration", () => {
    const start = (phoneNumber: unknown) => api(server, "POST", "/registration/start", { body: { phoneNumber } });
    const confirm = (claimUuid: string, confirmationCode: string) =>
      api(server, "POST", "/registration/confirm", { body: { claimUuid, confirmationCode } });
    const complete = (claimUuid: string, newPassword: string, rulesAccepted: unknown = true) =>
      api(server, "POST", "/registration/complete", { body: { claimUuid, newPassword, rulesAccepted } });
    const claimOf = (call: Call): string => ok(call).startRegistrationResult.claimUuid;

    it("start -> confirm -> complete signs the person in with tokens and a cookie", async () => {
      const person = await createPerson(portal, { name: "Пётр", surname: "Волков" });
      const sent = portal.sms.sent.length;
      const started = ok(await start(formatPhone(person.phone)));
      expect(Object.keys(started)).toEqual(["startRegistrationResult"]);
      const claimUuid = started.startRegistrationResult.claimUuid;
      expect(claimUuid).toMatch(/^[0-9a-f-]{36}$/);

      expect(portal.sms.sent.length).toBe(sent + 1);
      const sms = portal.sms.sent.at(-1)!;
      expect(sms.phone).toBe(person.phone);
      expect(sms.code).toMatch(/^\d{6}$/);
      expect(sms.text).toContain(sms.code);

      expect(ok(await confirm(claimUuid, sms.code!))).toEqual({ userName: "Пётр" });
      const done = await complete(claimUuid, "new-password-1");
      const response = ok(done);
      expect(response.userName).toBe("Пётр");
      expect(response.accessToken).toEqual(expect.any(String));
      expect(response.refreshToken).toEqual(expect.any(String));
      expect(done.setCookie).toMatch(/HttpOnly/i);
      expect(ok(await me({ token: response.accessToken })).id).toBe(person.id);
      expect(ok(await me({ cookie: sessionCookieOf(done.setCookie) })).id).toBe(person.id);
      expect(ok(await login(person.phone, "new-password-1")).user.id).toBe(person.id);
    });

    it("refuses a phone not in the directory, an already registered one and a malformed one", async () => {
      refused(
        await start("9222222222"),
        "Сотрудник с таким номером телефона не найден в справочнике. Обратитесь в отдел кадров.",
      );
      const registered = await createPerson(portal, { password: PASSWORD });
      refused(await start(registered.phone), "Этот номер уже зарегистрирован. Войдите с паролем или восстановите его.");
      refused(await start("12345"), "Введите номер телефона полностью: 10 цифр после +7");
      refused(await api(server, "POST", "/registration/start", { body: {} }), "Введите номер телефона");
    });

    it("counts wrong codes down and ends the claim after five", async () => {
      const person = await createPerson(portal);
      const claimUuid = claimOf(await start(person.phone));
      const code = portal.sms.lastCodeFor(person.phone);
      const wrong = code === "000000" ? "111111" : "000000";
      for (const left of [4, 3, 2, 1]) {
        refused(await confirm(claimUuid, wrong), `Неверный код подтверждения. Осталось попыток: ${left}`);
      }
      const tooMany = "Превышено число попыток ввода кода. Запросите новый код";
      refused(await confirm(claimUuid, wrong), tooMany);
      refused(await confirm(claimUuid, code), tooMany);
      refused(await complete(claimUuid, "new-password-1"), "Сначала подтвердите номер кодом из СМС");
    });

    it("counts codes sent in parallel: five tries in all, not five per moment", async () => {
      const person = await createPerson(portal);
      const claimUuid = claimOf(await start(person.phone));
      const code = portal.sms.lastCodeFor(person.phone);
      const wrong = Array.from({ length: 15 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0"));
      const answers = await Promise.all([...wrong, code].map((guess) => confirm(claimUuid, guess)));
      const tooMany = "Превышено число попыток ввода кода. Запросите новый код";
      const counted = answers.filter((a) => a.envelope.errorMessage?.startsWith("Неверный код подтверждения"));
      const succeeded = answers.filter((a) => a.envelope.responseCode === 0);
      // At most five codes were compared: four "wrong" answers and the fifth either a success or the end.
      expect(counted.length + succeeded.length).toBeLessThanOrEqual(5);
      expect(succeeded.length).toBeLessThanOrEqual(1);
      expect(answers.filter((a) => a.envelope.errorMessage === tooMany).length).toBeGreaterThanOrEqual(11);
      if (succeeded.length === 0) refused(await confirm(claimUuid, code), tooMany);
    });

    it("does not answer a confirmed claim for a wrong code", async () => {
      const person = await createPerson(portal);
      const claimUuid = claimOf(await start(person.phone));
      const code = portal.sms.lastCodeFor(person.phone);
      ok(await confirm(claimUuid, code));
      // A double submission of the right code answers again.
      expect(ok(await confirm(claimUuid, code)).userName).toBe("Ирина");
      const wrong = await confirm(claimUuid, code === "000000" ? "111111" : "000000");
      expect(wrong.envelope).toMatchObject({ responseCode: 1, response: null });
      expect(wrong.envelope.errorMessage).toMatch(/^Неверный код подтверждения\. Осталось попыток: \d$/);
    });

    it("refuses an empty or malformed code", async () => {
      const person = await createPerson(portal);
      const claimUuid = claimOf(await start(person.phone));
      refused(await confirm(claimUuid, ""), "Введите код из СМС");
      refused(await confirm(claimUuid, "12ab56"), "Код состоит из 6 цифр");
      refused(await confirm("", "123456"), "Заявка не найдена. Начните заново");
      refused(await confirm("00000000-0000-4000-8000-000000000000", "123456"), CLAIM_GONE);
    });

    it("lets a code expire after 10 minutes", async () => {
      const early = await createPerson(portal);
      const late = await createPerson(portal);
      const earlyClaim = claimOf(await start(early.phone));
      const lateClaim = claimOf(await start(late.phone));
      portal.clock.advance(10 * MINUTE - 1000);
      ok(await confirm(earlyClaim, portal.sms.lastCodeFor(early.phone)));
      portal.clock.advance(1000);
      refused(await confirm(lateClaim, portal.sms.lastCodeFor(late.phone)), "Срок действия кода истёк. Запросите новый код");
    });

    it("uses a claim once", async () => {
      const person = await createPerson(portal);
      const claimUuid = claimOf(await start(person.phone));
      const code = portal.sms.lastCodeFor(person.phone);
      ok(await confirm(claimUuid, code));
      ok(await complete(claimUuid, "new-password-1"));
      refused(await complete(claimUuid, "new-password-2"), CLAIM_GONE);
      refused(await confirm(claimUuid, code), CLAIM_GONE);
      refused(await start(person.phone), "Этот номер уже зарегистрирован. Войдите с паролем или восстановите его.");
      ok(await login(person.phone, "new-password-1"));
      refused(await login(person.phone, "new-password-2"), WRONG_CREDENTIALS);
    });

    it("requires rulesAccepted and a password of 8 to 32 characters, and keeps the claim meanwhile", async () => {
      const person = await createPerson(portal);
      const claimUuid = claimOf(await start(person.phone));
      ok(await confirm(claimUuid, portal.sms.lastCodeFor(person.phone)));
      const consent = "Необходимо согласие на обработку персональных данных";
      refused(await complete(claimUuid, "new-password-1", false), consent);
      refused(
        await api(server, "POST", "/registration/complete", { body: { claimUuid, newPassword: "new-password-1" } }),
        consent,
      );
      refused(await complete(claimUuid, "new-password-1", "нет"), consent);
      refused(await complete(claimUuid, "1234567"), PASSWORD_LENGTH);
      refused(await complete(claimUuid, "x".repeat(33)), PASSWORD_LENGTH);
      refused(await api(server, "POST", "/registration/complete", { body: { claimUuid, rulesAccepted: true } }), PASSWORD_LENGTH);
      refused(await login(person.phone, "1234567"), WRONG_CREDENTIALS);
      const password = "y".repeat(32);
      ok(await complete(claimUuid, password));
      ok(await login(person.phone, password));
    });

    it("does not complete an unconfirmed claim", async () => {
      const person = await createPerson(portal);
      const claimUuid = claimOf(await start(person.phone));
      refused(await complete(claimUuid, "new-password-1"), "Сначала подтвердите номер кодом из СМС");
    });

    // Was "answers a double submission of start with the same claim": that answer handed any caller
    // who knew the phone the pending claim of someone else (entry-claims.test.ts).
    it("refuses a double submission of start within the wait, with no claim and one SMS", async () => {
      const person = await createPerson(portal);
      claimOf(await start(person.phone));
      portal.clock.advance(5000);
      refused(await start(person.phone), "Новый код можно запросить через 55 с");
      expect(portal.sms.sent.filter((m) => m.phone === person.phone)).toHaveLength(1);
    });

    it("a new start after 60 s sends a new code under a new claimUuid that replaces the old one", async () => {
      const person = await createPerson(portal);
      const oldClaim = claimOf(await start(person.phone));
      const oldCode = portal.sms.lastCodeFor(person.phone);
      portal.clock.advance(61_000);
      const newClaim = claimOf(await start(person.phone));
      expect(newClaim).not.toBe(oldClaim);
      expect(portal.sms.sent.filter((m) => m.phone === person.phone)).toHaveLength(2);
      const newCode = portal.sms.lastCodeFor(person.phone);
      refused(await confirm(oldClaim, oldCode), "Отправлен новый код. Введите код из последнего СМС");
      expect(ok(await confirm(newClaim, newCode)).userName).toBe("Ирина");
    });

    it("a double submission sent in parallel leaves a claim that the last SMS confirms", async () => {
      const person = await createPerson(portal);
      const answers = await Promise.all([start(person.phone), start(person.phone)]);
      // The one that loses the race is refused (it used to get the winner's claim).
      const claims = [...new Set(answers.filter((a) => a.envelope.responseCode === 0).map(claimOf))];
      const codes = portal.sms.sent.filter((m) => m.phone === person.phone).map((m) => m.code!);
      expect(codes.length).toBeGreaterThanOrEqual(1);
      let confirmed = 0;
      for (const claimUuid of claims) {
        for (const code of codes) {
          if ((await confirm(claimUuid, code)).envelope.responseCode === 0) confirmed++;
        }
      }
      expect(confirmed).toBeGreaterThanOrEqual(1);
    });

    it("sends at most one code a minute to a phone", async () => {
      const person = await createPerson(portal);
      const claimUuid = claimOf(await start(person.phone));
      const code = portal.sms.lastCodeFor(person.phone);
      // The person has used the code (wrongly), so a new start is a new request, not a double click.
      refused(await confirm(claimUuid, code === "000000" ? "111111" : "000000"), "Неверный код подтверждения. Осталось попыток: 4");
      portal.clock.advance(20_000);
      refused(await start(person.phone), "Новый код можно запросить через 40 с");
      expect(portal.sms.sent.filter((m) => m.phone === person.phone)).toHaveLength(1);
      portal.clock.advance(40_000);
      expect(claimOf(await start(person.phone))).not.toBe(claimUuid);
    });

    it("sends at most five codes an hour to a phone", async () => {
      const person = await createPerson(portal);
      for (let i = 0; i < 5; i++) {
        claimOf(await start(person.phone));
        portal.clock.advance(61_000);
      }
      refused(await start(person.phone), "Превышено число отправок СМС на этот номер. Попробуйте через час");
      expect(portal.sms.sent.filter((m) => m.phone === person.phone)).toHaveLength(5);
      portal.clock.advance(60 * MINUTE);
      claimOf(await start(person.phone));
    });
  });

  describe("password recovery (/change-password)", () => {
    const start = (phoneNumber: string) => api(server, "POST", "/change-password/start", { body: { phoneNumber } });
    const confirm = (claimUuid: string, confirmationCode: string) =>
      api(server, "POST", "/change-password/confirm", { body: { claimUuid, confirmationCode } });
    const setNew = (claimUuid: string, newPassword: string) =>
      api(server, "POST", "/change-password/set-new-password", { body: { claimUuid, newPassword } });

    it("start -> confirm -> set-new-password: the new password signs in, the old one and other sessions are ended", async () => {
      const session = await signedIn({ name: "Мария" });
      const other = await login(session.person.phone, PASSWORD);
      const otherToken = ok(other).accessToken;

      const started = ok(await start(session.person.phone));
      expect(Object.keys(started)).toEqual(["startChangePasswordDataResult"]);
      const claimUuid = started.startChangePasswordDataResult.claimUuid;
      expect(claimUuid).toMatch(/^[0-9a-f-]{36}$/);
      const sms = portal.sms.sent.at(-1)!;
      expect(sms.phone).toBe(session.person.phone);
      expect(sms.text).toContain(sms.code);
      expect(sms.code).toMatch(/^\d{6}$/);

      expect(ok(await confirm(claimUuid, sms.code!))).toEqual({ userName: "Мария" });
      ok(await setNew(claimUuid, "brand-new-pass"));

      refused(await login(session.person.phone, PASSWORD), WRONG_CREDENTIALS);
      const fresh = ok(await login(session.person.phone, "brand-new-pass"));
      expect(fresh.user.id).toBe(session.person.id);
      ok(await me({ token: fresh.accessToken }));

      unauthorized(await me({ token: session.token }));
      unauthorized(await me({ cookie: session.cookie }));
      unauthorized(await me({ token: otherToken }));
      refused(
        await api(server, "POST", "/token/refresh", { body: { refreshToken: session.refreshToken } }),
        "Сессия истекла. Войдите заново",
      );
      refused(await setNew(claimUuid, "another-pass-1"), CLAIM_GONE);
    });

    it("refuses a phone that never registered and one not in the directory", async () => {
      const unregistered = await createPerson(portal);
      refused(await start(unregistered.phone), "Этот номер ещё не зарегистрирован. Пройдите регистрацию.");
      refused(
        await start("9333333333"),
        "Сотрудник с таким номером телефона не найден в справочнике. Обратитесь в отдел кадров.",
      );
    });

    it("checks the code and the password length, and does not take a registration claim", async () => {
      const person = await createPerson(portal, { password: PASSWORD });
      const claimUuid = ok(await start(person.phone)).startChangePasswordDataResult.claimUuid;
      const code = portal.sms.lastCodeFor(person.phone);
      refused(await setNew(claimUuid, "brand-new-pass"), "Сначала подтвердите номер кодом из СМС");
      refused(await confirm(claimUuid, code === "000000" ? "111111" : "000000"), "Неверный код подтверждения. Осталось попыток: 4");
      ok(await confirm(claimUuid, code));
      refused(await setNew(claimUuid, "short"), PASSWORD_LENGTH);
      refused(await setNew(claimUuid, "z".repeat(33)), PASSWORD_LENGTH);
      ok(await login(person.phone, PASSWORD));

      const newcomer = await createPerson(portal);
      const registrationClaim = ok(await api(server, "POST", "/registration/start", { body: { phoneNumber: newcomer.phone } }))
        .startRegistrationResult.claimUuid;
      refused(await confirm(registrationClaim, portal.sms.lastCodeFor(newcomer.phone)), CLAIM_GONE);
    });
  });

  describe("GET /user/short-cur-user-info and POST /user/update-need-show-welcome", () => {
    it("answers every short field of §3 with the unread count", async () => {
      const { person, token } = await signedIn({ roles: ["ROLE_GET_LOG", "ROLE_ADMINISTRATOR"] });
      await addNotification(person.id);
      await addNotification(person.id);
      await addNotification(person.id, { showed: 1 });
      const user = ok(await me({ token }));
      for (const field of [
        "id",
        "name",
        "surname",
        "middlename",
        "position",
        "department",
        "address",
        "workPhone",
        "avatarFile",
        "roles",
        "needShowWelcome",
        "countNotifications",
        "countNotifications2",
        "userWorkStatus",
      ]) {
        expect(user, field).toHaveProperty(field);
      }
      expect(user.id).toBe(person.id);
      expect(user.roles).toEqual(["ROLE_ADMINISTRATOR", "ROLE_GET_LOG"]);
      expect(user.needShowWelcome).toBe(true);
      expect(user.countNotifications2).toBe(2);
      expect(user.countNotifications).toBe(2);
    });

    it("answers the department as an object with a name", async () => {
      const dept = await portal.db.kysely
        .insertInto("departments")
        .values({ name: "Отдел кадров", city: "Москва" })
        .returning("id")
        .executeTakeFirstOrThrow();
      const person = await createPerson(portal, { password: PASSWORD });
      await portal.services.users.upsertPerson({
        phone: person.phone,
        name: "Ирина",
        surname: "Тестова",
        departmentId: dept.id,
        position: "Специалист",
        workStatus: "VACATION",
      });
      const token = ok(await login(person.phone, PASSWORD)).accessToken;
      const user = ok(await me({ token }));
      expect(user).toMatchObject({
        department: { id: dept.id, name: "Отдел кадров" },
        position: "Специалист",
        userWorkStatus: "VACATION",
        roles: [],
      });
    });

    it("closing the welcome message turns needShowWelcome off for good", async () => {
      const { token, cookie } = await signedIn();
      expect(ok(await me({ token })).needShowWelcome).toBe(true);
      expect(ok(await api(server, "POST", "/user/update-need-show-welcome", { cookie }))).toBeNull();
      expect(ok(await me({ token })).needShowWelcome).toBe(false);
      ok(await api(server, "POST", "/user/update-need-show-welcome", { token }));
      expect(ok(await me({ cookie })).needShowWelcome).toBe(false);
    });
  });

  describe("GET /options/get and /options/get-null", () => {
    it("answers a numeric setting as a number", async () => {
      const { token } = await signedIn();
      await portal.services.settings.set("FAQ_PORTAL_ID", "42");
      expect(ok(await api(server, "GET", "/options/get", { token, query: { name: "FAQ_PORTAL_ID" } }))).toEqual({
        name: "FAQ_PORTAL_ID",
        value: 42,
      });
      expect(ok(await api(server, "GET", "/options/get-null", { token, query: { name: "FAQ_PORTAL_ID" } })).value).toBe(42);
    });

    it("keeps settings outside the public list on the server", async () => {
      const { token } = await signedIn();
      await portal.services.settings.set("SMS_GATEWAY_SECRET", "s3cret");
      const got = await api(server, "GET", "/options/get", { token, query: { name: "SMS_GATEWAY_SECRET" } });
      expect(got.envelope).toEqual({ responseCode: 1, response: null, errorMessage: "Настройка SMS_GATEWAY_SECRET не найдена" });
      const orNull = await api(server, "GET", "/options/get-null", { token, query: { name: "SMS_GATEWAY_SECRET" } });
      expect(orNull.envelope.response).toBeNull();
    });

    it("a missing setting: get refuses with its name, get-null answers null", async () => {
      const { token } = await signedIn();
      refused(await api(server, "GET", "/options/get", { token, query: { name: "RME_USER_ID_X" } }), "Настройка RME_USER_ID_X не найдена");
      const call = await api(server, "GET", "/options/get-null", { token, query: { name: "RME_USER_ID_X" } });
      expect(ok(call)).toBeNull();
    });

    it("refuses a missing name parameter in Russian", async () => {
      const { token } = await signedIn();
      refused(await api(server, "GET", "/options/get", { token }), "Не указан параметр name");
      refused(await api(server, "GET", "/options/get-null", { token }), "Не указан параметр name");
      refused(await api(server, "GET", "/options/get", { token, query: { name: "  " } }), "Не указан параметр name");
    });
  });

  describe("GET /nav/list", () => {
    it("answers the menu as a tree in order, with submenus", async () => {
      const { token } = await signedIn();
      const db = portal.db.kysely;
      await db.deleteFrom("nav_items").execute();
      const knowledge = await db
        .insertInto("nav_items")
        .values({ name: "База знаний", link: "/knowledge/guide", sort: 2 })
        .returning("id")
        .executeTakeFirstOrThrow();
      const main = await db.insertInto("nav_items").values({ name: "Главная", link: "/main", sort: 1 }).returning("id").executeTakeFirstOrThrow();
      const faq = await db
        .insertInto("nav_items")
        .values({ name: "Вопросы и ответы", link: "/knowledge/faq", parent_id: knowledge.id, sort: 2 })
        .returning("id")
        .executeTakeFirstOrThrow();
      const guide = await db
        .insertInto("nav_items")
        .values({ name: "Гид по компании", link: "/knowledge/guide", parent_id: knowledge.id, sort: 1, element_id: "guide" })
        .returning("id")
        .executeTakeFirstOrThrow();
      const site = await db
        .insertInto("nav_items")
        .values({ name: "Сайт компании", link: "https://example.ru", is_url: 1, show_only_mobile: 1, sort: 3 })
        .returning("id")
        .executeTakeFirstOrThrow();

      const item = (id: number, name: string, link: string, extra: object = {}) => ({
        id,
        name,
        link,
        url: false,
        elementId: null,
        showOnlyMobile: false,
        submenu: [],
        ...extra,
      });
      expect(ok(await api(server, "GET", "/nav/list", { token }))).toEqual([
        item(main.id, "Главная", "/main"),
        item(knowledge.id, "База знаний", "/knowledge/guide", {
          submenu: [
            item(guide.id, "Гид по компании", "/knowledge/guide", { elementId: "guide" }),
            item(faq.id, "Вопросы и ответы", "/knowledge/faq"),
          ],
        }),
        item(site.id, "Сайт компании", "https://example.ru", { url: true, showOnlyMobile: true }),
      ]);
    });
  });

  describe("POST /web-push/token/add and /web-push/token/delete", () => {
    it("stores and removes a device token of the person", async () => {
      const { person, token } = await signedIn();
      const device = `device-${dialect}-${Date.now()}`;
      expect(ok(await api(server, "POST", "/web-push/token/add", { token, body: { token: device } }))).toBeNull();
      ok(await api(server, "POST", "/web-push/token/add", { token, body: { token: device } }));
      expect(await portal.services.webPush.countFor(person.id)).toBe(1);

      // Someone else cannot remove it.
      const other = await signedIn();
      ok(await api(server, "POST", "/web-push/token/delete", { token: other.token, body: { token: device } }));
      expect(await portal.services.webPush.countFor(person.id)).toBe(1);

      ok(await api(server, "POST", "/web-push/token/delete", { token, body: { token: device } }));
      expect(await portal.services.webPush.countFor(person.id)).toBe(0);
    });

    it("moves a token to the person who registers it last", async () => {
      const first = await signedIn();
      const second = await signedIn();
      const device = `shared-${dialect}-${Date.now()}`;
      ok(await api(server, "POST", "/web-push/token/add", { token: first.token, body: { token: device } }));
      ok(await api(server, "POST", "/web-push/token/add", { token: second.token, body: { token: device } }));
      expect(await portal.services.webPush.countFor(first.person.id)).toBe(0);
      expect(await portal.services.webPush.countFor(second.person.id)).toBe(1);
    });

    it("refuses an empty or missing token in Russian", async () => {
      const { token } = await signedIn();
      for (const path of ["/web-push/token/add", "/web-push/token/delete"]) {
        refused(await api(server, "POST", path, { token, body: { token: "" } }), "Не передан токен");
        refused(await api(server, "POST", path, { token, body: {} }), "Не передан токен");
      }
    });
  });

  describe("GET /notifications-v2/list and POST /notifications-v2/show", () => {
    it("lists the person's notifications newest first, pages them and filters unread", async () => {
      const { person, token } = await signedIn();
      const other = await createPerson(portal);
      const a = await addNotification(person.id, { text: "Первое", showed: 1 });
      const b = await addNotification(person.id, {
        text: "{user} поблагодарила вас",
        variables: JSON.stringify([{ text: "Анна Смирнова", objectId: 7 }]),
      });
      const c = await addNotification(person.id, { text: "Третье" });
      await addNotification(other.id, { text: "Чужое" });

      const all = ok(await api(server, "GET", "/notifications-v2/list", { token }));
      expect(all.map((n: { id: number }) => n.id)).toEqual([c, b, a]);
      expect(all[1]).toEqual({
        id: b,
        text: "{user} поблагодарила вас",
        variables: [{ text: "Анна Смирнова", objectId: 7 }],
        type: "SYSTEM",
        showed: false,
        createDate: expect.any(String),
        notifyClaim: null,
      });
      expect(all[2].showed).toBe(true);

      const unread = ok(await api(server, "GET", "/notifications-v2/list", { token, query: { onlyNotShowed: "true" } }));
      expect(unread.map((n: { id: number }) => n.id)).toEqual([c, b]);
      const page = ok(await api(server, "GET", "/notifications-v2/list", { token, query: { pageNumber: "1", pageSize: "2" } }));
      expect(page.map((n: { id: number }) => n.id)).toEqual([a]);
    });

    it("marks one read; someone else's or an unknown id is not found", async () => {
      const { person, token } = await signedIn();
      const other = await createPerson(portal);
      const mine = await addNotification(person.id);
      const theirs = await addNotification(other.id);
      expect(ok(await me({ token })).countNotifications2).toBe(1);

      expect(ok(await api(server, "POST", "/notifications-v2/show", { token, body: { id: mine } }))).toBeNull();
      expect(ok(await me({ token })).countNotifications2).toBe(0);

      refused(await api(server, "POST", "/notifications-v2/show", { token, body: { id: theirs } }), "Уведомление не найдено");
      refused(await api(server, "POST", "/notifications-v2/show", { token, body: { id: 99_999_999 } }), "Уведомление не найдено");
      refused(await api(server, "POST", "/notifications-v2/show", { token, body: {} }), "Уведомление не найдено");
      const theirRow = await portal.db.kysely.selectFrom("notifications").select("showed").where("id", "=", theirs).executeTakeFirstOrThrow();
      expect(theirRow.showed).toBe(0);
    });

    it("reads all with /notifications-v2/show-all", async () => {
      const { person, token } = await signedIn();
      await addNotification(person.id);
      await addNotification(person.id);
      ok(await api(server, "POST", "/notifications-v2/show-all", { token }));
      expect(ok(await me({ token })).countNotifications2).toBe(0);
    });
  });

  describe("protected calls", () => {
    type Protected = {
      method: "GET" | "POST";
      path: string;
      payload?: (userId: number) => Promise<{ body?: unknown; query?: Record<string, string> }>;
    };
    const calls: Protected[] = [
      { method: "GET", path: "/user/short-cur-user-info" },
      { method: "POST", path: "/user/update-need-show-welcome" },
      { method: "GET", path: "/options/get", payload: async () => {
          await portal.services.settings.set("HOT_LINE_GROUP_ID", "5");
          return { query: { name: "HOT_LINE_GROUP_ID" } };
        } },
      { method: "GET", path: "/options/get-null", payload: async () => ({ query: { name: "HOT_LINE_GROUP_ID" } }) },
      { method: "GET", path: "/nav/list" },
      { method: "POST", path: "/web-push/token/add", payload: async () => ({ body: { token: "device-1" } }) },
      { method: "POST", path: "/web-push/token/delete", payload: async () => ({ body: { token: "device-1" } }) },
      { method: "GET", path: "/notifications-v2/list" },
      { method: "POST", path: "/notifications-v2/show", payload: async (userId) => ({ body: { id: await addNotification(userId) } }) },
      { method: "POST", path: "/notifications-v2/show-all" },
    ];

    it.each(calls)("$method $path: 401 without a session; the bearer token and the cookie both work", async (call) => {
      const { person, token, cookie } = await signedIn();
      const anonymousPayload = call.payload ? await call.payload(person.id) : {};
      unauthorized(await api(server, call.method, call.path, anonymousPayload));
      unauthorized(await api(server, call.method, call.path, { ...anonymousPayload, token: "not-a-token" }));
      unauthorized(await api(server, call.method, call.path, { ...anonymousPayload, cookie: "portal_session=forged" }));
      ok(await api(server, call.method, call.path, { ...(call.payload ? await call.payload(person.id) : {}), token }));
      ok(await api(server, call.method, call.path, { ...(call.payload ? await call.payload(person.id) : {}), cookie }));
    });
  });

  describe("transport errors", () => {
    it("an unknown /api path answers 404 with the envelope", async () => {
      const get = await api(server, "GET", "/no-such-call");
      expect(get.status).toBe(404);
      expect(get.envelope).toEqual({ responseCode: 1, response: null, errorMessage: "Метод /no-such-call не найден" });
      const post = await api(server, "POST", "/wiki/nothing/here", { body: {} });
      expect(post.status).toBe(404);
      expect(post.envelope.responseCode).toBe(1);
      expect(post.envelope.errorMessage).toBe("Метод /wiki/nothing/here не найден");
    });

    it("a malformed JSON body answers 400 «Некорректный запрос»", async () => {
      const response = await fetch(`${server.url}/api/login`, {
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
      const person = await createPerson(portal, { password: PASSWORD });
      const forbidden = "Запрос отклонён: форма отправлена с другого сайта";
      const byOrigin = await login(person.phone, PASSWORD, { headers: { Origin: "https://evil.example" } });
      expect(byOrigin.status).toBe(403);
      expect(byOrigin.envelope).toEqual({ responseCode: 1, response: null, errorMessage: forbidden });
      expect(byOrigin.setCookie).toBeNull();
      const bySite = await login(person.phone, PASSWORD, { headers: { "Sec-Fetch-Site": "cross-site" } });
      expect(bySite.status).toBe(403);
      expect(bySite.envelope.errorMessage).toBe(forbidden);
      // The same origin and same-origin fetches pass.
      ok(await login(person.phone, PASSWORD, { headers: { Origin: new URL(server.url).origin } }));
      ok(await login(person.phone, PASSWORD, { headers: { "Sec-Fetch-Site": "same-origin" } }));
    });

    it("an unexpected failure answers 500 with a generic Russian message and no stack", async () => {
      const { person, token } = await signedIn();
      // A row the code cannot read (broken JSON in variables) makes the call fail unexpectedly.
      await addNotification(person.id, { variables: "{broken" });
      const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
      try {
        const call = await api(server, "GET", "/notifications-v2/list", { token });
        expect(call.status).toBe(500);
        expect(call.envelope).toEqual({
          responseCode: 1,
          response: null,
          errorMessage: "Что-то пошло не так. Попробуйте ещё раз или обратитесь к администратору портала.",
        });
      } finally {
        quiet.mockRestore();
        await portal.db.kysely.deleteFrom("notifications").where("user_id", "=", person.id).execute();
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

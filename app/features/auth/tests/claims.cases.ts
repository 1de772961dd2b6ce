// Registration and password recovery by SMS code (spec part 1 §7): cases of session.test.ts.
import { describe, expect, it } from "vitest";
import { createPerson } from "../../../../tests/helpers/portal";
import { type Call, ok, refused, unauthorized } from "../../../../tests/helpers/envelope";
import { formatPhone } from "~/features/auth/phone";
import { CLAIM_GONE, MINUTE, PASSWORD, PASSWORD_LENGTH, WRONG_CREDENTIALS, sessionCookieOf, type SessionContext } from "./session-context";

export function claimCases(ctx: SessionContext) {
  const { api, login, signedIn, me } = ctx;
  describe("registration", () => {
    const start = (phoneNumber: unknown) => api(ctx.server, "POST", "/registration/start", { body: { phoneNumber } });
    const confirm = (claimUuid: string, confirmationCode: string) =>
      api(ctx.server, "POST", "/registration/confirm", { body: { claimUuid, confirmationCode } });
    const complete = (claimUuid: string, newPassword: string, rulesAccepted: unknown = true) =>
      api(ctx.server, "POST", "/registration/complete", { body: { claimUuid, newPassword, rulesAccepted } });
    const claimOf = (call: Call): string => ok(call).startRegistrationResult.claimUuid;

    it("start -> confirm -> complete signs the person in with tokens and a cookie", async () => {
      const person = await createPerson(ctx.portal, { name: "Пётр", surname: "Волков" });
      const sent = ctx.portal.sms.sent.length;
      const started = ok(await start(formatPhone(person.phone)));
      expect(Object.keys(started)).toEqual(["startRegistrationResult"]);
      const claimUuid = started.startRegistrationResult.claimUuid;
      expect(claimUuid).toMatch(/^[0-9a-f-]{36}$/);

      expect(ctx.portal.sms.sent.length).toBe(sent + 1);
      const sms = ctx.portal.sms.sent.at(-1)!;
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
      refused(await start("9222222222"), "Сотрудник с таким номером телефона не найден в справочнике. Обратитесь в отдел кадров.");
      const registered = await createPerson(ctx.portal, { password: PASSWORD });
      refused(await start(registered.phone), "Этот номер уже зарегистрирован. Войдите с паролем или восстановите его.");
      refused(await start("12345"), "Введите номер телефона полностью: 10 цифр после +7");
      refused(await api(ctx.server, "POST", "/registration/start", { body: {} }), "Введите номер телефона");
    });

    it("counts wrong codes down and ends the claim after five", async () => {
      const person = await createPerson(ctx.portal);
      const claimUuid = claimOf(await start(person.phone));
      const code = ctx.portal.sms.lastCodeFor(person.phone);
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
      const person = await createPerson(ctx.portal);
      const claimUuid = claimOf(await start(person.phone));
      const code = ctx.portal.sms.lastCodeFor(person.phone);
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
      const person = await createPerson(ctx.portal);
      const claimUuid = claimOf(await start(person.phone));
      const code = ctx.portal.sms.lastCodeFor(person.phone);
      ok(await confirm(claimUuid, code));
      // A double submission of the right code answers again.
      expect(ok(await confirm(claimUuid, code)).userName).toBe("Ирина");
      const wrong = await confirm(claimUuid, code === "000000" ? "111111" : "000000");
      expect(wrong.envelope).toMatchObject({ responseCode: 1, response: null });
      expect(wrong.envelope.errorMessage).toMatch(/^Неверный код подтверждения\. Осталось попыток: \d$/);
    });

    it("refuses an empty or malformed code", async () => {
      const person = await createPerson(ctx.portal);
      const claimUuid = claimOf(await start(person.phone));
      refused(await confirm(claimUuid, ""), "Введите код из СМС");
      refused(await confirm(claimUuid, "12ab56"), "Код состоит из 6 цифр");
      refused(await confirm("", "123456"), "Заявка не найдена. Начните заново");
      refused(await confirm("00000000-0000-4000-8000-000000000000", "123456"), CLAIM_GONE);
    });

    it("lets a code expire after 10 minutes", async () => {
      const early = await createPerson(ctx.portal);
      const late = await createPerson(ctx.portal);
      const earlyClaim = claimOf(await start(early.phone));
      const lateClaim = claimOf(await start(late.phone));
      ctx.portal.clock.advance(10 * MINUTE - 1000);
      ok(await confirm(earlyClaim, ctx.portal.sms.lastCodeFor(early.phone)));
      ctx.portal.clock.advance(1000);
      refused(await confirm(lateClaim, ctx.portal.sms.lastCodeFor(late.phone)), "Срок действия кода истёк. Запросите новый код");
    });

    it("uses a claim once", async () => {
      const person = await createPerson(ctx.portal);
      const claimUuid = claimOf(await start(person.phone));
      const code = ctx.portal.sms.lastCodeFor(person.phone);
      ok(await confirm(claimUuid, code));
      ok(await complete(claimUuid, "new-password-1"));
      refused(await complete(claimUuid, "new-password-2"), CLAIM_GONE);
      refused(await confirm(claimUuid, code), CLAIM_GONE);
      refused(await start(person.phone), "Этот номер уже зарегистрирован. Войдите с паролем или восстановите его.");
      ok(await login(person.phone, "new-password-1"));
      refused(await login(person.phone, "new-password-2"), WRONG_CREDENTIALS);
    });

    it("requires rulesAccepted and a password of 8 to 32 characters, and keeps the claim meanwhile", async () => {
      const person = await createPerson(ctx.portal);
      const claimUuid = claimOf(await start(person.phone));
      ok(await confirm(claimUuid, ctx.portal.sms.lastCodeFor(person.phone)));
      const consent = "Необходимо согласие на обработку персональных данных";
      refused(await complete(claimUuid, "new-password-1", false), consent);
      refused(await api(ctx.server, "POST", "/registration/complete", { body: { claimUuid, newPassword: "new-password-1" } }), consent);
      refused(await complete(claimUuid, "new-password-1", "нет"), consent);
      refused(await complete(claimUuid, "1234567"), PASSWORD_LENGTH);
      refused(await complete(claimUuid, "x".repeat(33)), PASSWORD_LENGTH);
      refused(await api(ctx.server, "POST", "/registration/complete", { body: { claimUuid, rulesAccepted: true } }), PASSWORD_LENGTH);
      refused(await login(person.phone, "1234567"), WRONG_CREDENTIALS);
      const password = "y".repeat(32);
      ok(await complete(claimUuid, password));
      ok(await login(person.phone, password));
    });

    it("does not complete an unconfirmed claim", async () => {
      const person = await createPerson(ctx.portal);
      const claimUuid = claimOf(await start(person.phone));
      refused(await complete(claimUuid, "new-password-1"), "Сначала подтвердите номер кодом из СМС");
    });

    // Was "answers a double submission of start with the same claim": that answer handed any caller
    // who knew the phone the pending claim of someone else (entry-claims.test.ts).
    it("refuses a double submission of start within the wait, with no claim and one SMS", async () => {
      const person = await createPerson(ctx.portal);
      claimOf(await start(person.phone));
      ctx.portal.clock.advance(5000);
      refused(await start(person.phone), "Новый код можно запросить через 55 с");
      expect(ctx.portal.sms.sent.filter((m) => m.phone === person.phone)).toHaveLength(1);
    });

    it("a new start after 60 s sends a new code under a new claimUuid that replaces the old one", async () => {
      const person = await createPerson(ctx.portal);
      const oldClaim = claimOf(await start(person.phone));
      const oldCode = ctx.portal.sms.lastCodeFor(person.phone);
      ctx.portal.clock.advance(61_000);
      const newClaim = claimOf(await start(person.phone));
      expect(newClaim).not.toBe(oldClaim);
      expect(ctx.portal.sms.sent.filter((m) => m.phone === person.phone)).toHaveLength(2);
      const newCode = ctx.portal.sms.lastCodeFor(person.phone);
      refused(await confirm(oldClaim, oldCode), "Отправлен новый код. Введите код из последнего СМС");
      expect(ok(await confirm(newClaim, newCode)).userName).toBe("Ирина");
    });

    it("a double submission sent in parallel leaves a claim that the last SMS confirms", async () => {
      const person = await createPerson(ctx.portal);
      const answers = await Promise.all([start(person.phone), start(person.phone)]);
      // The one that loses the race is refused (it used to get the winner's claim).
      const claims = [...new Set(answers.filter((a) => a.envelope.responseCode === 0).map(claimOf))];
      const codes = ctx.portal.sms.sent.filter((m) => m.phone === person.phone).map((m) => m.code!);
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
      const person = await createPerson(ctx.portal);
      const claimUuid = claimOf(await start(person.phone));
      const code = ctx.portal.sms.lastCodeFor(person.phone);
      // The person has used the code (wrongly), so a new start is a new request, not a double click.
      refused(await confirm(claimUuid, code === "000000" ? "111111" : "000000"), "Неверный код подтверждения. Осталось попыток: 4");
      ctx.portal.clock.advance(20_000);
      refused(await start(person.phone), "Новый код можно запросить через 40 с");
      expect(ctx.portal.sms.sent.filter((m) => m.phone === person.phone)).toHaveLength(1);
      ctx.portal.clock.advance(40_000);
      expect(claimOf(await start(person.phone))).not.toBe(claimUuid);
    });

    it("sends at most five codes an hour to a phone", async () => {
      const person = await createPerson(ctx.portal);
      for (let i = 0; i < 5; i++) {
        claimOf(await start(person.phone));
        ctx.portal.clock.advance(61_000);
      }
      refused(await start(person.phone), "Превышено число отправок СМС на этот номер. Попробуйте через час");
      expect(ctx.portal.sms.sent.filter((m) => m.phone === person.phone)).toHaveLength(5);
      ctx.portal.clock.advance(60 * MINUTE);
      claimOf(await start(person.phone));
    });
  });

  describe("password recovery (/change-password)", () => {
    const start = (phoneNumber: string) => api(ctx.server, "POST", "/change-password/start", { body: { phoneNumber } });
    const confirm = (claimUuid: string, confirmationCode: string) =>
      api(ctx.server, "POST", "/change-password/confirm", { body: { claimUuid, confirmationCode } });
    const setNew = (claimUuid: string, newPassword: string) =>
      api(ctx.server, "POST", "/change-password/set-new-password", { body: { claimUuid, newPassword } });

    it("start -> confirm -> set-new-password: the new password signs in, the old one and other sessions are ended", async () => {
      const session = await signedIn({ name: "Мария" });
      const other = await login(session.person.phone, PASSWORD);
      const otherToken = ok(other).accessToken;

      const started = ok(await start(session.person.phone));
      expect(Object.keys(started)).toEqual(["startChangePasswordDataResult"]);
      const claimUuid = started.startChangePasswordDataResult.claimUuid;
      expect(claimUuid).toMatch(/^[0-9a-f-]{36}$/);
      const sms = ctx.portal.sms.sent.at(-1)!;
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
        await api(ctx.server, "POST", "/token/refresh", { body: { refreshToken: session.refreshToken } }),
        "Сессия истекла. Войдите заново",
      );
      refused(await setNew(claimUuid, "another-pass-1"), CLAIM_GONE);
    });

    it("refuses a phone that never registered and one not in the directory", async () => {
      const unregistered = await createPerson(ctx.portal);
      refused(await start(unregistered.phone), "Этот номер ещё не зарегистрирован. Пройдите регистрацию.");
      refused(await start("9333333333"), "Сотрудник с таким номером телефона не найден в справочнике. Обратитесь в отдел кадров.");
    });

    it("checks the code and the password length, and does not take a registration claim", async () => {
      const person = await createPerson(ctx.portal, { password: PASSWORD });
      const claimUuid = ok(await start(person.phone)).startChangePasswordDataResult.claimUuid;
      const code = ctx.portal.sms.lastCodeFor(person.phone);
      refused(await setNew(claimUuid, "brand-new-pass"), "Сначала подтвердите номер кодом из СМС");
      refused(await confirm(claimUuid, code === "000000" ? "111111" : "000000"), "Неверный код подтверждения. Осталось попыток: 4");
      ok(await confirm(claimUuid, code));
      refused(await setNew(claimUuid, "short"), PASSWORD_LENGTH);
      refused(await setNew(claimUuid, "z".repeat(33)), PASSWORD_LENGTH);
      ok(await login(person.phone, PASSWORD));

      const newcomer = await createPerson(ctx.portal);
      const registrationClaim = ok(await api(ctx.server, "POST", "/registration/start", { body: { phoneNumber: newcomer.phone } }))
        .startRegistrationResult.claimUuid;
      refused(await confirm(registrationClaim, ctx.portal.sms.lastCodeFor(newcomer.phone)), CLAIM_GONE);
    });
  });
}

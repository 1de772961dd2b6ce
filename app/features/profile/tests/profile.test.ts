// Contract tests of spec part 2 §7 "Profile and work status": the full profile with its visibility
// rules, profile updates by the owner and administrators, the work status and the stimulation list —
// what a JSON client sees, on SQLite and on PostgreSQL. The photo: profile-photos.test.ts.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createPerson, createTestPortal, dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { api, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { ok, refused, unauthorized } from "../../../../tests/helpers/envelope";

const NOT_FOUND = "Пользователь не найден";
const FORBIDDEN = "Вы можете изменять только свой профиль";
const PASSWORD = "profile-123";

describe.each(await dialects())("Profile API on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;

  beforeAll(async () => {
    portal = await createTestPortal(dialect);
    server = await startTestServer(portal);
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });
  // Sign-in attempts are rate limited per address: every test starts in a fresh window.
  beforeEach(() => portal.clock.advance(2 * 60 * 60_000));

  async function signedIn(options: { roles?: string[]; name?: string } = {}) {
    const person = await createPerson(portal, { password: PASSWORD, ...options });
    const call = await api(server, "POST", "/login", { body: { username: person.phone, password: PASSWORD } });
    return { ...person, token: ok(call).accessToken as string };
  }

  const info = (token: string, id: number | string) => api(server, "GET", "/user/full-user-info", { token, query: { id: String(id) } });
  const update = (token: string, body: Record<string, unknown>) => api(server, "POST", "/user/update", { token, body });

  it("answers 401 to every profile call without a session or token", async () => {
    unauthorized(await api(server, "GET", "/user/full-user-info", { query: { id: "1" } }));
    unauthorized(await api(server, "POST", "/user/update", { body: { email: "a@b.ru" } }));
    unauthorized(await api(server, "POST", "/user/update-avatar", { body: { image: "x" } }));
    unauthorized(await api(server, "GET", "/user/stimulation", { query: { userId: "1" } }));
    unauthorized(await api(server, "GET", "/user/work-status/list"));
    unauthorized(await api(server, "POST", "/user/work-status/update", { body: { workStatus: "VACATION" } }));
  });

  it("shows the full profile with the owner's flag and a Russian not-found for unknown ids", async () => {
    const me = await signedIn({ name: "Алла" });
    const profile = ok(await info(me.token, me.id));
    expect(profile).toEqual({
      id: me.id,
      version: 1,
      name: "Алла",
      surname: "Тестова",
      middlename: null,
      position: null,
      department: null,
      workPhone: null,
      workMobilePhone: null,
      email: null,
      telegram: null,
      skype: null,
      viber: null,
      vk: null,
      web: null,
      whatsapp: null,
      zone: null,
      address: null,
      ipPhone: null,
      loginPhone: me.phone,
      loginPhoneIsVisible: false,
      birthday: null,
      birthYearIsVisible: true,
      avatarFile: null,
      userWorkStatus: null,
      canEdit: true,
    });
    refused(await info(me.token, 987654), NOT_FOUND);
    refused(await info(me.token, "abc"), NOT_FOUND);
    refused(await api(server, "GET", "/user/full-user-info", { token: me.token }), NOT_FOUND);
  });

  it("lets the owner update the editable fields, normalized, and says what is wrong in Russian", async () => {
    const me = await signedIn();
    const saved = ok(
      await update(me.token, {
        workMobilePhone: "8 900 123 45 67",
        email: " Ivanov@Example.RU ",
        telegram: "@ivanov_ivan",
        skype: "ivanov.skype",
        viber: "+79001234567",
        whatsapp: "89001234567",
        vk: "vk.com/id42",
        web: "https://example.ru/about",
        zone: "Касса и зал",
        address: "Москва, ул. Складочная, 1",
        birthday: "1990-03-12",
        birthYearIsVisible: false,
        loginPhoneIsVisible: true,
      }),
    );
    expect(saved).toMatchObject({
      workMobilePhone: "+7 (900) 123-45-67",
      email: "ivanov@example.ru",
      telegram: "ivanov_ivan",
      skype: "ivanov.skype",
      viber: "+7 (900) 123-45-67",
      whatsapp: "+7 (900) 123-45-67",
      vk: "https://vk.com/id42",
      web: "https://example.ru/about",
      zone: "Касса и зал",
      address: "Москва, ул. Складочная, 1",
      birthday: "1990-03-12",
      birthYearIsVisible: false,
      loginPhoneIsVisible: true,
      canEdit: true,
    });

    // Only the fields sent change; null or blank clears one.
    const partial = ok(await update(me.token, { zone: null, skype: "  " }));
    expect(partial).toMatchObject({ zone: null, skype: null, email: "ivanov@example.ru", birthYearIsVisible: false });

    const cases: [Record<string, unknown>, string][] = [
      [{ email: "not-an-email" }, "Введите адрес электронной почты, например ivanov@example.ru"],
      [{ workMobilePhone: "+7 900 123" }, "Введите номер полностью: +7 и 10 цифр"],
      [{ whatsapp: "abc" }, "Введите номер полностью: +7 и 10 цифр"],
      [{ web: "javascript:alert(1)" }, "Введите адрес сайта, начиная с http:// или https://"],
      [{ vk: "https://evil.example/id1" }, "Введите ссылку на страницу ВКонтакте, например https://vk.com/id1"],
      [{ telegram: "ab" }, "Имя в Telegram — от 5 до 32 латинских букв, цифр и знаков _"],
      [{ address: "д".repeat(256) }, "Не более 255 символов"],
      [{ birthday: "1990-02-30" }, "Введите дату в формате ДД.ММ.ГГГГ"],
      [{ birthday: "2030-01-01" }, "Дата рождения не может быть в будущем"],
      [{ birthday: "1850-01-01" }, "Проверьте год рождения"],
      [{ birthYearIsVisible: "yes" }, "Ожидается true или false"],
      [{ email: 42 }, "Ожидается текст"],
    ];
    for (const [body, message] of cases) refused(await update(me.token, body), message);
    // Nothing a refused call carried was stored.
    expect(ok(await info(me.token, me.id))).toMatchObject({
      email: "ivanov@example.ru",
      birthday: "1990-03-12",
      address: "Москва, ул. Складочная, 1",
    });
  });

  it("keeps names, position, department and work phones as HR gave them", async () => {
    const me = await signedIn({ name: "Инна" });
    const saved = ok(
      await update(me.token, { name: "Хакер", surname: "X", position: "Директор", workPhone: "+7 (495) 000-00-00", ipPhone: "1" }),
    );
    expect(saved).toMatchObject({ name: "Инна", surname: "Тестова", position: null, workPhone: null, ipPhone: null });
  });

  it("shows others the login phone only when allowed, and the birthday without a hidden year", async () => {
    const owner = await signedIn();
    const colleague = await signedIn();
    ok(await update(owner.token, { birthday: "1985-07-09", birthYearIsVisible: false, loginPhoneIsVisible: false }));
    const seen = ok(await info(colleague.token, owner.id));
    expect(seen).toMatchObject({ birthday: "--07-09", birthYearIsVisible: false, loginPhone: null, canEdit: false });
    expect(ok(await info(owner.token, owner.id))).toMatchObject({ birthday: "1985-07-09", loginPhone: owner.phone });

    ok(await update(owner.token, { birthYearIsVisible: true, loginPhoneIsVisible: true }));
    expect(ok(await info(colleague.token, owner.id))).toMatchObject({ birthday: "1985-07-09", loginPhone: owner.phone });
  });

  it("lets an administrator, and nobody else, edit another person's profile", async () => {
    const owner = await signedIn();
    const colleague = await signedIn();
    const admin = await signedIn({ roles: ["ROLE_ADMINISTRATOR"] });
    refused(await update(colleague.token, { id: owner.id, email: "pwned@example.ru" }), FORBIDDEN);
    expect(ok(await info(owner.token, owner.id)).email).toBeNull();

    expect(ok(await info(admin.token, owner.id)).canEdit).toBe(true);
    expect(ok(await update(admin.token, { id: owner.id, email: "fixed@example.ru" }))).toMatchObject({
      id: owner.id,
      email: "fixed@example.ru",
    });
    refused(await update(admin.token, { id: 987654, email: "x@example.ru" }), NOT_FOUND);
    // An administrator sees the login phone only when its owner shows it.
    expect(ok(await info(admin.token, owner.id)).loginPhone).toBeNull();
  });

  it("lists the four work statuses and sets or clears the actor's own", async () => {
    const me = await signedIn();
    expect(ok(await api(server, "GET", "/user/work-status/list", { token: me.token }))).toEqual([
      { name: "DISTANT", description: "Работаю удалённо" },
      { name: "BUSINESS_TRIP", description: "В командировке" },
      { name: "VACATION", description: "В отпуске" },
      { name: "SICK_LEAVE", description: "На больничном" },
    ]);
    const set = (workStatus: unknown) => api(server, "POST", "/user/work-status/update", { token: me.token, body: { workStatus } });
    expect(ok(await set("VACATION"))).toEqual({ userWorkStatus: "VACATION" });
    expect(ok(await api(server, "GET", "/user/short-cur-user-info", { token: me.token })).userWorkStatus).toBe("VACATION");
    expect(ok(await info(me.token, me.id)).userWorkStatus).toBe("VACATION");
    refused(await set("HOLIDAY"), "Выберите один из статусов: DISTANT, BUSINESS_TRIP, VACATION, SICK_LEAVE");
    refused(
      await api(server, "POST", "/user/work-status/update", { token: me.token, body: {} }),
      "Выберите один из статусов: DISTANT, BUSINESS_TRIP, VACATION, SICK_LEAVE",
    );
    expect(ok(await info(me.token, me.id)).userWorkStatus).toBe("VACATION");
    expect(ok(await set(null))).toEqual({ userWorkStatus: null });
    expect(ok(await info(me.token, me.id)).userWorkStatus).toBeNull();
  });

  it("answers the stimulation list of a person: the thanks received, newest first", async () => {
    const me = await signedIn();
    const other = await createPerson(portal);
    const stimulation = async () =>
      ok(await api(server, "GET", "/user/stimulation", { token: me.token, query: { userId: String(other.id) } }));
    expect(await stimulation()).toEqual([]);
    const thanks = ok(
      await api(server, "POST", "/thanks/create", { token: me.token, body: { userId: other.id, text: "Спасибо за помощь" } }),
    );
    expect(await stimulation()).toEqual([thanks]);
    expect(thanks).toMatchObject({ from: { id: me.id }, to: { id: other.id }, text: "Спасибо за помощь" });
    refused(await api(server, "GET", "/user/stimulation", { token: me.token, query: { userId: "987654" } }), NOT_FOUND);
  });
});

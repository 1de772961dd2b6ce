// Limits of the entry area that must stop guessing without handing anyone a lever: ten wrong passwords
// from one client do not lock the phone's owner out, and the registration and recovery starts do not
// list whose phones are in the directory. Clients are told apart by X-Forwarded-For (the server runs
// behind TRUST_PROXY=loopback as it would behind a load balancer); time moves only with the TestClock.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createPerson, createTestPortal, dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { api, cookieOf, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { ok, refused } from "../../../../tests/helpers/envelope";

const MINUTE = 60_000;
const PASSWORD = "secret-123";
const WRONG_CREDENTIALS = "Неверный номер телефона или пароль. Возможно, нажата клавиша Caps Lock или включена неверная раскладка.";
const LOCKED = "Слишком много неудачных попыток входа. Попробуйте через 15 минут.";
const PHONE_CEILING =
  "Слишком много неудачных попыток входа с этим номером. Попробуйте через час или войдите с устройства, с которого уже входили.";
const STARTS_FROM_ADDRESS = "Слишком много запросов кода с вашего адреса. Попробуйте через час";
const UNKNOWN_PHONE = "Сотрудник с таким номером телефона не найден в справочнике. Обратитесь в отдел кадров.";

let addressCounter = 0;
/** A client address of its own for each use (10.x.y.z). */
const newAddress = () => {
  const n = ++addressCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

/** "portal_device=…" from the Set-Cookie header of a sign-in. */
const deviceCookieOf = (setCookie: string | null) => cookieOf(setCookie, "portal_device");

describe.each(await dialects())("entry limits on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;

  beforeAll(async () => {
    const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
    portal = await createTestPortal(dialect);
    server = await startTestServer(portal, { build, trustProxy: "loopback" });
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });
  beforeEach(() => portal.clock.advance(2 * 60 * MINUTE));

  const login = (username: string, password: string, from: string, cookie?: string) =>
    api(server, "POST", "/login", { body: { username, password }, cookie, headers: { "X-Forwarded-For": from } });

  /** The login form posted without JavaScript: the status and the page or redirect. */
  const loginForm = async (phone: string, password: string, from: string, cookie?: string) => {
    const response = await fetch(`${server.url}/login`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "X-Forwarded-For": from,
        ...(cookie ? { Cookie: cookie } : {}),
      },
      body: new URLSearchParams({ phone, password, next: "/" }),
    });
    return { status: response.status, html: await response.text() };
  };

  describe("sign-in failures", () => {
    it("ten wrong passwords from one address lock that address out, not the owner elsewhere", async () => {
      const person = await createPerson(portal, { password: PASSWORD });
      const attacker = newAddress();
      for (let i = 0; i < 10; i++) refused(await login(person.phone, `wrong-${i}`, attacker), WRONG_CREDENTIALS);
      refused(await login(person.phone, PASSWORD, attacker), LOCKED);
      ok(await login(person.phone, PASSWORD, newAddress()));
      // Through the form too.
      expect((await loginForm(person.phone, PASSWORD, newAddress())).status).toBe(302);
      const locked = await loginForm(person.phone, PASSWORD, attacker);
      expect(locked.status).not.toBe(302);
      expect(locked.html).toContain(LOCKED);
    });

    it("the owner's browser that signed in before is not blocked by failures from its own address", async () => {
      const person = await createPerson(portal, { password: PASSWORD });
      const office = newAddress();
      const first = await login(person.phone, PASSWORD, office);
      ok(first);
      const device = deviceCookieOf(first.setCookie);
      expect(first.setCookie).toMatch(/portal_device=[^;]+;[^,]*HttpOnly/i);
      // Someone behind the same address (an office NAT) guesses ten times.
      for (let i = 0; i < 10; i++) refused(await login(person.phone, `wrong-${i}`, office), WRONG_CREDENTIALS);
      refused(await login(person.phone, PASSWORD, office), LOCKED);
      ok(await login(person.phone, PASSWORD, office, device));
      expect((await loginForm(person.phone, PASSWORD, office, device)).status).toBe(302);
    });

    it("a device mark of another person, or a forged one, counts as no mark", async () => {
      const person = await createPerson(portal, { password: PASSWORD });
      const other = await createPerson(portal, { password: PASSWORD });
      const otherDevice = deviceCookieOf((await login(other.phone, PASSWORD, newAddress())).setCookie);
      const forged = otherDevice.replace(/portal_device=\d+/, `portal_device=${person.id}`);
      const office = newAddress();
      for (let i = 0; i < 10; i++) refused(await login(person.phone, `wrong-${i}`, office), WRONG_CREDENTIALS);
      refused(await login(person.phone, PASSWORD, office, otherDevice), LOCKED);
      refused(await login(person.phone, PASSWORD, office, forged), LOCKED);
      refused(await login(person.phone, PASSWORD, office, "portal_device=1.abc.def"), LOCKED);
    });

    it("a known device is itself limited to ten failures", async () => {
      const person = await createPerson(portal, { password: PASSWORD });
      const device = deviceCookieOf((await login(person.phone, PASSWORD, newAddress())).setCookie);
      for (let i = 0; i < 10; i++) refused(await login(person.phone, `wrong-${i}`, newAddress(), device), WRONG_CREDENTIALS);
      refused(await login(person.phone, PASSWORD, newAddress(), device), LOCKED);
    });

    it("keeps a ceiling of 100 failures an hour per phone across addresses; the owner's browser passes it", async () => {
      const person = await createPerson(portal, { password: PASSWORD });
      const device = deviceCookieOf((await login(person.phone, PASSWORD, newAddress())).setCookie);
      for (let i = 0; i < 100; i++) refused(await login(person.phone, `wrong-${i}`, newAddress()), WRONG_CREDENTIALS);
      refused(await login(person.phone, PASSWORD, newAddress()), PHONE_CEILING);
      ok(await login(person.phone, PASSWORD, newAddress(), device));
      portal.clock.advance(61 * MINUTE);
      ok(await login(person.phone, PASSWORD, newAddress()));
    });
  });

  describe.each([
    { purpose: "registration", startPath: "/registration/start", page: "/register" },
    { purpose: "recovery", startPath: "/change-password/start", page: "/recover" },
  ] as const)("$purpose starts", ({ startPath, page }) => {
    const start = (phoneNumber: string, from: string) =>
      api(server, "POST", startPath, { body: { phoneNumber }, headers: { "X-Forwarded-For": from } });

    it("counts every start per address, refused or not: 120 probes learn about 10 phones at most", async () => {
      const prober = newAddress();
      const registered = await createPerson(portal, { password: PASSWORD });
      const newcomer = await createPerson(portal);
      const phones = Array.from({ length: 120 }, (_, i) =>
        i % 3 === 0 ? registered.phone : i % 3 === 1 ? newcomer.phone : `93${String(i).padStart(8, "0")}`,
      );
      const messages: string[] = [];
      for (const phone of phones) messages.push((await start(phone, prober)).envelope.errorMessage ?? "ok");
      const answered = messages.filter((m) => m !== STARTS_FROM_ADDRESS);
      expect(answered.length).toBeLessThanOrEqual(10);
      expect(messages.slice(10).every((m) => m === STARTS_FROM_ADDRESS)).toBe(true);
      // Another address is not affected, and the window passes.
      refused(await start("9222222222", newAddress()), UNKNOWN_PHONE);
      portal.clock.advance(61 * MINUTE);
      refused(await start("9222222222", prober), UNKNOWN_PHONE);
    });

    it("counts every start per phone across addresses", async () => {
      const phone = "9444444444";
      for (let i = 0; i < 10; i++) refused(await start(phone, newAddress()), UNKNOWN_PHONE);
      const throttled = await start(phone, newAddress());
      expect(throttled.envelope.responseCode).toBe(1);
      expect(throttled.envelope.errorMessage).not.toBe(UNKNOWN_PHONE);
    });

    it("the start form is limited the same way", async () => {
      const prober = newAddress();
      const post = (phone: string) =>
        fetch(`${server.url}${page}`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": prober },
          body: new URLSearchParams({ subaction: "start", phone }),
        }).then((r) => r.text());
      for (let i = 0; i < 10; i++) expect(await post(`95${String(i).padStart(8, "0")}`)).toContain(UNKNOWN_PHONE);
      const html = await post("9599999999");
      expect(html).toContain(STARTS_FROM_ADDRESS);
      expect(html).not.toContain(UNKNOWN_PHONE);
    });
  });
});

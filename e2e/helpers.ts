// Shared steps of the journeys: signing in, reading SMS codes from the outbox, picking a person of
// the demo directory that no other journey touches.
//
// Isolation: journeys run in parallel, in two projects ("js", "nojs"), against one server. Journeys
// that only read (sign-in, menus, status pages) share the demo employee; every journey that changes
// a person (registration, recovery, the welcome flag) takes its own seeded 916… person: a slot per
// journey, distinct candidates per project, and the first candidate nobody has touched yet (so a retry
// takes a fresh person instead of one the failed attempt left registered or rate-limited).
import fs from "node:fs";
import Database from "better-sqlite3";
import axe, { type AxeResults } from "axe-core";
import {
  expect,
  test as base,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type TestInfo,
} from "@playwright/test";
import { REFUSAL_KEY } from "../app/shell/ui/push/client";
import { BANNER_DISMISSED_KEY } from "../app/features/assistant/constants";
import { hashPassword } from "../app/platform/crypto.server";
import { ru } from "../tests/helpers/ru";
import { E2E_BASE_URL, E2E_SMS_OUTBOX, E2E_SQLITE_FILE } from "./server-env";

export { ru };
export { expect };

/**
 * Every browser of the journeys has declined the push invitation (the refusal the portal keeps in
 * localStorage): Chromium's notification permission is undecided here, and the invitation would otherwise
 * come over the page 5 s into a journey and take its clicks. A script set before the portal's own does it:
 * the config's storageState did the same with an extra page load in every new context (about 0.25 s each).
 */
export async function declinePushInvitation(context: BrowserContext): Promise<void> {
  await context.addInitScript(
    ({ key, banner }) => {
      try {
        if (localStorage.getItem(key) === null) localStorage.setItem(key, String(Date.now()));
        // Эмилия's banner comes 1–60 s into a home page whose welcome is done: closed, as the invitation is
        // declined (app/features/assistant/e2e opens contexts of its own to see it).
        sessionStorage.setItem(banner, "1");
      } catch {
        // A document without an origin of its own (about:blank) has no localStorage, nor the portal's scripts.
      }
    },
    { key: REFUSAL_KEY, banner: BANNER_DISMISSED_KEY },
  );
}

/** A browser context of a journey's own (a second person at the same time): the config's options, the invitation declined. */
export async function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await declinePushInvitation(context);
  return context;
}

/** A signed-in page in a context of its own (the login form filled in): a second person of a journey. */
export async function signedInPage(
  browser: Browser,
  phone: string,
  password = DEMO_PASSWORD,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const page = await (await newContext(browser, options)).newPage();
  await signIn(page, phone, password);
  return page;
}

/** Playwright's test, whose context (and so page) has declined the push invitation: what every journey imports. */
export const test = base.extend({
  context: async ({ context }, provide) => {
    await declinePushInvitation(context);
    await provide(context);
  },
});

export const DEMO_PASSWORD = "portal2026";
export const DEMO = {
  admin: { phone: "9000000001", name: "Анна" },
  editor: { phone: "9000000002", name: "Олег" },
  employee: { phone: "9000000003", name: "Мария" },
} as const;

export const isNoJs = (testInfo: TestInfo) => testInfo.project.use.javaScriptEnabled === false;

/** "+7 (916) 100-00-37" for "9161000037", as the pages print a phone. */
export function formatPhone(digits: string): string {
  return `+7 (${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6, 8)}-${digits.slice(8, 10)}`;
}

/** Path and query of the page's URL, e.g. "/login?next=%2Fvacancies". */
export const pathOf = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search + u.hash;
};

/** Waits until the page is at exactly this path (with query and hash). */
export async function expectPath(page: Page, path: string): Promise<void> {
  await expect.poll(() => pathOf(page.url()), { message: `the page is at ${path}` }).toBe(path);
}

/** Signs in from the login page (optionally with ?next=) and waits until the shell is shown. */
export async function signIn(page: Page, phone: string, password = DEMO_PASSWORD, next?: string): Promise<void> {
  await page.goto(next ? `/login?next=${encodeURIComponent(next)}` : "/login");
  await submitLogin(page, phone, password);
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * Signs in by posting the login form from the page's own request context (it shares the browser's
 * cookies), without rendering the login page or the feed it leads to: for checks of other pages
 * (e2e/a11y.spec.ts), where the sign-in journey itself is not what is tested.
 */
export async function signInByPost(page: Page, phone: string, password = DEMO_PASSWORD): Promise<void> {
  const response = await page.request.post("/login", {
    form: { phone, password, next: "/" },
    headers: { origin: E2E_BASE_URL },
    maxRedirects: 0,
  });
  expect(response.status(), `sign-in of ${phone} redirects`).toBeGreaterThanOrEqual(300);
  expect(response.headers()["location"], `sign-in of ${phone} leads into the portal`).not.toContain("/login");
}

/** The search results (/search/all, /search-result) link to Anna Smirnova of the demo (among namesakes). */
export async function expectSmirnovaFound(page: Page): Promise<void> {
  await expect(
    page
      .getByRole("main")
      .getByRole("link", { name: /^Смирнова Анна/ })
      .first(),
  ).toBeVisible();
}

/** Fills and submits the login form already on screen. */
export async function submitLogin(page: Page, phone: string, password: string): Promise<void> {
  await page.getByLabel(ru.entry.phoneLabel).fill(phone);
  await page.getByLabel(ru.entry.passwordLabel, { exact: true }).fill(password);
  await page.getByRole("button", { name: ru.entry.loginButton }).click();
}

/** The desktop user menu (a popover of the header, opened by its button). */
export async function openUserMenu(page: Page): Promise<void> {
  const menu = page.getByRole("banner").locator("[popover]", { has: page.locator('form[action="/logout"]') });
  if (!(await menu.isVisible())) await page.getByRole("banner").getByRole("button", { name: ru.shell.userMenu }).click();
  await expect(menu.getByRole("button", { name: ru.shell.logout })).toBeVisible();
}

/** Signs out through the user menu's form post and waits for the login page. */
export async function signOut(page: Page): Promise<void> {
  await openUserMenu(page);
  await page.getByRole("button", { name: ru.shell.logout }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { name: ru.entry.loginHeading })).toBeVisible();
}

// --- the SMS outbox ----------------------------------------------------------------------------

interface OutboxLine {
  phone: string;
  text: string;
  code: string | null;
  sentAt: string;
}

function outboxLines(): OutboxLine[] {
  if (!fs.existsSync(E2E_SMS_OUTBOX)) return [];
  return fs
    .readFileSync(E2E_SMS_OUTBOX, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxLine);
}

/** How many messages the outbox holds for a phone (to wait for the next one). */
export function smsCount(phone: string): number {
  return outboxLines().filter((m) => m.phone === phone).length;
}

/** The code of the newest SMS to a phone after `before` earlier ones; waits for it to arrive. */
export async function readSmsCode(phone: string, before = 0): Promise<string> {
  let code = "";
  await expect
    .poll(
      () => {
        const messages = outboxLines().filter((m) => m.phone === phone);
        code = messages.length > before ? (messages.at(-1)?.code ?? "") : "";
        return code;
      },
      { message: `an SMS code to ${phone} in ${E2E_SMS_OUTBOX}`, timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/** A six-digit code that is certainly not `code`. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

// --- people of the seeded directory ----------------------------------------------------------

/** Phones of the ~200 seeded employees without a password (app/portal/seed.server.ts). */
export const seededPhone = (i: number) => `916${String(1000000 + i * 37).padStart(7, "0")}`;
const SEEDED_EMPLOYEES = 200;
const PROJECTS = ["js", "nojs"];

/** Journeys that take a person of their own; each has a slot, so no two share candidates. */
export const SLOTS = {
  registration: 0,
  recovery: 1,
  welcome: 2,
  consent: 3,
  takeover: 4,
  keptFields: 5,
  notifications: 6,
  contacts: 7,
  liveCount: 8,
  claims: 9,
  // e2e/groups.spec.ts: who creates the groups, who joins, whose join request is refused.
  groupsCreator: 10,
  groupsJoiner: 11,
  groupsRefused: 12,
  // e2e/group-albums-messages.spec.ts: who uploads to an album, who runs the group written to, who writes.
  groupsPhotographer: 13,
  groupsManager: 14,
  groupsWriter: 15,
  // e2e/groups-js.spec.ts: the manager of the group deleted through the dialog.
  groupsDialog: 16,
  // e2e/vacancies.spec.ts: who replies to a vacancy and recommends a candidate.
  vacancyReplier: 17,
  // e2e/vacancies-phone.spec.ts: who replies and recommends on a 360 px phone.
  vacancyPhoneReplier: 18,
  // app/features/rights/e2e/rights.spec.ts: who is granted a role group and has it revoked.
  rightsGrantee: 19,
  // app/features/people-admin/e2e/users-info.spec.ts: who is blocked and unblocked by the administrator.
  peopleAdmin: 20,
  // app/features/contacts/e2e/secretaries.spec.ts: who is made a department's secretary and removed.
  secretaries: 23,
  // app/features/birthdays/e2e/birthdays.spec.ts: who wishes a colleague a happy birthday.
  birthdays: 22,
  // app/features/assistant/e2e: whose home page shows Эмилия's banner (the welcome done).
  assistant: 21,
  // Issue #36's journeys: the gallery's photographer, the videos' uploader, an achievement's holder, a board's member.
  gallery: 24,
  videos: 25,
  achievements: 26,
  walkfame: 27,
  // Issue #37's journeys: an activity's participant, a goal's owner, a quiz's player, the club's card holder.
  activities: 28,
  goals: 29,
  mentoring: 30,
  quiz: 31,
  club: 32,
  // Issue #35's journeys: a patient, a shift's giver, an IT ticket's and a course's requester, a calendar's owner.
  doctor: 33,
  retailShifts: 34,
  itServices: 35,
  education: 36,
  calendar: 37,
} as const;
const SLOT_COUNT = 38;

/** Runs `run` on the journeys' server database (what an administrator's tool would do), then closes it. */
export function withDb<T>(run: (db: Database.Database) => T, { readonly = false } = {}): T {
  const db = new Database(E2E_SQLITE_FILE, { readonly, fileMustExist: true });
  db.pragma("busy_timeout = 5000");
  if (!readonly) db.pragma("foreign_keys = ON");
  try {
    return run(db);
  } finally {
    db.close();
  }
}

export interface Person {
  id: number;
  phone: string;
  name: string;
}

/**
 * A seeded employee of this journey and project that nothing has touched: no password, no SMS, no
 * session, the welcome message still due. Candidates of (slot, project) are disjoint from all others.
 */
export function pickPerson(slot: number, testInfo: TestInfo): Person {
  const project = Math.max(0, PROJECTS.indexOf(testInfo.project.name));
  const stride = SLOT_COUNT * PROJECTS.length;
  const found = withDb(
    (db) => {
      const user = db.prepare<[string], { id: number; name: string; password_hash: string | null; need_show_welcome: number }>(
        "select id, name, password_hash, need_show_welcome from users where phone = ?",
      );
      const touched = db.prepare<[string, string, number], { n: number }>(
        `select (select count(*) from sms_claims where phone = ?)
              + (select count(*) from rate_events where key = ?)
              + (select count(*) from auth_tokens where user_id = ?) as n`,
      );
      for (let i = slot * PROJECTS.length + project; i < SEEDED_EMPLOYEES; i += stride) {
        const phone = seededPhone(i);
        const row = user.get(phone);
        if (!row || row.password_hash || row.need_show_welcome !== 1) continue;
        if (touched.get(phone, `sms:phone:${phone}`, row.id)!.n > 0) continue;
        return { id: row.id, phone, name: row.name };
      }
      return null;
    },
    { readonly: true },
  );
  if (found) return found;
  throw new Error(`No untouched seeded employee left for slot ${slot} in project ${testInfo.project.name}`);
}

/** A person's surname and her full name as the portal writes it ("Фамилия Имя Отчество"), from the journeys' database. */
export function namesOf(person: Person): { surname: string; fullName: string } {
  const { surname, middlename } = withDb(
    (db) =>
      db
        .prepare<[number], { surname: string; middlename: string | null }>("select surname, middlename from users where id = ?")
        .get(person.id)!,
    { readonly: true },
  );
  return { surname, fullName: [surname, person.name, middlename].filter(Boolean).join(" ") };
}

/** Gives a person a password directly in the database (as an administrator's tool would). */
export async function givePassword(person: Person, password: string): Promise<void> {
  const hash = await hashPassword(password);
  withDb((db) => db.prepare("update users set password_hash = ? where id = ?").run(hash, person.id));
}

/** Passes the first two steps of registration or recovery for a phone; leaves the page on step 3. */
export async function passPhoneAndCode(page: Page, phone: string): Promise<void> {
  const before = smsCount(phone);
  await page.getByLabel(ru.entry.phoneLabel).fill(phone);
  await page.getByRole("button", { name: ru.entry.getCode }).click();
  await expect(page.getByText(ru.entry.codeSentTo(formatPhone(phone)))).toBeVisible();
  const code = await readSmsCode(phone, before);
  await page.getByLabel(ru.entry.codeLabel).fill(code);
  await page.getByRole("button", { name: ru.entry.confirm }).click();
  await expect(page.getByLabel(ru.entry.newPasswordLabel)).toBeVisible();
}

/**
 * The rich-text field named by its label, once it is what the person types in: with JavaScript the
 * editor (after it has taken the textarea's place), without it the textarea. Filling it before the swap
 * would race the editor's start.
 */
export async function richTextField(page: Page, label: string, testInfo: TestInfo) {
  const field = page.getByRole("textbox", { name: label, exact: true });
  if (!isNoJs(testInfo)) await expect(field).toHaveAttribute("contenteditable", "true");
  return field;
}

// --- accessibility ----------------------------------------------------------------------------

const IMPACTS = ["critical", "serious", "moderate", "minor"] as const;

/**
 * Runs axe-core (every rule it has) on the page as it is now and fails on any critical or serious
 * violation, listing rule, impact and elements. The counts of all impacts are recorded on the test as
 * an "axe" annotation (the JSON reporter shows them), so a run measures pages before and after a fix.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  label = pathOf(page.url()),
  /** Only a part of the page (a widget a journey opened), which is much quicker to check; the whole page if not said. */
  scope: AxeScope = {},
): Promise<void> {
  const { violations } = await analyzeA11y(page, scope);
  const counts = Object.fromEntries(IMPACTS.map((impact) => [impact, violations.filter((v) => v.impact === impact).length]));
  test
    .info()
    .annotations.push({ type: "axe", description: JSON.stringify({ label, counts, rules: violations.map((v) => `${v.id}:${v.impact}`) }) });
  const serious = violations
    .filter((v) => v.impact === "critical" || v.impact === "serious")
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(" ")).join("\n    ")}`);
  expect(serious, `axe on ${label}`).toEqual([]);
}

/** What axe's run is told: a part of the page (or the page but a part), and which rules (every rule when not named). */
export interface AxeScope {
  include?: string;
  exclude?: string;
  rules?: readonly string[];
}

/**
 * axe on a page as it is now, reporting violations only (leaving out the passed and incomplete nodes'
 * details makes each run about a quarter cheaper on the feed's large page). axe-core is put into the page
 * once and run there: @axe-core/playwright's AxeBuilder injects it into every frame again and finishes
 * each run in a new blank page, about 1.3 s more per check here than the 0.3 s of the run itself (the
 * portal's pages have no frames for it to visit).
 */
export async function runAxe(page: Page, { include, exclude, rules }: AxeScope = {}): Promise<AxeResults> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  return page.evaluate(
    ([inside, outside, only]) => {
      const runner = (window as unknown as { axe: typeof axe }).axe;
      const context = inside || outside ? { include: [inside ?? "html"], exclude: outside ? [outside] : [] } : document;
      const runOnly = only ? { type: "rule" as const, values: only } : undefined;
      return runner.run(context, { resultTypes: ["violations"], ...(runOnly ? { runOnly } : {}) });
    },
    [include ?? null, exclude ?? null, rules ? [...rules] : null] as const,
  );
}

/**
 * axe runs as a script in the page, which a page without JavaScript refuses (its timers never fire).
 * There the document as it stands (the server's HTML with what the journey did to it: open panels,
 * errors) is written into a page that runs scripts, with every script of the document left out and its
 * addresses resolved against the page's own. One such page per worker serves every check: it keeps axe
 * and the portal's CSS from one check to the next, where a new context for each cost about a second.
 */
async function analyzeA11y(page: Page, scope: AxeScope) {
  if (!isNoJs(test.info())) return runAxe(page, scope);
  const base = `<base href="${page.url().replace(/"/g, "&quot;")}">`;
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, "").replace(/<head([^>]*)>/i, `<head$1>${base}`);
  const copy = await axePageOf(page);
  const viewport = page.viewportSize();
  if (viewport) await copy.setViewportSize(viewport);
  await copy.setContent(html, { waitUntil: "load" });
  return runAxe(copy, scope);
}

const axePages = new WeakMap<Browser, Promise<Page>>();

/** The worker's page for checking documents of pages without JavaScript: scripts on, none loaded. */
function axePageOf(page: Page): Promise<Page> {
  const browser = page.context().browser()!;
  let copy = axePages.get(browser);
  if (!copy) {
    copy = (async () => {
      const context = await browser.newContext({ javaScriptEnabled: true });
      await context.route("**/*", (route) => (route.request().resourceType() === "script" ? route.abort() : route.continue()));
      return context.newPage();
    })();
    axePages.set(browser, copy);
  }
  return copy;
}

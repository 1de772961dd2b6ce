// Accessibility of the portal's states, checked by axe-core in both projects (JavaScript on and off; states
// that only show, once: see `view`; the shell on its own cases: see scopeOf): no critical and no serious
// violation. Every page as it first opens is e2e/every-page.spec.ts's walk; here are what a person brings it
// to: a form sent with errors, an open panel or dialog, a query, edit mode, the 360 px shell, and the pages
// as their own owner sees them (own claims, notifications, profile form). Each state is opened by the demo
// person who can reach it: the employee for what everyone sees, the editor for the knowledge base's forms
// and edit mode, the administrator for the admin area and the directory's service records.
//
// Without JavaScript axe checks a copy of the document (see e2e/helpers.ts): open <details> panels
// are in it, an open popover is not (the desktop header's popovers are checked open in "js").
import { type Browser, type Page } from "@playwright/test";
import { DEMO, expect, expectNoSeriousA11yViolations, newContext, ru, signInByPost, test, type AxeScope } from "./helpers";
import { groupMessageMessages } from "../app/features/groups/messages/message";

type Who = keyof typeof DEMO | "anonymous";

interface Case {
  name: string;
  who: Who;
  path: string;
  /** 360 px wide: the mobile header, its panels and the bottom menu instead of the desktop header. */
  mobile?: boolean;
  /** Brings the page into the state to check (a form with errors, an open panel, edit mode...). */
  state?: (page: Page) => Promise<void>;
  /**
   * A page that only shows: no form, panel or widget of its own that a script makes or changes, so its
   * document is the server's with JavaScript or without. It is checked once, with JavaScript (axe on a
   * page costs seconds here; the shell without JavaScript is checked on the home and mobile cases).
   */
  view?: true;
  /**
   * The one project a state needs: a form sent with errors and edit mode are the server's answer, checked
   * without JavaScript (with it, the same fields and messages render; the journeys cover the scripts); open
   * panels and popovers, and the 360 px shell, with it (an open popover is not in the copy axe checks
   * without JavaScript). Checking each twice was half of this file's three minutes.
   */
  only?: "js" | "nojs";
  /** What axe checks: see scopeOf. */
  scope?: Scope;
}

/** The whole page, its <main> (the content), or the shell around <main> (a header panel opened over it). */
type Scope = "page" | "main" | "shell";

/** Submits the page's main form empty (or as it is), so its fields show their errors. */
async function submitWithErrors(page: Page) {
  // The main form's first text field: some forms keep their fields outside the <form> element (form=).
  const field = page
    .getByRole("main")
    .locator('input[type="text"], input[type="tel"], input[type="password"], input:not([type]), textarea')
    .filter({ visible: true })
    .first();
  await field.fill("");
  // The browser's own check of `required` fields would stop the post without JavaScript: the state to
  // check is the page the server answers with its errors.
  const formId = await field.evaluate((el: HTMLInputElement) => {
    const form = el.form!;
    form.noValidate = true;
    form.id ||= "a11y-checked-form";
    return form.id;
  });
  // Its first visible submit button that posts (not the hidden default one, not a finder's GET search).
  await page
    .locator(`#${formId} [type="submit"], [type="submit"][form="${formId}"]`)
    .and(page.locator(':not([aria-hidden="true"]):not([formmethod="get" i])'))
    .filter({ visible: true })
    .first()
    .click();
  await expect(page.locator('[aria-invalid="true"], [role="alert"], .alert--error').first()).toBeVisible();
}

/** Opens a group page's «Написать руководителям» and sends it empty: the form comes back with its errors. */
async function messageWithErrors(page: Page) {
  const form = page.locator("#message");
  await form.getByText(groupMessageMessages.write, { exact: true }).first().click();
  await form.getByRole("button", { name: groupMessageMessages.send }).click();
  await expect(page.locator('#message [aria-invalid="true"]').first()).toBeVisible();
}

/** Opens a panel (<details>) or a popover of the shown header by the name of its button. */
async function openPanel(page: Page, name: string | RegExp) {
  await page.getByLabel(name, { exact: true }).filter({ visible: true }).first().click();
}

/** Edit mode on: it lasts in the editor's session, so an earlier case of this worker may have turned it on. */
async function guideEditMode(page: Page) {
  const off = page.getByRole("button", { name: ru.guide.page.editModeOff });
  if (!(await off.isVisible())) await page.getByRole("button", { name: ru.guide.page.editModeOn }).click();
  await expect(off).toBeVisible();
}

const CASES: Case[] = [
  // The shell's own pages
  { name: "home", who: "employee", path: "/", scope: "page" },
  { name: "home, 360 px", who: "employee", path: "/", mobile: true, only: "js" },
  {
    name: "home, 360 px, menu panel open",
    who: "employee",
    path: "/",
    scope: "shell",
    mobile: true,
    state: (p) => openPanel(p, ru.shell.openMenu),
    only: "js",
  },
  {
    name: "home, 360 px, search panel open",
    who: "employee",
    path: "/",
    scope: "shell",
    mobile: true,
    state: (p) => openPanel(p, ru.shell.search),
    only: "js",
  },
  {
    name: "home, 360 px, group menu open",
    who: "employee",
    path: "/",
    scope: "shell",
    mobile: true,
    state: (p) => openPanel(p, ru.shell.groups),
    only: "js",
  },
  {
    name: "home, bell open",
    who: "employee",
    path: "/",
    scope: "shell",
    state: (p) => openPanel(p, new RegExp(`^${ru.shell.notifications}`)),
    only: "js",
  },
  { name: "home, user menu open", who: "employee", path: "/", scope: "shell", state: (p) => openPanel(p, ru.shell.userMenu), only: "js" },
  { name: "home, header search open", who: "employee", path: "/", scope: "shell", state: (p) => openPanel(p, ru.shell.search), only: "js" },
  { name: "search, mobile page", who: "employee", path: "/search", mobile: true, only: "js" },
  { name: "search, one index by pages", who: "employee", path: "/search/CONTACT/%D0%B8%D0%B2%D0%B0%D0%BD?page=1" },
  {
    name: "search, mobile results",
    who: "employee",
    path: "/search-result/%D0%A1%D0%BC%D0%B8%D1%80%D0%BD%D0%BE%D0%B2%D0%B0",
    mobile: true,
    only: "js",
  },
  { name: "search, too short", who: "employee", path: "/search/all/%D0%B8" },
  { name: "notifications", who: "employee", path: "/user/3/notification" },
  { name: "notifications, 360 px", who: "employee", path: "/user/3/notification", mobile: true, only: "js" },
  { name: "menu page, 360 px", who: "employee", path: "/menu", mobile: true, only: "js" },
  { name: "favorites", who: "employee", path: "/favorites?type=CONTACT" },
  { name: "404 (unknown path)", who: "employee", path: "/no-such-page/at-all", view: true },
  { name: "admin search statistics, bad dates", who: "admin", path: "/admin/search-statistic?from=31.02.2026&to=01.01.2026" },
  { name: "admin, 360 px", who: "admin", path: "/admin", mobile: true, only: "js" },
  // Claims (issue #13 point 9): the demo employee (3) owns the demo's claims, the first (1) completed;
  // the administrator (1) handles them all.
  { name: "own claims", who: "employee", path: "/user/3/claims" },
  { name: "own claims, 360 px (rows as blocks)", who: "employee", path: "/user/3/claims", mobile: true, only: "js" },
  { name: "own claims, new claim with errors", who: "employee", path: "/user/3/claims", state: submitWithErrors, only: "nojs" },
  { name: "a claim", who: "employee", path: "/user/3/claims/1" },
  // Services (issue #34): the hub searched (and found nothing), a service's form refused: the demo's pass
  // (text, date and time fields) and leave (a choice, and a date range: a fieldset of two dates).
  { name: "services, search", who: "employee", path: "/services?q=%D0%BF%D1%80%D0%BE%D0%BF%D1%83%D1%81%D0%BA", view: true },
  { name: "services, nothing found", who: "employee", path: "/services?q=zzz", view: true },
  { name: "services, 360 px", who: "employee", path: "/services", mobile: true, only: "js" },
  { name: "service form with errors", who: "employee", path: "/services/passes", state: submitWithErrors, only: "nojs" },
  { name: "leave form with errors (a date range)", who: "employee", path: "/services/vacation", state: submitWithErrors, only: "nojs" },
  {
    name: "service form with errors, 360 px",
    who: "employee",
    path: "/services/passes",
    state: submitWithErrors,
    mobile: true,
    only: "js",
  },
  { name: "suggest a correction", who: "employee", path: "/suggest-correction?sourceURL=%2Fv2%2Fcontacts" },
  {
    name: "suggest a correction with errors",
    who: "employee",
    path: "/suggest-correction?sourceURL=%2Fv2%2Fcontacts",
    state: submitWithErrors,
    only: "nojs",
  },
  // The news feed (issue #12): the demo's post 1 is the pinned news, thanks 1 the first thanks
  {
    name: "feed composer with errors",
    who: "employee",
    path: "/",
    state: async (p) => {
      await p.locator("#composer > summary").click();
      await submitWithErrors(p);
    },
    only: "nojs",
  },
  { name: "post page, who liked", who: "employee", path: "/news/1?likes=1" },
  // Groups (issue #14): the demo's «Фотоклуб «Объектив»» (5) holds the employee's album 2 (photo 61, hers to
  // describe) and article 1; «Горячая линия»'s message 9 is new, for the administrator to handle.
  { name: "groups, search", who: "employee", path: "/group?q=%D1%84%D0%BE%D1%82%D0%BE", view: true },
  { name: "group page, message to managers with errors", who: "employee", path: "/group/5", state: messageWithErrors },
  { name: "group delete question (a modal with JavaScript)", who: "admin", path: "/group/5/edit?dialog=delete" },
  { name: "group album form with errors", who: "employee", path: "/group/5/albums/create", state: submitWithErrors, only: "nojs" },
  { name: "group form with errors", who: "employee", path: "/group-create", state: submitWithErrors, only: "nojs" },
  // Vacancies (issue #15): the demo's vacancy 1 is Вологда's hot one with 40 replies (the administrator
  // handles them); the list's filters are a panel behind the mobile header's button under 992 px.
  {
    name: "vacancies, 360 px, filters open",
    who: "employee",
    path: "/vacancies",
    mobile: true,
    state: (p) => openPanel(p, ru.vacancies.filters),
    only: "js",
  },
  { name: "vacancies as editor, archive", who: "editor", path: "/vacancies?state=ARCHIVE", view: true },
  { name: "vacancy, reply with errors", who: "employee", path: "/vacancies/1", state: submitWithErrors, only: "nojs" },
  { name: "vacancy, recommend tab", who: "employee", path: "/vacancies/1?tab=recommend" },
  { name: "vacancy form with errors", who: "editor", path: "/vacancies/create", state: submitWithErrors, only: "nojs" },
  // Profiles
  { name: "profile form", who: "employee", path: "/user/3/edit" },
  // Contacts
  { name: "contacts search", who: "employee", path: "/v2/contacts?q=%D0%B8%D0%B2%D0%B0%D0%BD" },
  { name: "service record form", who: "admin", path: "/v2/contacts/another/new?categoryId=1" },
  {
    name: "service record form with errors",
    who: "admin",
    path: "/v2/contacts/another/new?categoryId=1",
    state: submitWithErrors,
    only: "nojs",
  },
  { name: "service record delete step", who: "admin", path: "/v2/contacts/another/1005?delete" },
  { name: "person record form", who: "admin", path: "/v2/contacts/another/new-with-user?categoryId=1" },
  // The guide
  { name: "guide, edit mode", who: "editor", path: "/knowledge/guide", state: guideEditMode, only: "nojs" },
  { name: "guide section, edit mode", who: "editor", path: "/knowledge/guide/1", state: guideEditMode, only: "nojs" },
  { name: "guide section form with errors", who: "editor", path: "/knowledge/guide/create", state: submitWithErrors, only: "nojs" },
  { name: "guide section delete dialog", who: "editor", path: "/knowledge/guide/1/edit?dialog=delete" },
  {
    name: "guide article form with errors",
    who: "editor",
    path: "/knowledge/guide/1/article/create",
    state: submitWithErrors,
    only: "nojs",
  },
  { name: "guide article delete dialog", who: "editor", path: "/knowledge/guide/1/article/1/edit?dialog=delete" },
  // Normative documents
  { name: "document form with errors", who: "editor", path: "/knowledge/documents/create/1", state: submitWithErrors, only: "nojs" },
  // FAQ and glossary
  { name: "faq category form with errors", who: "editor", path: "/knowledge/faq/create", state: submitWithErrors, only: "nojs" },
  { name: "glossary term form with errors", who: "editor", path: "/knowledge/glossary/add", state: submitWithErrors, only: "nojs" },
  // Entry area
  { name: "login with errors", who: "anonymous", path: "/login", state: submitWithErrors, only: "nojs" },
  { name: "login, 360 px", who: "anonymous", path: "/login", mobile: true, only: "js" },
  { name: "registration with errors", who: "anonymous", path: "/register", state: submitWithErrors, only: "nojs" },
  { name: "recovery with errors", who: "anonymous", path: "/recover", state: submitWithErrors, only: "nojs" },
];

/**
 * What axe checks: a signed-in page's <main>, which holds its content, forms and dialogs. The shell around it
 * (header, menus, bottom menu) is the same on every page and is checked where it is the subject: whole on
 * the home page and every 360 px case, without the feed's <main> (checked once, by "home") where a case opens
 * one of its panels; the entry pages, which have no shell, whole. Checking the shell again on each of ~100
 * other pages made a third of every axe run, and this file was over half of Playwright's time.
 */
const AXE_SCOPES: Record<Scope, AxeScope> = { page: {}, main: { include: "main" }, shell: { exclude: "main" } };
const scopeOf = (c: Case): Scope => c.scope ?? (c.who === "anonymous" || c.mobile ? "page" : "main");

/**
 * Each worker keeps one page per demo person (and one anonymous), signed in once, and every case of that
 * person goes to its path in that page: a new context, page and sign-in for each case cost about 0.7 s of a
 * case's 1 s here. A case's state (an open panel, a form with errors) ends with the next case's navigation;
 * the cases only read and post forms that are refused, and none ends its session.
 */
const pages = new Map<Who, Promise<Page>>();
function pageOf(browser: Browser, who: Who, javaScriptEnabled: boolean): Promise<Page> {
  let page = pages.get(who);
  if (!page) {
    page = (async () => {
      const context = await newContext(browser, { javaScriptEnabled });
      const opened = await context.newPage();
      if (who !== "anonymous") await signInByPost(opened, DEMO[who].phone);
      return opened;
    })();
    pages.set(who, page);
  }
  return page;
}

for (const c of CASES) {
  test.describe(() => {
    // Decided before the page is made, so a view costs nothing without JavaScript.
    // A page as it opens (no state brought about) is the server's document with JavaScript or without: once,
    // but for the whole-page cases (the shell without JavaScript is checked there).
    if (c.view || (!c.state && c.scope !== "page"))
      test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "a view: the same document as with JavaScript");
    if (c.only) test.skip(({ javaScriptEnabled }) => javaScriptEnabled !== (c.only === "js"), `checked in "${c.only}" only`);
    test(`${c.name} (${c.who}, ${c.path})`, async ({ browser, javaScriptEnabled, viewport }) => {
      const page = await pageOf(browser, c.who, javaScriptEnabled);
      await page.setViewportSize(c.mobile ? { width: 360, height: 740 } : viewport!);
      try {
        const response = await page.goto(c.path);
        expect(response?.status(), "the page answers").toBeLessThan(500);
        if (c.state) await c.state(page);
        await expectNoSeriousA11yViolations(page, c.name, AXE_SCOPES[scopeOf(c)]);
      } finally {
        // Nothing of the portal stays open between cases: a feed left open would count views of posts
        // that other journeys of this worker publish, and its live updates would keep running.
        await page.goto("about:blank");
      }
    });
  });
}

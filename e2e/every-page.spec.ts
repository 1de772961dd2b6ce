// Every page of the portal, as the administrator opens it (signed out: the entry pages), on a
// 360 px phone and a 1280 px desktop: no page scrolls sideways, each has one h1, and axe finds no serious or
// critical rule in its content. The list of pages is the route
// manifest (scripts/lib/feature-routes.js), so a new page joins by itself; a page whose path has parameters
// names the demo object it opens in EXAMPLES, and the first test fails until it does.
//
// The walk runs without JavaScript: what a person may see is the server's document, and what scripts change
// on a phone is the journeys' (mobile-menu, vacancies-phone, push, claims) and e2e/a11y.spec.ts's 360 px
// cases. Walked with JavaScript too, it cost a minute of a suite that must stay under 15 on this machine.
// The demo data holds the content that breaks layouts: a deleted and an edited comment, a long unbroken
// link, long names.
import fs from "node:fs";
import path from "node:path";
import { type Browser, type Page } from "@playwright/test";
import { DEMO, expect, expectNoSeriousA11yViolations, newContext, signInByPost, test } from "./helpers";
import { featureRoutes } from "../scripts/lib/feature-routes.js";

type Who = keyof typeof DEMO | "anonymous";
/** The demo people's user ids (app/portal/seed.server.ts makes them first). */
const USER_IDS: Record<Who, number> = { admin: 1, editor: 2, employee: 3, anonymous: 0 };

/** The demo object each page with parameters opens (the demo seed's ids; `{me}`: the visitor's own id). */
/** The year the journeys' demo was seeded in (the contest's demo: this year and the last). */
const DEMO_YEAR = new Date().getUTCFullYear();

const EXAMPLES: Record<string, string> = {
  "/*": "/socket",
  "/gallery/videos/:videoId/edit": "/gallery/videos/1/edit",
  "/admin/rights/:type": "/admin/rights/WIKI_DOCUMENT",
  "/admin/personal-accept/:id": "/admin/personal-accept/3",
  "/admin/poster/:kind": "/admin/poster/birthday",
  // The demo's first congratulation; the address sends on to its person's own.
  "/user/:id/congratulation/:congratulationId": "/user/1/congratulation/1",
  // The demo's first award: the rules' «Год в компании» of the administrator.
  "/user/:id/achievement/:achievementId": "/user/1/achievement/1",
  "/user/:id/club-card": "/user/1/club-card",
  // A calendar opens to its person alone: the visitor's own.
  "/calendar/:id": "/calendar/{me}",
  "/company-pages/:slug/edit": "/company-pages/history/edit",
  "/company-pages/:slug/versions": "/company-pages/history/versions",
  "/company-pages/:slug/versions/:version": "/company-pages/history/versions/1",
  "/admin/emilia/:id": "/admin/emilia/1",
  "/group/:id": "/group/5",
  "/group/:id/:idPost": "/group/5/69",
  "/group/:id/:idPost/:idPoll": "/group/6/66/3",
  "/group/:id/albums": "/group/5/albums",
  "/group/:id/albums/:albumId": "/group/5/albums/2",
  "/group/:id/albums/:albumId/:photoId": "/group/5/albums/2/61",
  "/group/:id/albums/create": "/group/5/albums/create",
  // The gallery's demo (its seed runs last): the administrator's first company album (after the groups' four
  // and the hall of fame's first board's).
  "/gallery/photos/:albumId": "/gallery/photos/6",
  "/gallery/photos/:albumId/edit": "/gallery/photos/6/edit",
  "/group/:id/article": "/group/5/article",
  "/group/:id/article/:idArticle": "/group/5/article/1",
  "/group/:id/article/create": "/group/5/article/create",
  "/group/:id/article/edit/:idArticle": "/group/5/article/edit/1",
  "/group/:id/edit": "/group/5/edit",
  "/group/:id/members": "/group/5/members",
  "/knowledge/documents/create/:themeId": "/knowledge/documents/create/1",
  "/knowledge/documents/edit/:themeId/:id": "/knowledge/documents/edit/1/1",
  "/knowledge/documents/theme/:themeId": "/knowledge/documents/theme/1",
  "/knowledge/documents/view/:themeId/:id": "/knowledge/documents/view/1/1",
  "/knowledge/faq/:id": "/knowledge/faq/1",
  "/knowledge/faq/:id/add": "/knowledge/faq/1/add",
  "/knowledge/faq/:id/edit": "/knowledge/faq/1/edit",
  "/knowledge/faq/:id/question/:questionId": "/knowledge/faq/1/question/1",
  "/knowledge/glossary/:id/edit": "/knowledge/glossary/1/edit",
  "/knowledge/guide/*": "/knowledge/guide/1/2",
  "/knowledge/guide/:id/edit": "/knowledge/guide/1/edit",
  "/knowledge/guide/:s1/:s2?/:s3?": "/knowledge/guide/1",
  "/knowledge/guide/:s1/:s2?/:s3?/article/:articleId": "/knowledge/guide/1/article/1",
  "/knowledge/guide/:s1/:s2?/:s3?/article/:articleId/edit": "/knowledge/guide/1/article/1/edit",
  "/knowledge/guide/:s1/:s2?/:s3?/article/:articleId/versions": "/knowledge/guide/1/article/1/versions",
  "/knowledge/guide/:s1/:s2?/:s3?/article/:articleId/versions/:version": "/knowledge/guide/1/article/1/versions/1",
  "/knowledge/guide/:s1/:s2?/:s3?/article/create": "/knowledge/guide/1/article/create",
  "/knowledge/guide/:s1/:s2?/:s3?/create-child": "/knowledge/guide/1/create-child",
  "/knowledge/guide/article/:articleId": "/knowledge/guide/article/1",
  "/news/:idPost": "/news/5",
  "/news/:idPost/:idPoll": "/news/14/1",
  "/news/:idPost/edit": "/news/1/edit",
  "/search-result/*": "/search-result/%D0%A1%D0%BC%D0%B8%D1%80%D0%BD%D0%BE%D0%B2%D0%B0",
  "/search/:index/*": "/search/CONTACT/%D0%B8%D0%B2%D0%B0%D0%BD",
  "/search/all/*": "/search/all/%D0%A1%D0%BC%D0%B8%D1%80%D0%BD%D0%BE%D0%B2%D0%B0",
  // The demo's leave: a choice, a date range (two dates in a fieldset) and a long text, the widest form.
  "/services/:key": "/services/vacation",
  "/services/:key/admin": "/services/vacation/admin",
  "/services/:key/list": "/services/statements/list",
  // The demo's first shift, of «Магазин на Невском» (the administrator manages every shop).
  "/services/retail-shifts/:id": "/services/retail-shifts/1",
  "/thanks/:idThanks": "/thanks/1",
  "/user/:id": "/user/3",
  "/user/:id/:thanksId": "/user/3/3",
  "/user/:id/approvement-requests": "/user/{me}/approvement-requests",
  "/user/:id/approvement-requests/:claimId": "/user/1/approvement-requests/9",
  "/user/:id/claims": "/user/{me}/claims",
  "/user/:id/claims/:claimId": "/user/3/claims/1",
  "/user/:id/edit": "/user/{me}/edit",
  "/user/:id/notification": "/user/{me}/notification",
  "/user/:id/notification/settings": "/user/{me}/notification/settings",
  "/v2/contacts/*": "/v2/contacts/1/2",
  "/v2/contacts/another/:id": "/v2/contacts/another/1005",
  "/v2/contacts/card/:contactId": "/v2/contacts/card/1",
  // The demo IT catalogue's first request form (root 1, «Рабочее место», «Компьютер и ноутбук»), the
  // education catalogue's first root (after the IT catalogue's 22 nodes), an editor's page of a category.
  "/v2/services/*": "/v2/services/1/2/3/ticket/4",
  "/education/*": "/education/23",
  "/service-catalogue/:id": "/service-catalogue/2",
  "/vacancies/:id": "/vacancies/1",
  "/vacancies/:id/edit": "/vacancies/1/edit",
  // The hall of fame's demo: board 1 is this year's, the demo editor (2) on it.
  // The demo's first activity (the run, one place left) and its organiser's pages.
  "/activities/:id": "/activities/1",
  "/activities/:id/users": "/activities/1/users",
  "/activities/:id/participants": "/activities/1/participants",
  "/activities/:id/edit": "/activities/1/edit",
  "/walkfame/:id": "/walkfame/1",
  "/walkfame/:id/album": "/walkfame/1/album",
  "/walkfame/:id/:userId": "/walkfame/1/2",
  "/walkfame/:id/edit/:userId": "/walkfame/1/edit/2",
  "/walkfame/edit/:id": "/walkfame/edit/1",
  // Development goals: the demo employee's (3), read by herself and the administrator (HR).
  "/ltr/user/:userId": "/ltr/user/3",
  // The contest's demo years are last year and this one (its winners 13-24).
  "/professional/:year": `/professional/${DEMO_YEAR - 1}`,
  "/professional/:year/edit": `/professional/${DEMO_YEAR}/edit`,
  "/professional/:year/winner/:winnerId": `/professional/${DEMO_YEAR}/winner/13`,
  // The club's demo: Москва (city 1), «Спорт и фитнес» (category 1), «Фитнес-клуб «Пульс»» (partner 1).
  "/club/partners/:idCity": "/club/partners/1",
  "/club/partners/:idCity/:idCat": "/club/partners/1/1",
  "/club/partner/:id": "/club/partner/1",
  "/club/:idCity/search/:text": `/club/1/search/${encodeURIComponent("кофе")}`,
  "/club/admin/partner/edit/:id": "/club/admin/partner/edit/1",
  // The doctor's demo: appointment 1 is the demo employee's with the therapist; the administrator reads it.
  "/appointments/:id": "/appointments/1",
  // The quiz's demo: 1 is over (results), 2 open with the administrator's attempt half done, 3 a draft.
  "/quiz/:id": "/quiz/1",
  "/quiz/:id/results": "/quiz/1/results",
  "/quiz/:id/play": "/quiz/2/play",
  "/quiz/:id/edit": "/quiz/3/edit",
  // The corporate university's demo: course 1 (its first, «Стандарты обслуживания покупателей») and literature item 1.
  "/university/courses/:id/edit": "/university/courses/1/edit",
  "/university/literature/:id/edit": "/university/literature/1/edit",
};

interface PageRoute {
  /** The route's path as the manifest gives it ("/group/:id"). */
  pattern: string;
  /** The entry area (sign-in, registration): opened signed out. */
  entry: boolean;
}

/** Pages: the manifest's leaf routes whose module renders (has a default export), not resources or redirects. */
function pageRoutes(): PageRoute[] {
  const manifest = featureRoutes("app") as Record<string, { path?: string; parentId: string; file: string; index?: boolean }>;
  const fullPath = (id: string): string => {
    const route = manifest[id];
    if (!route) return "";
    return [fullPath(route.parentId), route.path ?? ""].filter(Boolean).join("/");
  };
  const parents = new Set(Object.values(manifest).map((r) => r.parentId));
  return Object.entries(manifest)
    .filter(([id, route]) => route.index || !parents.has(id))
    .filter(([, route]) => /^export default/m.test(fs.readFileSync(path.join("app", route.file), "utf8")))
    .map(([id, route]) => ({ pattern: `/${fullPath(id)}`, entry: path.basename(route.file).startsWith("_entry.") }))
    .sort((a, b) => a.pattern.localeCompare(b.pattern));
}

const PAGES = pageRoutes();
const urlOf = (pattern: string): string | undefined => (/[:*]/.test(pattern) ? EXAMPLES[pattern] : pattern);

test("every page with parameters names its demo example", () => {
  const missing = PAGES.map((p) => p.pattern).filter((pattern) => !urlOf(pattern));
  expect(missing, "add these to EXAMPLES in e2e/every-page.spec.ts").toEqual([]);
  const stale = Object.keys(EXAMPLES).filter((pattern) => !PAGES.some((p) => p.pattern === pattern));
  expect(stale, "examples of pages that no longer exist").toEqual([]);
});

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

/** What sticks out past the right edge: the page's width and its outermost offending elements, for the message. */
async function overflowOf(page: Page): Promise<string | null> {
  // Playwright's own evaluation runs with the page's scripts off too (the nojs project).
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return null;
    const edge = root.clientWidth + 1;
    // How far an element reaches: its box, or its content where that spills out (a word longer than its line).
    const right = (el: Element) => {
      const box = el.getBoundingClientRect();
      return getComputedStyle(el).overflowX === "visible" ? Math.max(box.right, box.left + el.scrollWidth) : box.right;
    };
    /** Whether the element widens the page: not clipped by a box that fits, not fixed to the screen. */
    const widens = (el: Element) => {
      for (let up = el.parentElement; up && up !== root; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.position === "fixed") return false;
        if (style.overflowX !== "visible" && right(up) <= edge) return false;
      }
      return getComputedStyle(el).position !== "fixed";
    };
    const culprits: string[] = [];
    for (const el of document.body.querySelectorAll("*")) {
      if (el.getBoundingClientRect().width === 0 || right(el) <= edge || !widens(el)) continue;
      // Only the outermost: an element whose parent already sticks out adds nothing.
      if (el.parentElement && right(el.parentElement) > edge && widens(el.parentElement)) continue;
      const classes = typeof el.className === "string" && el.className.trim() ? `.${el.className.trim().split(/\s+/).join(".")}` : "";
      culprits.push(`${el.tagName.toLowerCase()}${classes} (${Math.round(right(el))} px)`);
      if (culprits.length === 5) break;
    }
    return `${root.scrollWidth} px wide: ${culprits.join(", ")}`;
  });
}

/** One signed-in page per demo person in each worker, as in e2e/a11y.spec.ts: a sign-in per test cost most of it. */
const pages = new Map<Who, Promise<Page>>();
function pageOf(browser: Browser, who: Who, javaScriptEnabled: boolean): Promise<Page> {
  let page = pages.get(who);
  if (!page) {
    page = (async () => {
      const opened = await (await newContext(browser, { javaScriptEnabled })).newPage();
      if (who !== "anonymous") await signInByPost(opened, DEMO[who].phone);
      return opened;
    })();
    pages.set(who, page);
  }
  return page;
}

// Nothing of the portal stays open after the walk: a feed left open would keep its live updates running.
test.afterAll(async () => {
  for (const page of pages.values()) await (await page).goto("about:blank");
});

for (const { pattern, entry } of PAGES) {
  const url = urlOf(pattern);
  if (!url) continue;
  // The one who sees the most of a page (every edit control, deleted comments): an employee's page is the same
  // layout with fewer controls, and who may open what is the page matrix's (tests/security/page-matrix.ts).
  // The employee's walk cost a minute of worker time of a suite that must stay under 15 minutes on CI; the
  // journeys and e2e/a11y.spec.ts open the employee's own pages (claims, notifications, profile) at 360 px.
  const people = entry ? (["anonymous"] as const) : (["admin"] as const);
  for (const who of people) {
    // axe as the one who sees the most of a page (the administrator: every edit control, deleted comments;
    // signed out on the entry pages), at 360 px, where the audit's findings were: axe is two thirds of a
    // visit's time here. The other people's own states (forms with errors, open panels) are
    // e2e/a11y.spec.ts's cases.
    const checksAxe = who === people[people.length - 1];
    test.describe(() => {
      test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "walked without JavaScript");
      test(`${url} as ${who}`, async ({ browser, javaScriptEnabled }) => {
        const page = await pageOf(browser, who, javaScriptEnabled);
        const [first, second] = [DESKTOP, PHONE];
        await page.setViewportSize(first);
        const response = await page.goto(url.replace("{me}", String(USER_IDS[who])));
        expect(response?.status(), "the page answers").toBeLessThan(500);
        // One title a screen reader can jump to (the post page and /groups/message had none).
        expect.soft(await page.locator("h1").count(), "one h1").toBe(1);
        expect.soft(await overflowOf(page), `no sideways scroll at ${first.width} px`).toBeNull();
        await page.setViewportSize(second);
        expect.soft(await overflowOf(page), `no sideways scroll at ${second.width} px`).toBeNull();
        if (checksAxe) await expectNoSeriousA11yViolations(page, `${url} (${who}, ${second.width} px)`, entry ? {} : { include: "main" });
      });
    });
  }
}

// `npm run size`: how much JavaScript each page makes the browser load, gzip level 9, per file and in
// sum, checked against the budgets of scripts/size-budgets.ts (the run fails when a page is over, so
// `npm test` runs it after the build): the entry pages, the signed-in home page, the home page in lite
// mode, which must load none, view pages (a guide article, a document, a contact card, a profile, a group, an album, a group
// article, the vacancies' list and a vacancy) and the pages with the rich-text editor (a document's, a guide article's and a group article's
// form). Chunks a page's scripts can load later with import() are counted apart as "lazy": reachable,
// fetched only when that code runs (the editor's chunk only where a rich-text field renders, after
// hydration; the entry forms' rules after hydration). Starts the real production server like `npm run bench`; loopback only.
// SIZE_DUMP_INLINE=1 writes each page's inline scripts to /tmp/inline-<page>.js, to see what its data weighs.
import fs from "node:fs";
import { gzipSync } from "node:zlib";
import {
  DEMO_ADMIN,
  DEMO_EDITOR,
  firstDepartmentCategoryPath,
  firstGuideArticle,
  signIn,
  startRealServer,
  type RealServer,
} from "./lib/real-server";
import { SIZE_BUDGETS_KB, TARGETS_KB, type MeasuredPage } from "./size-budgets";

interface Asset {
  url: string;
  bytes: number;
  gzip: number;
  body: string;
}

interface PageReport {
  page: MeasuredPage;
  status: number;
  /** The HTML document itself, raw and gzip -9 (not counted as JS). */
  htmlBytes: number;
  htmlGzip: number;
  scriptTags: number;
  inlineGzip: number;
  files: Asset[];
  totalGzip: number;
  /** Chunks loaded later through import(), with what they import in turn. */
  lazy: Asset[];
  lazyGzip: number;
}

const gz = (data: Buffer | string) => gzipSync(data, { level: 9 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(2)} KB`;

/** Every JS URL a page loads: script src, modulepreload href, and imports inside inline module scripts. */
function scriptsOf(html: string, pageUrl: string): { urls: string[]; inline: string[]; scriptTags: number } {
  const urls = new Set<string>();
  const inline: string[] = [];
  let scriptTags = 0;
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    scriptTags++;
    const attrs = match[1] ?? "";
    const body = match[2] ?? "";
    const src = /\bsrc\s*=\s*["']([^"']+)["']/i.exec(attrs)?.[1];
    if (src) urls.add(new URL(src, pageUrl).href);
    if (/\btype\s*=\s*["']application\/(ld\+)?json["']/i.test(attrs)) continue;
    if (body.trim()) {
      inline.push(body);
      for (const imp of body.matchAll(/(?:import\s*(?:[\w*{}\s,]+from\s*)?|import\()\s*["']([^"']+\.js)["']/g)) {
        urls.add(new URL(imp[1]!, pageUrl).href);
      }
    }
  }
  for (const match of html.matchAll(/<link\b[^>]*>/gi)) {
    const tag = match[0];
    if (!/\brel\s*=\s*["']modulepreload["']/i.test(tag)) continue;
    const href = /\bhref\s*=\s*["']([^"']+)["']/i.exec(tag)?.[1];
    if (href) urls.add(new URL(href, pageUrl).href);
  }
  return { urls: [...urls], inline, scriptTags };
}

const assetCache = new Map<string, Asset>();
async function fetchAsset(url: string): Promise<Asset> {
  const cached = assetCache.get(url);
  if (cached) return cached;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  const asset = { url, bytes: body.length, gzip: gz(body), body: body.toString("utf8") };
  assetCache.set(url, asset);
  return asset;
}

/** JS files a script imports: statically (`from"…"`, `import"…"`) or, with dynamicOnly, through import("…"). */
function importsOf(asset: Asset, dynamicOnly: boolean): string[] {
  const pattern = dynamicOnly ? /\bimport\(\s*["']([^"']+\.js)["']\s*\)/g : /\b(?:from|import)\s*\(?\s*["']([^"']+\.js)["']/g;
  return [...asset.body.matchAll(pattern)].map((m) => new URL(m[1]!, asset.url).href);
}

/** What the page's scripts load later with import(), and everything that pulls in, not counting what is already loaded. */
async function lazyOf(files: Asset[]): Promise<Asset[]> {
  const seen = new Set(files.map((f) => f.url));
  const queue = files.flatMap((f) => importsOf(f, true));
  const lazy: Asset[] = [];
  while (queue.length) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const asset = await fetchAsset(url);
    lazy.push(asset);
    queue.push(...importsOf(asset, false));
  }
  return lazy;
}

async function measurePage(server: RealServer, page: MeasuredPage, pathname: string, cookie?: string): Promise<PageReport> {
  const pageUrl = `${server.url}${pathname}`;
  const response = await fetch(pageUrl, { headers: cookie ? { cookie } : {}, redirect: "manual" });
  const html = await response.text();
  if (response.status !== 200) throw new Error(`${page}: ${pathname} answered ${response.status}, not a page`);
  const { urls, inline, scriptTags } = scriptsOf(html, pageUrl);
  const files = await Promise.all(urls.map(fetchAsset));
  const inlineGzip = inline.length > 0 ? gz(inline.join("\n")) : 0;
  if (process.env.SIZE_DUMP_INLINE) fs.writeFileSync(`/tmp/inline-${page.replace(/\W+/g, "_")}.js`, inline.join("\n"));
  const lazy = await lazyOf(files);
  return {
    page,
    status: response.status,
    htmlBytes: Buffer.byteLength(html),
    htmlGzip: gz(html),
    scriptTags,
    inlineGzip,
    files,
    totalGzip: files.reduce((sum, f) => sum + f.gzip, 0) + inlineGzip,
    lazy,
    lazyGzip: lazy.reduce((sum, f) => sum + f.gzip, 0),
  };
}

function printReport(reports: PageReport[], origin: string) {
  const rows = reports.map((r) => [
    r.page,
    `${kb(r.htmlBytes)} / ${kb(r.htmlGzip)}`,
    String(r.scriptTags),
    String(r.files.length),
    kb(r.inlineGzip),
    kb(r.totalGzip),
    kb(r.lazyGzip),
  ]);
  const header = ["page", "HTML raw / gzip", "<script>", "JS files", "inline JS gzip", "total JS gzip", "lazy JS gzip"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const format = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  console.log(format(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const row of rows) console.log(format(row));

  for (const report of reports) {
    if (report.files.length === 0) continue;
    console.log(`\n${report.page}: per file (raw, gzip -9)`);
    for (const f of [...report.files].sort((a, b) => b.gzip - a.gzip)) {
      console.log(`  ${kb(f.gzip).padStart(9)}  ${kb(f.bytes).padStart(9)}  ${f.url.replace(origin, "")}`);
    }
    for (const f of [...report.lazy].sort((a, b) => b.gzip - a.gzip)) {
      console.log(`  ${kb(f.gzip).padStart(9)}  ${kb(f.bytes).padStart(9)}  ${f.url.replace(origin, "")} (lazy)`);
    }
  }
}

let server: RealServer | undefined;
process.on("SIGINT", () => void (server?.stop() ?? Promise.resolve()).then(() => process.exit(130)));
const deadline = setTimeout(() => {
  console.error("size: took too long, stopping");
  void (server?.stop() ?? Promise.resolve()).then(() => process.exit(1));
}, 240_000);
deadline.unref();

/** Pages over their budget (the lite page also fails on any script tag), as lines to print. */
function overBudget(reports: PageReport[]): string[] {
  const failures: string[] = [];
  for (const report of reports) {
    const budget = SIZE_BUDGETS_KB[report.page];
    if (report.totalGzip > budget * 1024) failures.push(`${report.page}: ${kb(report.totalGzip)} > budget ${budget} KB`);
    if (budget === 0 && report.scriptTags > 0) failures.push(`${report.page}: ${report.scriptTags} <script> tags, budget 0`);
  }
  return failures;
}

/** The first match of a pattern in a page's HTML, for picking a demo record to measure. */
async function firstLink(server: RealServer, pathname: string, cookie: string, pattern: RegExp, what: string): Promise<string> {
  const html = await (await fetch(`${server.url}${pathname}`, { headers: { cookie } })).text();
  const found = pattern.exec(html)?.[1];
  if (!found) throw new Error(`no ${what} on ${pathname} to measure`);
  return found;
}

/** A published group article of the demo (its «Бег и ЗОЖ»: open, the demo employee a member). */
async function firstGroupArticle(server: RealServer, cookie: string): Promise<{ id: number; groupId: number }> {
  const query = encodeURIComponent("полумарафону");
  const response = await fetch(`${server.url}/api/search-v2/find?indexName=ARTICLE&query=${query}`, { headers: { cookie } });
  const body = (await response.json().catch(() => null)) as { response?: { objects?: { id: number; groupId: number }[] } } | null;
  const found = body?.response?.objects?.[0];
  if (!found) throw new Error("no group article to measure");
  return found;
}

try {
  server = await startRealServer();
  const { cookie } = await signIn(server);
  const editor = await signIn(server, DEMO_EDITOR);
  // Demo records to view: the first document under the first theme, the first published guide
  // article, and the first card and profile linked from a department's contacts.
  const documentPath = await firstLink(
    server,
    "/knowledge/documents/theme/1",
    editor.cookie,
    /href="(?:[^"]*)(\/knowledge\/documents\/view\/1\/\d+)"/,
    "document",
  );
  const article = await firstGuideArticle(server.url, editor.cookie);
  if (!article) throw new Error("no published guide article to measure");
  const department = await firstDepartmentCategoryPath(server.url, cookie);
  if (!department) throw new Error("no department's contacts to measure");
  const contacts = `/v2/contacts/${department}`;
  const cardPath = await firstLink(server, contacts, cookie, /href="(?:[^"]*)(\/v2\/contacts\/card\/\d+)"/, "contact card");
  const profilePath = await firstLink(server, contacts, cookie, /href="(?:[^"]*)(\/user\/\d+)"/, "profile");
  const postPath = await firstLink(server, "/", cookie, /href="(?:[^"]*)(\/news\/\d+)"/, "post");
  // The demo employee's own claims (the bell's link names their id) and the first of them.
  const me = await firstLink(server, "/", cookie, /href="(?:[^"]*)\/user\/(\d+)\/notification"/, "own id");
  const claimPath = await firstLink(server, `/user/${me}/claims`, cookie, /href="(?:[^"]*)(\/user\/\d+\/claims\/\d+)"/, "claim");
  const admin = await signIn(server, DEMO_ADMIN);
  // A published demo group article (the groups' demo), found through the portal search as its reader would.
  const groupArticle = await firstGroupArticle(server, cookie);
  // The first group of the demo's list, as the demo employee sees it.
  const groupPath = await firstLink(server, "/group", cookie, /href="(?:[^"]*)(\/group\/\d+)"/, "group");
  // The demo's photo club (open, the demo employee a member) and its first album.
  const clubPath = await firstLink(server, `/group?q=${encodeURIComponent("Фотоклуб")}`, cookie, /href="(?:[^"]*)(\/group\/\d+)"/, "club");
  const albumPath = await firstLink(server, `${clubPath}/albums`, cookie, /href="(?:[^"]*)(\/group\/\d+\/albums\/\d+)"/, "album");
  // The first vacancy of the demo's list (Вологда, PUBLIC), as the demo employee sees it (issue #15).
  const vacancyPath = await firstLink(server, "/vacancies", cookie, /href="(?:[^"]*)(\/vacancies\/\d+)"/, "vacancy");
  // The first of today's demo congratulations (the birthdays' demo), from the birthdays list.
  const congratulationPath = await firstLink(
    server,
    "/birthday",
    cookie,
    /href="(?:[^"]*)(\/user\/\d+\/congratulation\/\d+)"/,
    "congratulation",
  );
  // The gallery demo's first company album (the gallery's seed).
  const galleryAlbumPath = await firstLink(server, "/gallery/photos", cookie, /href="(?:[^"]*)(\/gallery\/photos\/\d+)"/, "gallery album");
  const reports = [
    await measurePage(server, "/login", "/login"),
    await measurePage(server, "/register", "/register"),
    await measurePage(server, "/recover", "/recover"),
    await measurePage(server, "/ (signed in)", "/", cookie),
    await measurePage(server, "/ (signed in, lite)", "/", `${cookie}; portal_lite=1`),
    await measurePage(server, "guide article view", article.page, editor.cookie),
    await measurePage(server, "document view", documentPath, editor.cookie),
    await measurePage(server, "contact card", cardPath, cookie),
    await measurePage(server, "profile", profilePath, cookie),
    await measurePage(server, "post page", postPath, cookie),
    await measurePage(server, "news moderation (editor)", "/admin/news-moderation", editor.cookie),
    await measurePage(server, "notifications page", `/user/${me}/notification`, cookie),
    await measurePage(server, "claims list", `/user/${me}/claims`, cookie),
    await measurePage(server, "claim page", claimPath, cookie),
    await measurePage(server, "claims admin (admin)", "/admin/claims", admin.cookie),
    await measurePage(server, "guide article form (editor)", `${article.page}/edit`, editor.cookie),
    await measurePage(server, "document form (editor)", "/knowledge/documents/create/1", editor.cookie),
    await measurePage(server, "article view", `/group/${groupArticle.groupId}/article/${groupArticle.id}`, cookie),
    await measurePage(server, "article form", `/group/${groupArticle.groupId}/article/create`, cookie),
    await measurePage(server, "album view", albumPath, cookie),
    await measurePage(server, "group page", groupPath, cookie),
    await measurePage(server, "groups list", "/group", cookie),
    await measurePage(server, "group form (create)", "/group-create", cookie),
    await measurePage(server, "vacancies list", "/vacancies", cookie),
    await measurePage(server, "vacancy page", vacancyPath, cookie),
    await measurePage(server, "vacancy form (create)", "/vacancies/create", editor.cookie),
    await measurePage(server, "vacancy form (edit)", `${vacancyPath}/edit`, editor.cookie),
    await measurePage(server, "search results", `/search/all/${encodeURIComponent("отпуск")}`, cookie),
    await measurePage(server, "search results (one index)", `/search/WIKI_GUIDE/${encodeURIComponent("отпуск")}`, cookie),
    // The services' hub and the demo's leave (a choice, a date range and a long text), as the demo employee.
    await measurePage(server, "services hub", "/services", cookie),
    await measurePage(server, "service form", "/services/vacation", cookie),
    await measurePage(server, "rights (admin)", "/admin/rights", admin.cookie),
    await measurePage(server, "videos list", "/gallery/videos", cookie),
    await measurePage(server, "video form (create)", "/gallery/videos/create", admin.cookie),
    await measurePage(server, "video form (edit)", "/gallery/videos/1/edit", admin.cookie),
    await measurePage(server, "role group (admin)", "/admin/rights/WIKI_DOCUMENT", admin.cookie),
    await measurePage(server, "audit log (admin)", "/admin/logi", admin.cookie),
    await measurePage(server, "statistic (admin)", "/admin/statistic", admin.cookie),
    await measurePage(server, "request statistic (admin)", "/admin/request-statistic", admin.cookie),
    await measurePage(server, "roles by positions (admin)", "/admin/roles-by-positions", admin.cookie),
    await measurePage(server, "people (admin)", "/admin/users-info", admin.cookie),
    await measurePage(server, "consents (admin)", "/admin/personal-accept", admin.cookie),
    await measurePage(server, "avatars (admin)", "/admin/avatars", admin.cookie),
    await measurePage(server, "secretaries (admin)", "/admin/secretary-to-department", admin.cookie),
    await measurePage(server, "section icons (admin)", "/admin/icons", admin.cookie),
    // The birthdays: the list, a demo congratulation and a poster template.
    await measurePage(server, "birthdays", "/birthday?period=week", cookie),
    await measurePage(server, "congratulation page", congratulationPath, cookie),
    await measurePage(server, "poster template (admin)", "/admin/poster/birthday", admin.cookie),
    await measurePage(server, "company page view", "/history", cookie),
    await measurePage(server, "company page form (admin)", "/company-pages/history/edit", admin.cookie),
    await measurePage(server, "competences (admin)", "/admin/competences", admin.cookie),
    await measurePage(server, "walkfame board", "/walkfame/1", cookie),
    await measurePage(server, "walkfame album", "/walkfame/1/album", cookie),
    await measurePage(server, "walkfame person form (editor)", "/walkfame/1/edit/new", admin.cookie),
    await measurePage(server, "professional", "/professional", cookie),
    await measurePage(server, "professional winner form (editor)", `/professional/${new Date().getUTCFullYear()}/winner/new`, admin.cookie),
    await measurePage(server, "emilia images (admin)", "/admin/emilia", admin.cookie),
    await measurePage(server, "emilia phrases (admin)", "/admin/emilia/1", admin.cookie),
    // Achievements: the catalogue with the editor's forms; the demo's first award (the administrator's own).
    await measurePage(server, "achievements (admin)", "/achievements", admin.cookie),
    await measurePage(server, "achievement award", "/user/1/achievement/1", admin.cookie),
    // Activities: the list and a card as view pages (the card's sign-up a plain form), the form as a form page.
    await measurePage(server, "activities", "/activities", cookie),
    await measurePage(server, "activity card", "/activities/1", cookie),
    await measurePage(server, "activity participants (organiser)", "/activities/1/participants", admin.cookie),
    await measurePage(server, "activity form (create)", "/activities/create", admin.cookie),
    // Retail shifts: the employee's shop week and her first shift as view pages (plain posts), the manager's page as a form page.
    await measurePage(server, "retail shifts week", "/services/retail-shifts", cookie),
    await measurePage(server, "retail shift card", "/services/retail-shifts/1", cookie),
    await measurePage(server, "retail shifts (manager)", "/services/retail-shifts/edit", admin.cookie),
    await measurePage(server, "gallery landing", "/gallery", cookie),
    await measurePage(server, "gallery albums", "/gallery/photos", cookie),
    await measurePage(server, "gallery album", galleryAlbumPath, cookie),
    await measurePage(server, "gallery album form (admin)", "/gallery/photos/create", admin.cookie),
    await measurePage(server, "gallery album edit (admin)", `${galleryAlbumPath}/edit`, admin.cookie),
    await measurePage(server, "media", "/media", cookie),
    await measurePage(server, "club landing", "/club", cookie),
    await measurePage(server, "club city partners", "/club/partners/1", cookie),
    await measurePage(server, "club partner", "/club/partner/1", cookie),
    await measurePage(server, "club partner form (admin)", "/club/admin/partner/create", admin.cookie),
    await measurePage(server, "club categories (admin)", "/club/admin/categories", admin.cookie),
    // The corporate university: the courses and the literature as view pages, their plain multipart forms.
    await measurePage(server, "university", "/university", cookie),
    await measurePage(server, "university literature", "/university/literature", cookie),
    await measurePage(server, "university course form (admin)", "/university/courses/1/edit", admin.cookie),
    await measurePage(server, "university literature form (admin)", "/university/literature/create", admin.cookie),
    // The quiz: the list, the leaderboard, the question page (the administrator's demo attempt), the form.
    await measurePage(server, "quiz list", "/quiz", cookie),
    await measurePage(server, "quiz results", "/quiz/1/results", cookie),
    await measurePage(server, "quiz question", "/quiz/2/play", admin.cookie),
    await measurePage(server, "quiz form (admin)", "/quiz/create", admin.cookie),
    // The club card: the card with its QR code (an SVG in the HTML) and the partner's plain button; the gate pass's
    // plain forms; the card admin's view of a card; the statistics' charts (SVG drawn on the server).
    await measurePage(server, "club card", "/club/card?partner=1", cookie),
    await measurePage(server, "club card of a person (admin)", "/user/1/club-card", admin.cookie),
    await measurePage(server, "maxi-club gate pass", "/club/maxi-club-kpp", cookie),
    await measurePage(server, "club card statistic (admin)", "/admin/club-card-statistic", admin.cookie),
    // The calendar: the demo employee's own month (the picker and the month's arrows are links, the .ics renewal a plain form).
    await measurePage(server, "calendar", "/calendar/3", cookie),
    // Development goals: the demo employee's own (her forms on each goal); hers as the administrator (HR) reads them.
    await measurePage(server, "goals", "/ltr", cookie),
    await measurePage(server, "goals of a person (admin)", "/ltr/user/3", admin.cookie),
    await measurePage(server, "mentoring", "/mentoring", cookie),
    // Запись к врачу: the doctors' free slots as links, the person's appointments and one, the doctor's side's pages.
    await measurePage(server, "doctor booking", "/services/doctor", cookie),
    await measurePage(server, "doctor appointments", "/appointments", cookie),
    await measurePage(server, "doctor appointment (admin)", "/appointments/1", admin.cookie),
    await measurePage(server, "doctor schedule (admin)", "/services/doctor/edit", admin.cookie),
    await measurePage(server, "doctor all appointments (admin)", "/services/doctor/all", admin.cookie),
    // The catalogues (issue #35): a category's tiles as a view page, a leaf's form (the services' own form) as a
    // form page, /education/list, and an editor's page of plain forms.
    await measurePage(server, "IT services category", "/v2/services/1/2", cookie),
    await measurePage(server, "IT services form", "/v2/services/1/2/3/ticket/4", cookie),
    await measurePage(server, "education list", "/education/list", cookie),
    await measurePage(server, "service catalogue editor (admin)", "/service-catalogue/2", admin.cookie),
  ];
  printReport(reports, server.origin);
  const failures = overBudget(reports);
  if (failures.length > 0) {
    console.error(`\nFAIL: over the budgets of scripts/size-budgets.ts:\n  ${failures.join("\n  ")}`);
    process.exitCode = 1;
  } else {
    console.log("\nOK: every page within its budget (scripts/size-budgets.ts); lite mode loads no JavaScript.");
  }
  for (const report of reports) {
    const target = TARGETS_KB[report.page];
    if (target !== undefined && report.totalGzip > target * 1024)
      console.log(`  still above its target: ${report.page} ${kb(report.totalGzip)} (target ${target} KB)`);
  }
} catch (error) {
  console.error(`size failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await server?.stop();
  clearTimeout(deadline);
}

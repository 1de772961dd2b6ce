// `npm run screenshots`: the README's pictures of the portal, taken from the demo data so they stay current.
// The built server on a fresh demo database, the demo employee signed in, Chromium's headless shell at 1280
// and 360 px; JPEGs into docs/screenshots/.
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { REFUSAL_KEY } from "../app/shell/ui/push/client";
import { DEMO_EMPLOYEE, root, signIn, startRealServer } from "./lib/real-server";

const PAGES = [
  { name: "home", path: "/", who: DEMO_EMPLOYEE },
  { name: "post", path: "/news/5", who: DEMO_EMPLOYEE },
  { name: "group", path: "/group/5", who: DEMO_EMPLOYEE },
  { name: "vacancy", path: "/vacancies/1", who: DEMO_EMPLOYEE },
  { name: "claims", path: "/user/3/claims", who: DEMO_EMPLOYEE },
] as const;

const WIDTHS = [
  { suffix: "desktop", viewport: { width: 1280, height: 800 }, isMobile: false },
  { suffix: "phone", viewport: { width: 360, height: 740 }, isMobile: true },
] as const;

const out = path.join(root, "docs/screenshots");
fs.mkdirSync(out, { recursive: true });
const server = await startRealServer({ env: { PASSWORD_HASH_LOG2_N: "12" } });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell" });
try {
  const cookies = new Map<string, string>();
  for (const who of new Set(PAGES.map((p) => p.who))) cookies.set(who.username, (await signIn(server, who)).cookie);
  for (const width of WIDTHS) {
    for (const page of PAGES) {
      const context = await browser.newContext({
        viewport: width.viewport,
        isMobile: width.isMobile,
        locale: "ru-RU",
        timezoneId: "Europe/Moscow",
      });
      const [name, value] = cookies.get(page.who.username)!.split("=") as [string, string];
      await context.addCookies([{ name, value, url: server.origin }]);
      // The push invitation is a question for a real visitor, not part of the picture.
      await context.addInitScript((key) => localStorage.setItem(key, String(Date.now())), REFUSAL_KEY);
      const tab = await context.newPage();
      await tab.goto(`${server.url}${page.path}`, { waitUntil: "networkidle" });
      const file = path.join(out, `${page.name}-${width.suffix}.jpg`);
      await tab.screenshot({ path: file, type: "jpeg", quality: 80 });
      console.log(`${path.relative(root, file)} (${Math.round(fs.statSync(file).size / 1024)} KB)`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}

// The sections' icons' integration tests' company, on an empty portal: a menu of three top-level sections (one
// with a submenu item), an employee, a holder of ROLE_EDIT_USER_ROLE_GROUP, a person of a department that will
// be granted the ROLE_MANAGEMENT group, and an administrator, each signed in over /api (a token) and, with the
// Remix build, by the login form (a cookie for a browser without JavaScript).
import path from "node:path";
import { pathToFileURL } from "node:url";
import sharp from "sharp";
import type { ServerBuild } from "@remix-run/node";
import type { DialectName } from "~/platform/db/db.server";
import { createTestPortal, type TestPortal } from "../../../tests/helpers/portal";
import { api, startTestServer, type TestServer } from "../../../tests/helpers/http";
import { addDepartment, placedIn, signedInPeople } from "../../../tests/helpers/company";
import { navHtml } from "~/shell/server/nav-html.server";

export const PASSWORD = "icons-pass-1";
export type Who = "employee" | "rights" | "grouped" | "admin";

const PEOPLE: Record<Who, { name: string; surname: string; unit?: "office"; roles?: string[] }> = {
  employee: { name: "Мария", surname: "Продавцова" },
  rights: { name: "Глеб", surname: "Праводатов", roles: ["ROLE_EDIT_USER_ROLE_GROUP"] },
  grouped: { name: "Вера", surname: "Офисова", unit: "office" },
  admin: { name: "Анна", surname: "Админова", roles: ["ROLE_ADMINISTRATOR"] },
};

/** A small PNG (a coloured square of `size` px). */
export const png = (size = 32) =>
  sharp({ create: { width: size, height: size, channels: 4, background: "#0b5cad" } })
    .png()
    .toBuffer();
export const jpeg = () =>
  sharp({ create: { width: 16, height: 16, channels: 3, background: "#ffb400" } })
    .jpeg()
    .toBuffer();
export const gif = () =>
  sharp({ create: { width: 16, height: 16, channels: 3, background: "#2e7d32" } })
    .gif()
    .toBuffer();

/** An SVG with everything the sanitizer must drop around a drawing it must keep. */
export const HOSTILE_SVG = `<?xml version="1.0"?>
<!DOCTYPE svg [<!ENTITY boom "boom">]>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 24 24" onload="alert('onload')">
  <script>alert('script')</script>
  <style>path { fill: url(https://evil.example/x.svg#a) }</style>
  <foreignObject width="24" height="24"><div xmlns="http://www.w3.org/1999/xhtml" onclick="alert('html')">html</div></foreignObject>
  <defs><linearGradient id="g"><stop offset="0" stop-color="#0b5cad"/></linearGradient></defs>
  <a xlink:href="javascript:alert('link')"><path d="M2 2h20v20H2z" fill="url(#g)" onclick="alert('click')"/></a>
  <image href="https://evil.example/tracker.png" width="1" height="1"/>
  <use xlink:href="https://evil.example/sprite.svg#icon"/>
  <circle cx="12" cy="12" r="4" stroke="url(https://evil.example/paint)" style="fill: red"/>
</svg>`;

export async function openIcons(dialect: DialectName, options: { pages?: boolean } = {}) {
  const build = options.pages ? ((await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild) : undefined;
  const portal: TestPortal = await createTestPortal(dialect);
  const server: TestServer = await startTestServer(portal, { build });
  const db = portal.db.kysely;
  const office = await addDepartment(db, "Офис", null);
  const { people, tokens, cookies } = await signedInPeople(portal, server, placedIn(PEOPLE, { office }), PASSWORD, Boolean(build));
  const section = async (name: string, link: string, sort: number, parentId: number | null = null) =>
    (await db.insertInto("nav_items").values({ name, link, sort, parent_id: parentId }).returning("id").executeTakeFirstOrThrow()).id;
  const news = await section("Новости", "/news", 1);
  const knowledge = await section("База знаний", "/knowledge/guide", 2);
  const guide = await section("Гид по компании", "/knowledge/guide", 1, knowledge);
  const vacancies = await section("Вакансии", "/vacancies", 3);
  portal.services.nav.forget();

  return {
    portal,
    server,
    db,
    office,
    people,
    tokens,
    cookies,
    sections: { news, knowledge, guide, vacancies },
    get: (who: Who | null, apiPath: string, query: Record<string, string> = {}) =>
      api(server, "GET", apiPath, { query, ...(who ? { token: tokens[who] } : {}) }),
    post: (who: Who | null, apiPath: string, body: Record<string, unknown>) =>
      api(server, "POST", apiPath, { body, ...(who ? { token: tokens[who] } : {}) }),
    /** The desktop and phone menus' HTML as the pages' frame draws them now (the kept menu, its cached HTML). */
    async menuHtml(): Promise<string> {
      const lists = navHtml(await portal.services.nav.menu(), "", { pathname: "/", helpFaqId: null, adminLink: false });
      return `${lists.desktop}\n${lists.mobile}`;
    },
    /** A stored file's bytes and headers as a signed-in person downloads them. */
    async download(who: Who, filePath: string) {
      const response = await fetch(`${server.url}${filePath}`, { headers: { Authorization: `Bearer ${tokens[who]}` } });
      return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
    },
    async close() {
      await server.close();
      await portal.dispose();
    },
  };
}

export type IconsWorld = Awaited<ReturnType<typeof openIcons>>;

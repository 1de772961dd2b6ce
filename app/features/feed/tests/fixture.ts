// People and helpers of the feed's contract tests: two employees, a news editor (ROLE_EDIT_NEWS) and an
// administrator, with tokens; uploads of their own files; calls that return the response or refuse. For
// the page tests, the real build behind the real app (a browser without JavaScript: tests/helpers/form-browser).
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import type { DialectName } from "~/platform/db/db.server";
import { createPerson, createTestPortal, type TestPortal } from "../../../../tests/helpers/portal";
import { api, signInWithForm, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { ok } from "../../../../tests/helpers/envelope";
import { testVideo } from "~/platform/files/tests/video-fixture";

export const PASSWORD = "feed-pass-1";
/** The smallest PNG (1×1), base64. */
export const PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";
const PDF = Buffer.from("%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n").toString("base64");

export type Who = "employee" | "other" | "editor" | "admin";

export async function feedPeople(portal: TestPortal, server: TestServer) {
  const people = {
    employee: await createPerson(portal, { password: PASSWORD, name: "Мария", surname: "Иванова" }),
    other: await createPerson(portal, { password: PASSWORD, name: "Семён", surname: "Простов" }),
    editor: await createPerson(portal, { password: PASSWORD, name: "Олег", surname: "Редакторов", roles: ["ROLE_EDIT_NEWS"] }),
    admin: await createPerson(portal, { password: PASSWORD, name: "Анна", surname: "Админова", roles: ["ROLE_ADMINISTRATOR"] }),
  };
  const token = async (phone: string) =>
    ok(await api(server, "POST", "/login", { body: { username: phone, password: PASSWORD } })).accessToken as string;
  const tokens = {} as Record<Who, string>;
  for (const who of Object.keys(people) as Who[]) tokens[who] = await token(people[who].phone);
  const get = (who: Who | null, path: string, query: Record<string, string | number> = {}) =>
    api(server, "GET", path, {
      token: who ? tokens[who] : undefined,
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    });
  const post = (who: Who | null, path: string, body: unknown) => api(server, "POST", path, { token: who ? tokens[who] : undefined, body });
  const upload = async (who: Who, kind: "image" | "pdf" | "video") => {
    const file =
      kind === "image"
        ? { originalFileName: "photo.png", fileType: "ATTACHMENT", base64File: PNG }
        : kind === "pdf"
          ? { originalFileName: "plan.pdf", fileType: "ATTACHMENT", base64File: PDF }
          : { originalFileName: "clip.mov", fileType: "FAQ_VIDEO", base64File: testVideo("mov").toString("base64") };
    return (ok(await post(who, "/file/save", file)) as { id: number }).id;
  };
  return { people, tokens, get, post, upload };
}

export type FeedPeople = Awaited<ReturnType<typeof feedPeople>>;

/** A portal on `dialect` behind the real app (`build`: with the pages too), and the feed's four people. */
export async function openFeed(
  dialect: DialectName,
  options: Parameters<typeof createTestPortal>[1] = {},
  app: Parameters<typeof startTestServer>[1] = {},
) {
  const portal = await createTestPortal(dialect, options);
  const server = await startTestServer(portal, app);
  const f = await feedPeople(portal, server);
  // The people's events reach the search index (the colleague search of /thanks), as the server delivers them.
  await portal.outbox.deliver();
  return { portal, server, f };
}

/**
 * The feed's pages on `dialect` (run `npm run build` first): the real build behind the real app, the
 * four people, each signed in by the form into `cookies`.
 */
export async function openFeedPages(dialect: DialectName, cookies: Record<string, string>) {
  const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
  const { portal, server, f } = await openFeed(dialect, { realClock: true }, { build });
  for (const who of ["employee", "other", "editor", "admin"] as const)
    cookies[who] = await signInWithForm(server, f.people[who].phone, PASSWORD);
  return { portal, server, f };
}

/** A department of the directory (the people finder shows a person's as «position · department»); its id. */
export async function department(portal: TestPortal, name: string): Promise<number> {
  const row = await portal.db.kysely.insertInto("departments").values({ name, city: "Москва" }).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

// People and groups of the group articles' tests: a manager who created an open and a closed group, a
// member of both (the closed one closed after she joined, as a manager may), an outsider in neither and
// an administrator in neither; tokens for the calls, and for the page tests the real build with each
// person signed in by the form.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import type { DialectName } from "~/platform/db/db.server";
import { createTestPortal, type TestPortal } from "../../../../tests/helpers/portal";
import { signInWithForm, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { ok } from "../../../../tests/helpers/envelope";
import { signedInPeople } from "../../../../tests/helpers/people";

export const PASSWORD = "articles-pass-1";
/** The smallest PNG (1×1), base64. */
export const PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

export const WHO = ["outsider", "member", "manager", "admin"] as const;
export type Who = (typeof WHO)[number];

export async function articlePeople(portal: TestPortal, server: TestServer) {
  const { people, tokens, get, post } = await signedInPeople<Who>(
    portal,
    server,
    {
      outsider: { name: "Семён", surname: "Сторонний" },
      member: { name: "Мария", surname: "Участникова" },
      manager: { name: "Олег", surname: "Руководов" },
      admin: { name: "Анна", surname: "Админова", roles: ["ROLE_ADMINISTRATOR"] },
    },
    PASSWORD,
  );

  const group = async (name: string) => (ok(await post("manager", "/groups/create", { name, description: "" })) as { id: number }).id;
  const open = await group("Бег и ЗОЖ");
  const closed = await group("Магазин на Невском");
  const other = await group("Фотоклуб «Объектив»");
  for (const id of [open, closed]) ok(await post("member", "/groups/subscribe", { groupId: id }));
  ok(
    await post("manager", "/groups/update", {
      id: closed,
      name: "Магазин на Невском",
      description: "",
      configClose: true,
      messagesEnabled: true,
    }),
  );

  /** Addresses of the uploads by id: an address carries the file's random key. */
  const paths = new Map<number, string>();
  const upload = async (who: Who, fileType = "ARTICLE_PREVIEW") => {
    const file = ok(await post(who, "/file/save", { originalFileName: "cover.png", fileType, base64File: PNG })) as {
      id: number;
      filePath: string;
    };
    paths.set(file.id, file.filePath);
    return file.id;
  };
  const filePath = async (id: number) => paths.get(id) ?? "";
  /** An article by `who` in `groupId` (published unless said otherwise): its id. */
  const article = async (who: Who, groupId: number, extra: Record<string, unknown> = {}) =>
    (
      ok(
        await post(who, "/articles/create", {
          groupId,
          name: "Как мы бегали полумарафон",
          contentNewEditor: "<p>Двадцать один километр.</p>",
          ...extra,
        }),
      ) as { id: number }
    ).id;
  return { people, tokens, get, post, upload, filePath, article, groups: { open, closed, other } };
}

export type ArticlePeople = Awaited<ReturnType<typeof articlePeople>>;

/** A portal on `dialect` behind the real app (`build`: with the pages too), and the articles' people and groups. */
export async function openArticles(
  dialect: DialectName,
  options: Parameters<typeof createTestPortal>[1] = {},
  app: Parameters<typeof startTestServer>[1] = {},
) {
  const portal = await createTestPortal(dialect, options);
  const server = await startTestServer(portal, app);
  return { portal, server, a: await articlePeople(portal, server) };
}

/** The same with the real build (run `npm run build` first), each person signed in by the form into `cookies`. */
export async function openArticlePages(
  dialect: DialectName,
  cookies: Record<string, string>,
  options: Parameters<typeof createTestPortal>[1] = {},
) {
  const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
  const opened = await openArticles(dialect, { realClock: true, ...options }, { build });
  for (const who of WHO) cookies[who] = await signInWithForm(opened.server, opened.a.people[who].phone, PASSWORD);
  return opened;
}

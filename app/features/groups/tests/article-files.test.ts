// Who reads the files groups show (issue #38 point 6, ADR 0026): a draft article's cover and body images are
// its readers' — its author, the group's managers and administrators — and everyone's once it is published;
// a group's avatar and cover are every signed-in person's, a closed group's too. SQLite and PostgreSQL.
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fillBodyFiles } from "../migrations/202612061130_groups_article_body_files";
import { dialects, type TestPortal } from "../../../../tests/helpers/portal";
import type { TestServer } from "../../../../tests/helpers/http";
import { ok } from "../../../../tests/helpers/envelope";
import { openArticles, PNG, type ArticlePeople, type Who } from "./articles-fixture";

describe.each(await dialects())("the files of groups on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let a: ArticlePeople;

  const status = async (who: Who, filePath: string) =>
    (await fetch(`${server.url}${filePath}`, { headers: { Authorization: `Bearer ${a.tokens[who]}` } })).status;
  const statuses = async (filePath: string) =>
    Object.fromEntries(
      await Promise.all((["outsider", "member", "manager", "admin"] as const).map(async (w) => [w, await status(w, filePath)])),
    );
  const image = async (who: Who, fileType: string) =>
    ok(await a.post(who, "/file/save", { originalFileName: "photo.png", fileType, base64File: PNG })) as { id: number; filePath: string };

  beforeAll(async () => {
    ({ portal, server, a } = await openArticles(dialect));
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  it("keeps a draft's cover and body images to those who may read the draft, until it is published", async () => {
    const { open } = a.groups;
    const cover = await image("member", "ARTICLE_PREVIEW");
    const inBody = await image("member", "EDITOR_IMAGE");
    const body = `<p>Витрина</p><figure class="rt-image"><img src="${inBody.filePath}" alt="" /></figure>`;
    const draft = ok(
      await a.post("member", "/articles/create", {
        groupId: open,
        name: "Черновик",
        contentNewEditor: body,
        previewPicture: cover.id,
        status: "DRAFT",
      }),
    ) as { id: number; version: number; previewPicture: { filePath: string } };
    expect(draft.previewPicture.filePath).toBe(cover.filePath);
    // The open group's readers see its published articles, not this draft: nor its files.
    const draftReaders = { outsider: 404, member: 200, manager: 200, admin: 200 };
    expect(await statuses(cover.filePath)).toEqual(draftReaders);
    expect(await statuses(inBody.filePath)).toEqual(draftReaders);
    // An old-style address in the body (rich text saved before keys) is no way around it.
    expect(await status("outsider", inBody.filePath.replace(/-[0-9a-f]{32}\//, "/"))).toBe(404);

    ok(
      await a.post("member", "/articles/edit", {
        id: draft.id,
        name: "Опубликовано",
        contentNewEditor: body,
        previewPicture: cover.id,
        status: "PUBLISH",
        version: draft.version,
      }),
    );
    const everyone = { outsider: 200, member: 200, manager: 200, admin: 200 };
    expect(await statuses(cover.filePath)).toEqual(everyone);
    expect(await statuses(inBody.filePath)).toEqual(everyone);
    expect(await status("outsider", inBody.filePath.replace(/-[0-9a-f]{32}\//, "/"))).toBe(200);
  });

  it("publishes a body's file only by its keyed address, and forgets it when the body drops it", async () => {
    const { open } = a.groups;
    const own = await image("member", "EDITOR_IMAGE");
    const foreign = await image("manager", "EDITOR_IMAGE");
    const wrongKey = foreign.filePath.replace(/-[0-9a-f]{32}\//, `-${"0".repeat(32)}/`);
    const idOnly = foreign.filePath.replace(/-[0-9a-f]{32}\//, "/");
    const img = (src: string) => `<figure class="rt-image"><img src="${src}" alt="" /></figure>`;
    const saved = ok(
      await a.post("member", "/articles/create", {
        groupId: open,
        name: "Три картинки",
        contentNewEditor: `<p>Фото</p>${img(own.filePath)}${img(wrongKey)}${img(idOnly)}`,
        status: "PUBLISH",
      }),
    ) as { id: number; version: number };
    expect(await status("outsider", own.filePath)).toBe(200);
    // A writer who does not know another's file key publishes nothing of it.
    expect(await status("outsider", foreign.filePath)).toBe(404);
    const listed = await portal.db.kysely.selectFrom("group_article_body_files").select(["article_id", "file_id"]).execute();
    expect(listed.filter((r) => r.article_id === saved.id)).toEqual([{ article_id: saved.id, file_id: own.id }]);

    ok(
      await a.post("member", "/articles/edit", {
        id: saved.id,
        name: "Без картинок",
        contentNewEditor: "<p>Фото убрали</p>",
        status: "PUBLISH",
        version: saved.version,
      }),
    );
    expect(await status("outsider", own.filePath)).toBe(404);
  });

  it("lists the files of bodies stored before the table (the migration), so their readers keep them", async () => {
    const { open } = a.groups;
    const old = await image("member", "EDITOR_IMAGE");
    const id = await a.article("member", open, { status: "PUBLISH" });
    // A body as stored before the table: written without the list the save now keeps.
    const body = `<p>Старая</p><figure class="rt-image"><img src="${old.filePath}" alt="" /></figure>`;
    await portal.db.kysely.updateTable("group_articles").set({ content: body, content_new_editor: body }).where("id", "=", id).execute();
    expect(await status("outsider", old.filePath)).toBe(404);
    await fillBodyFiles(portal.db.kysely as unknown as Kysely<unknown>);
    expect(await status("outsider", old.filePath)).toBe(200);
  });

  it("serves a closed group's draft files to its author and managers, never to outsiders", async () => {
    const { closed } = a.groups;
    const cover = await image("member", "ARTICLE_PREVIEW");
    await a.article("member", closed, { previewPicture: cover.id, status: "DRAFT" });
    expect(await statuses(cover.filePath)).toEqual({ outsider: 404, member: 200, manager: 200, admin: 200 });
  });

  it("serves a group's avatar and cover to every signed-in person, a closed group's too", async () => {
    const avatar = await image("manager", "GROUP_IMAGE");
    const cover = await image("manager", "GROUP_IMAGE");
    expect(await status("outsider", avatar.filePath)).toBe(404);
    const group = ok(
      await a.post("manager", "/groups/create", {
        name: "Закрытый клуб",
        description: "",
        configClose: true,
        avatarFileId: avatar.id,
        coverFileId: cover.id,
      }),
    ) as { avatarFile: { filePath: string }; coverFile: { filePath: string } };
    expect(group.avatarFile.filePath).toBe(avatar.filePath);
    for (const path of [avatar.filePath, cover.filePath]) expect(await status("outsider", path)).toBe(200);
  });
});

// Stickers over /api (spec part 2 §7; issue #12 point 10): STICKER uploads (PNG/JPEG, 512 KB), adding
// and deleting by sticker managers and administrators only, the list for everyone, comments with a
// sticker, and deleted stickers kept by old comments. SQLite and PostgreSQL.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPerson, dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { api, type TestServer } from "../../../../tests/helpers/http";
import { ok, refused, unauthorized } from "../../../../tests/helpers/envelope";
import { ru } from "../../../../tests/helpers/ru";
import { PASSWORD, PNG, type Who, openFeed, type FeedPeople } from "./fixture";
import { keyedPath } from "../../../../tests/helpers/file-path";

const t = ru.feedTalk;

describe.each(await dialects())("stickers on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let f: FeedPeople;
  /** A sticker manager: ROLE_UPDATE_STICKER alone. */
  let manager: string;

  beforeAll(async () => {
    ({ portal, server, f } = await openFeed(dialect));
    const person = await createPerson(portal, { password: PASSWORD, name: "Ольга", surname: "Стикерова", roles: ["ROLE_UPDATE_STICKER"] });
    manager = ok(await api(server, "POST", "/login", { body: { username: person.phone, password: PASSWORD } })).accessToken;
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  /** A STICKER upload of one of the fixture's people or of the sticker manager. */
  const sticker = (who: Who | "manager", base64File = PNG, originalFileName = "smile.png") => {
    const body = { originalFileName, fileType: "STICKER", base64File };
    return who === "manager" ? api(server, "POST", "/file/save", { token: manager, body }) : f.post(who, "/file/save", body);
  };
  const asManager = (path: string, body: Record<string, unknown>) => api(server, "POST", path, { token: manager, body });

  it("takes PNG and JPEG stickers of at most 512 KB", async () => {
    expect(ok(await sticker("employee"))).toMatchObject({ fileType: "STICKER" });
    const noise = await sharp(Buffer.from(Array.from({ length: 500 * 500 * 3 }, (_, i) => (i * 7919) % 251)), {
      raw: { width: 500, height: 500, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(512 * 1024);
    refused(await sticker("employee", noise.toString("base64"), "big.png"), ru.files.stickerTooBig);
    refused(await sticker("employee", PNG, "smile.gif"), ru.files.extension("jpeg, jpg, png"));
  });

  it("lets sticker managers and administrators add and delete stickers, everyone list them", async () => {
    unauthorized(await f.post(null, "/stickers/add/", { stickerFileIds: [1] }));
    unauthorized(await f.post(null, "/stickers/delete/", { id: 1 }));
    unauthorized(await f.get(null, "/stickers/list"));
    const mine = ok(await sticker("manager")).id;
    const adminFile = ok(await sticker("admin")).id;
    for (const who of ["employee", "editor"] as const) {
      const own = ok(await sticker(who)).id;
      refused(await f.post(who, "/stickers/add/", { stickerFileIds: [own] }), t.stickersForbidden);
    }
    refused(await asManager("/stickers/add/", { stickerFileIds: [adminFile] }), t.fileNotFound);
    refused(await asManager("/stickers/add/", { stickerFileIds: [999999] }), t.fileNotFound);
    refused(await asManager("/stickers/add/", { stickerFileIds: ["x"] }), t.fileNotFound);
    refused(await asManager("/stickers/add/", { stickerFileIds: [] }), t.stickerFilesRequired);
    refused(await asManager("/stickers/add/", {}), t.stickerFilesRequired);
    refused(await asManager("/stickers/add/", { stickerFileIds: Array.from({ length: 51 }, (_, i) => i + 1) }), t.tooManyStickers);
    const pdf = ok(
      await api(server, "POST", "/file/save", {
        token: manager,
        body: { originalFileName: "a.pdf", fileType: "ATTACHMENT", base64File: Buffer.from("%PDF-1.4\n%%EOF\n").toString("base64") },
      }),
    ).id;
    refused(await asManager("/stickers/add/", { stickerFileIds: [pdf] }), t.stickerFileInvalid);

    const added = ok(await asManager("/stickers/add/", { stickerFileIds: [mine, mine] }));
    expect(added).toEqual([
      {
        id: expect.any(Number),
        stickerFileIds: [mine],
        fileId: mine,
        filePath: keyedPath(mine, "smile.png"),
        createDate: expect.any(String),
      },
    ]);
    // One sticker per file: adding it again makes none.
    expect(ok(await asManager("/stickers/add", { stickerFileIds: [mine] }))).toEqual([]);
    const byAdmin = ok(await f.post("admin", "/stickers/add/", { stickerFileIds: [adminFile] }));
    const listed = ok(await f.get("employee", "/stickers/list"));
    expect(listed.map((s: { id: number }) => s.id)).toEqual([added[0].id, byAdmin[0].id]);

    refused(await f.post("employee", "/stickers/delete/", { id: added[0].id }), t.stickersForbidden);
    refused(await f.post("editor", "/stickers/delete/", { id: added[0].id }), t.stickersForbidden);
    expect(ok(await asManager("/stickers/delete/", { id: added[0].id }))).toBeNull();
    refused(await asManager("/stickers/delete/", { id: added[0].id }), t.stickerNotFound);
    refused(await f.post("admin", "/stickers/delete", { id: 999999 }), t.stickerNotFound);
    refused(await f.post("admin", "/stickers/delete", { id: "abc" }), t.stickerNotFound);
    expect(ok(await f.get("other", "/stickers/list")).map((s: { id: number }) => s.id)).toEqual([byAdmin[0].id]);
    // Each addition and deletion is in the audit log (issue #32); the refused ones are not.
    const audit = await portal.db.kysely
      .selectFrom("audit_log")
      .select(["action", "entity_id"])
      .where("entity", "=", "STICKER")
      .orderBy("id")
      .execute();
    expect(audit.filter((a) => a.action === "STICKER_DELETE")).toEqual([{ action: "STICKER_DELETE", entity_id: String(added[0].id) }]);
    expect(audit.filter((a) => a.action === "STICKER_ADD").map((a) => a.entity_id)).toEqual(
      expect.arrayContaining([String(added[0].id), String(byAdmin[0].id)]),
    );
  });

  it("puts a sticker on a comment with an empty note; a deleted sticker stays on old comments only", async () => {
    const file = ok(await sticker("admin", PNG, "wow.png")).id;
    const [s] = ok(await f.post("admin", "/stickers/add/", { stickerFileIds: [file] }));
    const post = ok(await f.post("editor", "/posts/create", { text: "Стикеры!" }));
    const c = ok(await f.post("employee", "/posts/comments/create", { postId: post.id, note: "", stickerId: s.id }));
    expect(c).toMatchObject({ note: "", stickerId: s.id, sticker: { id: s.id, filePath: keyedPath(file, "wow.png") } });
    ok(await f.post("admin", "/stickers/delete/", { id: s.id }));
    refused(await f.post("other", "/posts/comments/create", { postId: post.id, note: "", stickerId: s.id }), t.stickerNotFound);
    refused(await f.post("other", "/posts/comments/create", { postId: post.id, note: "Текст", stickerId: s.id }), t.stickerNotFound);
    const [kept] = ok(await f.get("other", "/posts/comments/list/", { postId: post.id }));
    expect(kept).toMatchObject({ id: c.id, stickerId: s.id, sticker: { filePath: keyedPath(file, "wow.png") } });
    expect(ok(await f.get("other", "/posts/get", { id: post.id })).comments[0].sticker).toEqual(kept.sticker);
    // A sticker comment edited to carry text keeps its sticker; emptied again it is still a sticker comment.
    expect(ok(await f.post("employee", "/posts/comments/edit", { id: c.id, note: "Ух ты" }))).toMatchObject({
      note: "Ух ты",
      stickerId: s.id,
    });
    expect(ok(await f.post("employee", "/posts/comments/edit", { id: c.id, note: "" }))).toMatchObject({ note: "", stickerId: s.id });
  });
});

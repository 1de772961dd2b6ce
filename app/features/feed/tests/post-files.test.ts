// Who reads a post's files (issue #38 point 6, ADR 0026): an upload is its uploader's alone until a post
// shows it, then the readers' of that post — a closed group's members only; the address carries a random key,
// and a wrong one is "not found" like a missing file. SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects, type TestPortal } from "../../../../tests/helpers/portal";
import type { TestServer } from "../../../../tests/helpers/http";
import { ok } from "../../../../tests/helpers/envelope";
import { type Who, openFeed, PNG, type FeedPeople } from "./fixture";

interface FileOut {
  id: number;
  filePath: string;
}

describe.each(await dialects())("a post's files on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let f: FeedPeople;
  const g = { open: 0, closed: 0 };

  const group = async (name: string, configClose: boolean) =>
    (ok(await f.post("employee", "/groups/create", { name, description: "", configClose })) as { id: number }).id;
  const read = (who: Who, filePath: string) => fetch(`${server.url}${filePath}`, { headers: { Authorization: `Bearer ${f.tokens[who]}` } });
  const status = async (who: Who, filePath: string) => (await read(who, filePath)).status;
  /** An image the employee uploads, with its address (what /file/save answers). */
  const upload = async () =>
    ok(await f.post("employee", "/file/save", { originalFileName: "photo.png", fileType: "ATTACHMENT", base64File: PNG })) as FileOut;
  const postWith = async (groupId: number, image: number) =>
    ok(await f.post("employee", "/posts/create", { groupId, text: "Витрина", imageIds: [image] })) as { imageList: FileOut[] };

  beforeAll(async () => {
    ({ portal, server, f } = await openFeed(dialect));
    g.open = await group("Бег и ЗОЖ", false);
    g.closed = await group("Склад", true);
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  it("keeps an upload to its uploader until a post shows it, then serves it to the post's readers", async () => {
    const file = await upload();
    expect(file.filePath).toMatch(new RegExp(`^/files/${file.id}-[0-9a-f]{32}/photo\\.png$`));
    expect(await status("employee", file.filePath)).toBe(200);
    expect(await status("other", file.filePath)).toBe(404);
    expect(await (await read("other", file.filePath)).text()).toBe("Файл не найден");

    const post = await postWith(g.open, file.id);
    expect(post.imageList[0]!.filePath).toBe(file.filePath);
    expect(await status("other", file.filePath)).toBe(200);
    expect(await status("other", `${file.filePath}?size=MEDIUM`)).toBe(200);
  });

  it("answers a wrong or missing key as a missing file", async () => {
    const file = await upload();
    await postWith(g.open, file.id);
    const wrong = file.filePath.replace(/-[0-9a-f]{32}\//, `-${"0".repeat(32)}/`);
    for (const who of ["employee", "other"] as const) expect(await status(who, wrong)).toBe(404);
    const response = await read("employee", wrong);
    expect(response.headers.get("content-disposition")).toBeNull();
    expect(await response.text()).toBe("Файл не найден");
    expect(await status("employee", file.filePath.replace(/-[0-9a-f]{32}\//, "-abc/"))).toBe(404);
    // An upload on no post: not even its uploader reaches it by id alone (the id-only address is rich text's).
    const loose = await upload();
    expect(await status("employee", loose.filePath.replace(/-[0-9a-f]{32}\//, "/"))).toBe(404);
  });

  it("serves a closed group's post files to its members only", async () => {
    const file = await upload();
    await postWith(g.closed, file.id);
    expect(await status("employee", file.filePath)).toBe(200);
    for (const who of ["other", "editor"] as const) expect(await status(who, file.filePath)).toBe(404);
  });
});

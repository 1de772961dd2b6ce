// The company's videos on SQLite and PostgreSQL: the /api envelope with its Russian messages, who may add,
// change and delete (anonymous, an employee, an editor, an administrator), a file or a link and never both,
// the conversion's state as the list shows it (processing, then the MP4, poster and h:mm:ss), the pages as a
// browser without JavaScript meets them (a multipart form with a real video), and a list and `newest` whose
// statement count does not grow with the videos.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actingAs } from "~/platform/actor";
import { createTestPortal, dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { signInWithForm, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { ok, refused, unauthorized } from "../../../../tests/helpers/envelope";
import { signedInPeople } from "../../../../tests/helpers/people";
import { isOutboxStatement } from "../../../../tests/helpers/statements";
import { testVideo } from "~/platform/files/tests/video-fixture";
import { ROLE_EDIT_VIDEOS } from "../policy";
import { messages as t } from "../messages";
import { serverMessages as s } from "../messages.server";
import { videoDuration } from "../ui/duration";

const PASSWORD = "videos-test-1";
const LINK = "https://youtu.be/dQw4w9WgXcQ";

const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;

interface Video {
  id: number;
  title: string;
  kind: string;
  fileId: number | null;
  link: string | null;
  processing: boolean;
  videoUrl: string | null;
  posterUrl: string | null;
  duration: string | null;
}

describe.each(await dialects())("videos on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let counting = false;
  let queries = 0;
  let people: Awaited<ReturnType<typeof signedInPeople<"employee" | "editor" | "admin">>>;

  beforeAll(async () => {
    portal = await createTestPortal(dialect, { onQuery: (sql) => void (counting && !isOutboxStatement(sql) && queries++) });
    server = await startTestServer(portal, { build });
    people = await signedInPeople(
      portal,
      server,
      {
        employee: { name: "Семён", surname: "Простов" },
        editor: { name: "Ольга", surname: "Редакторова", roles: [ROLE_EDIT_VIDEOS] },
        admin: { name: "Анна", surname: "Админова", roles: ["ROLE_ADMINISTRATOR"] },
      },
      PASSWORD,
    );
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  const list = async () => (ok(await people.get("employee", "/videos/list", { limit: 50 })) as { items: Video[] }).items;
  const upload = async (who: "editor" | "admin" | "employee") =>
    (
      ok(
        await people.post(who, "/file/save", {
          originalFileName: "clip.mp4",
          fileType: "FAQ_VIDEO",
          base64File: testVideo("mp4").toString("base64"),
        }),
      ) as { id: number }
    ).id;

  it("answers 401 to every call without a session, and refuses an employee's changes in Russian", async () => {
    unauthorized(await people.get(null, "/videos/list"));
    unauthorized(await people.post(null, "/videos/create", { title: "Чужое", link: LINK }));
    const before = await list();
    refused(await people.post("employee", "/videos/create", { title: "Чужое", link: LINK }), s.forbidden);
    const mine = ok(await people.post("editor", "/videos/create", { title: "Ссылка", link: LINK })) as Video;
    refused(await people.post("employee", "/videos/update", { id: mine.id, title: "Взлом", link: LINK }), s.forbidden);
    refused(await people.post("employee", "/videos/delete", { id: mine.id }), s.forbidden);
    expect((await list()).length).toBe(before.length + 1);
    expect((ok(await people.get("employee", "/videos/get", { id: mine.id })) as Video).title).toBe("Ссылка");
  });

  it("takes a file or a link, never both nor neither, and only the editor's own video upload", async () => {
    refused(await people.post("editor", "/videos/create", { title: "Пусто" }), t.videoRequired);
    const fileId = await upload("editor");
    refused(await people.post("editor", "/videos/create", { title: "Оба", fileId, link: LINK }), t.videoBoth);
    refused(await people.post("editor", "/videos/create", { title: "Не то", link: "https://vimeo.com/1" }), t.linkUnknown);
    refused(await people.post("editor", "/videos/create", { title: "   ", link: LINK }), t.titleRequired);
    refused(await people.post("admin", "/videos/create", { title: "Чужой файл", fileId }), s.fileNotOwn);
    const link = ok(await people.post("editor", "/videos/create", { title: "YouTube", link: LINK })) as Video;
    expect(link).toMatchObject({ kind: "LINK", link: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", processing: false });
    refused(await people.get("editor", "/videos/get", { id: "x" }), s.notFound);
    refused(await people.post("editor", "/videos/delete", { id: 999_999 }), s.notFound);
  });

  it("shows a video as processing until the conversion ends, then its MP4, poster and h:mm:ss; edits and deletes it", async () => {
    const fileId = await upload("editor");
    const created = ok(await people.post("editor", "/videos/create", { title: "Собрание", description: "Итоги года", fileId })) as Video;
    expect(created).toMatchObject({ kind: "FILE", fileId, processing: true, videoUrl: null, duration: null });
    await portal.services.files.videos.work();
    const converted = ok(await people.get("employee", "/videos/get", { id: created.id })) as Video;
    expect(converted.processing).toBe(false);
    expect(converted.videoUrl).toMatch(/^\/files\/\d+-[0-9a-f]+\/clip\.mp4$/);
    expect(converted.posterUrl).toMatch(/^\/files\/\d+-[0-9a-f]+\/clip\.jpg$/);
    expect(converted.duration).toBe("0:00:02");
    // Everyone signed in watches it (the feature's read guard), not only its uploader.
    const cookie = await signInWithForm(server, people.people.employee.phone, PASSWORD);
    expect((await fetch(`${server.url}${converted.posterUrl}`, { headers: { Cookie: cookie } })).status).toBe(200);

    const updated = ok(await people.post("editor", "/videos/update", { id: created.id, title: "Собрание 2", fileId })) as Video;
    expect(updated.title).toBe("Собрание 2");
    ok(await people.post("admin", "/videos/delete", { id: created.id }));
    refused(await people.get("employee", "/videos/get", { id: created.id }), s.notFound);
  });

  it("is found by the portal search, and leaves it when deleted", async () => {
    const video = ok(
      await people.post("editor", "/videos/create", { title: "Субботник во дворе", description: "Весна", link: LINK }),
    ) as Video;
    await portal.outbox.deliver();
    const find = async () =>
      (
        ok(await people.get("employee", "/search-v2/find", { query: "субботник", indexName: "VIDEO" })) as {
          objects: { id: number; name: string }[];
        }
      ).objects;
    expect(await find()).toEqual([expect.objectContaining({ id: video.id, name: "Субботник во дворе" })]);
    ok(await people.post("editor", "/videos/delete", { id: video.id }));
    await portal.outbox.deliver();
    expect(await find()).toEqual([]);
  });

  it("formats lengths as h:mm:ss", () => {
    expect([59, 61, 3661, 0].map(videoDuration)).toEqual(["0:00:59", "0:01:01", "1:01:01", "0:00:00"]);
  });

  it("lists and gives the newest with the same statements for 10 videos as for 100, in keyset pages", async () => {
    const reader = actingAs(people.people.employee.id);
    const count = async (run: () => Promise<unknown>) => {
      queries = 0;
      counting = true;
      await run();
      counting = false;
      return queries;
    };
    // Written in one statement: the statements counted are the reads', and the test stays quick.
    const add = async (n: number) => {
      const at = new Date().toISOString();
      const row = (i: number) => ({ title: `Видео ${i}`, description: "", link: LINK, created_at: at, updated_at: at, created_by: null });
      await portal.db.kysely
        .insertInto("videos_items")
        .values(Array.from({ length: n }, (_, i) => row(i)))
        .execute();
    };
    await add(10);
    const few = [
      await count(() => portal.services.videos.list(reader, { limit: 50 })),
      await count(() => portal.services.videos.newest(reader, 10)),
    ];
    await add(90);
    const many = [
      await count(() => portal.services.videos.list(reader, { limit: 50 })),
      await count(() => portal.services.videos.newest(reader, 10)),
    ];
    expect(few).toEqual([1, 1]);
    expect(many).toEqual(few);
    const first = ok(await people.get("employee", "/videos/list", { limit: 5 })) as { items: Video[]; nextCursor: string };
    const second = ok(await people.get("employee", "/videos/list", { limit: 5, after: first.nextCursor })) as { items: Video[] };
    expect(second.items[0]!.id).toBeLessThan(first.items.at(-1)!.id);
    const newest = await portal.services.videos.newest(reader, 3);
    expect(newest[0]).toEqual({
      id: first.items[0]!.id,
      title: first.items[0]!.title,
      href: `/gallery/videos?after=${first.items[0]!.id + 1}#video-${first.items[0]!.id}`,
      posterUrl: null,
      duration: null,
      processing: false,
      createdAt: expect.any(String),
    });
  });

  describe("the pages without JavaScript", () => {
    const get = (url: string, cookie?: string) =>
      fetch(`${server.url}${url}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
    const post = (url: string, cookie: string, fields: Record<string, string>, file?: Buffer) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.set(k, v);
      if (file) form.set("file", new Blob([new Uint8Array(file)], { type: "video/mp4" }), "clip.mp4");
      return fetch(`${server.url}${url}`, { method: "POST", redirect: "manual", headers: { Cookie: cookie }, body: form });
    };

    it("sends a signed-out visitor to sign in, shows an employee the videos without the editors' links, refuses her the forms", async () => {
      const signedOut = await get("/gallery/videos");
      expect(signedOut.status).toBe(302);
      const employee = await signInWithForm(server, people.people.employee.phone, PASSWORD);
      const html = await (await get("/gallery/videos", employee)).text();
      expect(html).toContain(t.title);
      expect(html).toContain(t.more);
      expect(html).not.toContain("/gallery/videos/create");
      expect((await get("/gallery/videos/create", employee)).status).toBe(403);
      expect((await post("/gallery/videos/create", employee, { title: "Чужое", link: LINK })).status).toBe(403);
    });

    it("posts a video file with a refused title: the file stays attached and the text typed; the fixed form saves it", async () => {
      const editor = await signInWithForm(server, people.people.editor.phone, PASSWORD);
      const createPage = await (await get("/gallery/videos/create", editor)).text();
      const token = /name="formToken" value="([^"]+)"/.exec(createPage)![1]!;
      const refusedPost = await post(
        "/gallery/videos/create",
        editor,
        { formToken: token, title: "", description: "Описание" },
        testVideo("mp4"),
      );
      expect(refusedPost.status).toBe(400);
      const html = await refusedPost.text();
      expect(html).toContain(t.titleRequired);
      expect(html).toContain("Описание");
      expect(html).toContain(t.fileCurrent("clip.mp4"));
      const kept = /name="keptFileId" value="(\d+)"/.exec(html)![1]!;
      const saved = await post("/gallery/videos/create", editor, {
        formToken: token,
        title: "Из формы",
        description: "",
        keptFileId: kept,
        keptFileName: "clip.mp4",
      });
      expect(saved.status).toBe(303);
      const video = (await list()).find((v) => v.title === "Из формы")!;
      expect(video).toMatchObject({ fileId: Number(kept), processing: true });
      expect(saved.headers.get("location")).toBe(`/gallery/videos?after=${video.id + 1}#video-${video.id}`);
      const listed = await (await get(saved.headers.get("location")!, editor)).text();
      expect(listed).toContain(t.processing);

      const edit = await post(`/gallery/videos/${video.id}/edit`, editor, { title: "Из формы", link: "не ссылка", keptFileId: kept });
      expect(edit.status).toBe(400);
      expect(await edit.text()).toContain(t.linkUnknown);
      expect((await post(`/gallery/videos/${video.id}/edit`, editor, { title: "По ссылке", link: LINK, keptFileId: kept })).status).toBe(
        303,
      );
      expect((await list()).find((v) => v.id === video.id)).toMatchObject({ kind: "LINK", title: "По ссылке" });
      expect((await post(`/gallery/videos/${video.id}/edit`, editor, { intent: "delete" })).status).toBe(303);
      expect((await list()).some((v) => v.id === video.id)).toBe(false);
      expect((await get(`/gallery/videos/${video.id}/edit`, editor)).status).toBe(404);
    });
  });
});

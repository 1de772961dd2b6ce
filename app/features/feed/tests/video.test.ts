// Uploaded videos of posts through ffmpeg (issue #12 point 4), on SQLite and PostgreSQL: a real clip is
// uploaded, the post says «Видео обрабатывается» until the worker converted it, then plays the MP4 with
// its poster and duration; unreadable uploads are refused; jobs are claimed once by racing workers,
// re-claimed after a dead worker's claim goes stale (test clock), and given up after bounded retries.
// Needs ffmpeg (scripts/test.sh installs it): without it these tests fail, they do not skip.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { type TestServer } from "../../../../tests/helpers/http";
import { ok, refused } from "../../../../tests/helpers/envelope";
import { formBrowser } from "../../../../tests/helpers/form-browser";
import { videoRefusals } from "~/platform/files/messages.server";
import { testVideo } from "~/platform/files/tests/video-fixture";
import { VIDEO_CLAIM_STALE_MS, VIDEO_MAX_ATTEMPTS } from "~/platform/files/video-jobs.server";
import { feedMessages as t } from "../messages";
import { videoTime } from "../ui/dates";
import { feedServerMessages as e } from "../messages.server";
import { openFeedPages, PNG, type FeedPeople, openFeed } from "./fixture";
import { keyedPath } from "../../../../tests/helpers/file-path";

/** The streams ffprobe finds in these bytes: "video:h264", "audio:aac"… */
function streamsOf(bytes: Uint8Array): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "probe-"));
  try {
    const file = path.join(dir, "file.mp4");
    fs.writeFileSync(file, bytes);
    const out = execFileSync("ffprobe", ["-v", "error", "-show_entries", "stream=codec_type,codec_name", "-of", "csv=p=0", file]);
    return String(out)
      .trim()
      .split("\n")
      .map((line) => line.split(",").reverse().join(":"));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const sharpJpeg = () =>
  sharp({ create: { width: 32, height: 24, channels: 3, background: { r: 10, g: 120, b: 60 } } })
    .jpeg()
    .toBuffer();

const fakeMp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypisom"), Buffer.alloc(2000, 7)]).toString("base64");

describe("videoTime", () => {
  it("shows m:ss under an hour and h:mm:ss from an hour", () => {
    expect(videoTime(0)).toBe("0:00");
    expect(videoTime(2)).toBe("0:02");
    expect(videoTime(59)).toBe("0:59");
    expect(videoTime(61)).toBe("1:01");
    expect(videoTime(600)).toBe("10:00");
    expect(videoTime(3599)).toBe("59:59");
    expect(videoTime(3600)).toBe("1:00:00");
    expect(videoTime(3661)).toBe("1:01:01");
    expect(videoTime(36_000)).toBe("10:00:00");
  });
});

describe.each(await dialects())("a post's video through ffmpeg on %s", (dialect) => {
  const cookies: Record<string, string> = {};
  let portal: TestPortal;
  let server: TestServer;
  let f: FeedPeople;
  const browser = formBrowser(() => server, cookies);

  beforeAll(async () => {
    ({ portal, server, f } = await openFeedPages(dialect, cookies));
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  it("shows «Видео обрабатывается» until the worker converted it, then the MP4 with its poster and duration", async () => {
    const video = await f.upload("editor", "video");
    const post = ok(await f.post("editor", "/posts/create", { text: "Ролик с корпоратива", videoList: [{ id: video }] }));
    expect(post.videoList).toEqual([
      {
        id: video,
        fileType: "FAQ_VIDEO",
        processConvert: true,
        originalFileName: "clip.mov",
        filePath: keyedPath(video, "clip.mov"),
        preview: null,
        duration: null,
      },
    ]);
    const before = await browser.html("/", "employee");
    expect(before).toContain(`id="post-${post.id}"`);
    expect(before).toContain(t.videoProcessing);

    expect(await portal.services.files.videos.work()).toBe(1);

    const done = ok(await f.get("employee", "/posts/get", { id: post.id })).videoList[0];
    expect(done).toMatchObject({ id: video, processConvert: false, originalFileName: "clip.mov", duration: 2 });
    expect(done.filePath).toMatch(/^\/files\/\d+-[0-9a-f]{32}\/clip\.mp4$/);
    expect(done.preview).toMatch(/^\/files\/\d+-[0-9a-f]{32}\/clip\.jpg$/);

    const mp4 = await browser.get(done.filePath, "employee");
    expect(mp4.status).toBe(200);
    expect(mp4.headers.get("content-type")).toBe("video/mp4");
    const bytes = new Uint8Array(await mp4.arrayBuffer());
    expect(streamsOf(bytes)).toEqual(["video:h264", "audio:aac"]);
    // faststart: the index (moov) comes before the media (mdat), so playback starts before the download ends.
    const text = Buffer.from(bytes).toString("latin1");
    expect(text.indexOf("moov")).toBeLessThan(text.indexOf("mdat"));
    const poster = await browser.get(done.preview, "employee");
    expect(poster.status).toBe(200);
    expect(poster.headers.get("content-type")).toBe("image/jpeg");
    expect([...new Uint8Array(await poster.arrayBuffer()).slice(0, 2)]).toEqual([0xff, 0xd8]);

    const after = await browser.html("/", "employee");
    expect(after).not.toContain(t.videoProcessing);
    expect(after).toContain(`src="${done.filePath}"`);
    expect(after).toContain(`poster="${done.preview}"`);
    expect(after).toContain(t.videoDuration("0:02"));
    // Nothing left to do.
    expect(await portal.services.files.videos.work()).toBe(0);
  });

  it("keeps a deferred post's converted video and poster from people who cannot see the post", async () => {
    const video = await f.upload("editor", "video");
    // Two days ahead, Moscow time (the field's form).
    const planned = new Date(Date.now() + 2 * 86_400_000 + 3 * 3_600_000).toISOString().slice(0, 16);
    const post = ok(
      await f.post("editor", "/posts/delayed/create", { text: "Позже", videoList: [{ id: video }], plannedPublishDate: planned }),
    );
    expect(await portal.services.files.videos.work()).toBe(1);
    const shown = ok(await f.get("editor", "/posts/get", { id: post.id })).videoList[0];
    expect(shown.processConvert).toBe(false);
    for (const file of [shown.filePath, shown.preview]) {
      expect((await browser.get(file, "editor")).status).toBe(200);
      expect((await browser.get(file, "employee")).status).toBe(404);
    }
  });

  it("takes up to 2 videos from the composer's form without JavaScript", async () => {
    const composer = (names: string[]) => {
      const form = new FormData();
      for (const [k, v] of Object.entries({ intent: "create", back: "/", text: "Видео из формы" })) form.append(k, v);
      for (const name of names) form.append("videos", new Blob([new Uint8Array(testVideo("mov"))], { type: "video/quicktime" }), name);
      return form;
    };
    const jobs = async () => (await portal.db.kysely.selectFrom("video_jobs").select("id").execute()).length;
    const before = await jobs();
    const tooMany = await browser.post("/?index", "editor", composer(["a.mov", "b.mov", "c.mov"]));
    expect(tooMany.status).toBe(400);
    expect(await tooMany.text()).toContain(e.tooManyVideos);
    expect(await jobs()).toBe(before);

    const { page } = await browser.postAndFollow("/?index", "editor", composer(["Корпоратив.mov", "b.mov"]), /^\/(\?|#|$)/);
    expect(page).toContain(t.videoProcessing);
    expect(await jobs()).toBe(before + 2);
    // (The deferred post of the test above heads the editor's feed: look the new one up by its text.)
    const [latest] = ok(await f.get("editor", "/posts/find", { searchString: "Видео из формы" })).content;
    expect(latest.videoList.map((v: { originalFileName: string }) => v.originalFileName)).toEqual(["Корпоратив.mov", "b.mov"]);
  });

  // How a body is read and streamed, the same whatever the database: SQLite only (the suite's minutes).
  it.runIf(dialect === "sqlite")(
    "takes a video over 30 MB from the composer: streamed to disk, stored from there and converted",
    async () => {
      // A real clip followed by a 31 MB "free" box: padding every MP4 reader skips.
      const padding = Buffer.alloc(31 * 1024 * 1024);
      padding.writeUInt32BE(padding.length, 0);
      padding.write("free", 4, "latin1");
      const big = Buffer.concat([testVideo("mp4"), padding]);
      const form = new FormData();
      for (const [k, v] of Object.entries({ intent: "create", back: "/", text: "Большое видео из формы" })) form.append(k, v);
      form.append("videos", new Blob([new Uint8Array(big)], { type: "video/mp4" }), "Большое.mp4");
      const { page } = await browser.postAndFollow("/?index", "editor", form, /^\/(\?|#|$)/);
      expect(page).toContain(t.videoProcessing);
      const found = ok(await f.get("editor", "/posts/find", { searchString: "Большое видео из формы" })).content;
      const [post] = found;
      const video = post.videoList[0];
      expect(video).toMatchObject({ originalFileName: "Большое.mp4", processConvert: true });
      const stored = await browser.get(video.filePath, "editor");
      expect(Number(stored.headers.get("content-length"))).toBe(big.length);
      await stored.body?.cancel();

      await portal.services.files.videos.work();
      const done = ok(await f.get("editor", "/posts/get", { id: post.id })).videoList[0];
      expect(done).toMatchObject({ processConvert: false, duration: 2 });
      expect(done.filePath).toMatch(new RegExp(`^/files/\\d+-[0-9a-f]{32}/${encodeURIComponent("Большое")}\\.mp4$`));
    },
  );

  it.runIf(dialect === "sqlite")(
    "keeps everything typed when a chosen file passes its field's limit, even typed after the file",
    async () => {
      const posts = async () => (await portal.db.kysely.selectFrom("posts").select("id").execute()).length;
      const before = await posts();
      const form = new FormData();
      // The file part first: the fields after it must still be read.
      form.append("documents", new Blob([new Uint8Array(30 * 1024 * 1024 + 1)], { type: "application/pdf" }), "Отчёт.pdf");
      for (const [k, v] of Object.entries({ intent: "create", back: "/", title: "Заголовок после файла", text: "Текст после файла" }))
        form.append(k, v);
      const answer = await browser.post("/?index", "editor", form);
      expect(answer.status).toBe(400);
      const page = await answer.text();
      expect(page).toMatch(/name="documents"[^>]*aria-invalid="true"/);
      expect(page).toContain("Размер файла превышает 30 МБ");
      expect(page).toContain('value="Заголовок после файла"');
      expect(page).toContain("Текст после файла</textarea>");
      expect(await posts()).toBe(before);
    },
  );

  it.runIf(dialect === "sqlite")("takes at most 30 MB of video as base64 JSON (a bigger one goes as a file)", async () => {
    const over = Buffer.alloc(30 * 1024 * 1024 + 10);
    refused(
      await f.post("editor", "/file/save", { originalFileName: "big.mp4", fileType: "FAQ_VIDEO", base64File: over.toString("base64") }),
      "Размер файла превышает 30 МБ",
    );
  });

  it("refuses a file ffprobe cannot read, storing nothing", async () => {
    const count = async () =>
      Number(
        (
          await portal.db.kysely
            .selectFrom("files")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    refused(
      await f.post("editor", "/file/save", { originalFileName: "broken.mp4", fileType: "FAQ_VIDEO", base64File: fakeMp4 }),
      videoRefusals.unreadable,
    );
    expect(await count()).toBe(before);
  });
});

describe.each(await dialects())("video jobs on a test clock on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let f: FeedPeople;

  beforeAll(async () => {
    ({ portal, server, f } = await openFeed(dialect));
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  const jobOf = (fileId: number) =>
    portal.db.kysely.selectFrom("video_jobs").selectAll().where("file_id", "=", fileId).executeTakeFirstOrThrow();

  it("gives a job to one of two racing workers, and again to another once the first one's claim is stale", async () => {
    const videos = portal.services.files.videos;
    const video = await f.upload("editor", "video");
    const post = ok(await f.post("editor", "/posts/create", { text: "Гонка", videoList: [{ id: video }] }));
    const claims = await Promise.all([videos.claim("worker-a"), videos.claim("worker-b")]);
    const dead = claims.find((c) => c !== null);
    expect(claims.filter((c) => c !== null)).toEqual([{ id: dead?.id, fileId: video, attempts: 1 }]);
    // The claimer "dies". Its claim holds until it is stale.
    expect(await videos.claim("worker-c")).toBeNull();
    portal.clock.advance(VIDEO_CLAIM_STALE_MS - 1000);
    expect(await videos.claim("worker-c")).toBeNull();
    portal.clock.advance(2000);
    const again = await videos.claim("worker-c");
    expect(again).toEqual({ id: dead?.id, fileId: video, attempts: 2 });
    expect(ok(await f.get("employee", "/posts/get", { id: post.id })).videoList[0].processConvert).toBe(true);

    expect(await videos.convert(again!, "worker-c")).toBe("DONE");
    // The dead worker waking up late changes nothing: the job is no longer its own.
    expect(await videos.convert(dead!, dead?.id === again?.id ? "worker-a" : "worker-b")).toBe("RETRY");
    const job = await jobOf(video);
    expect(job).toMatchObject({ status: "DONE", duration: 2, claimed_by: null });
    const shown = ok(await f.get("employee", "/posts/get", { id: post.id })).videoList[0];
    expect(shown).toMatchObject({ processConvert: false, duration: 2 });
    expect(shown.filePath).toEqual(keyedPath(job.converted_file_id!, "clip.mp4"));
  });

  it("gives a job up after bounded retries: the original stays served, processConvert false", async () => {
    const video = await f.upload("editor", "video");
    const post = ok(await f.post("editor", "/posts/create", { text: "Сломанное", videoList: [{ id: video }] }));
    // The stored original disappears: every attempt fails.
    const { storage_key } = await portal.db.kysely
      .selectFrom("files")
      .select("storage_key")
      .where("id", "=", video)
      .executeTakeFirstOrThrow();
    await portal.services.files.storage.delete(storage_key);
    expect(await portal.services.files.videos.work()).toBe(VIDEO_MAX_ATTEMPTS);
    const job = await jobOf(video);
    expect(job).toMatchObject({ status: "FAILED", attempts: VIDEO_MAX_ATTEMPTS, claimed_by: null });
    expect(job.last_error).toContain("missing");
    expect(ok(await f.get("employee", "/posts/get", { id: post.id })).videoList[0]).toMatchObject({
      processConvert: false,
      filePath: keyedPath(video, "clip.mov"),
      preview: null,
      duration: null,
    });
  });

  // Which containers ffprobe reads, the same whatever the database: SQLite only (the suite's minutes).
  it.runIf(dialect === "sqlite")("accepts mp4, mov and avi that ffprobe reads", async () => {
    for (const ext of ["mp4", "avi"] as const) {
      const saved = ok(
        await f.post("employee", "/file/save", {
          originalFileName: `clip.${ext}`,
          fileType: "FAQ_VIDEO",
          base64File: testVideo(ext).toString("base64"),
        }),
      );
      expect((await jobOf(saved.id)).status).toBe("PENDING");
    }
  });

  it("stores a browser-captured poster for the caller's own video, before the post and on a post they may edit", async () => {
    const video = await f.upload("employee", "video");
    const create = (who: "employee" | "other" | null, body: Record<string, unknown>) =>
      f.post(who, "/posts/create-preview-post-video", body);
    expect((await create(null, { groupId: null, videoFileId: video, previewBase64: PNG })).status).toBe(401);
    refused(await create("other", { groupId: null, videoFileId: video, previewBase64: PNG }), e.fileNotFound);
    refused(await create("employee", { groupId: null, videoFileId: 999999, previewBase64: PNG }), e.fileNotFound);
    refused(
      await create("employee", { groupId: null, videoFileId: await f.upload("employee", "image"), previewBase64: PNG }),
      e.fileNotFound,
    );
    refused(await create("employee", { groupId: null, videoFileId: video, previewBase64: fakeMp4 }), e.previewNotImage);
    refused(await create("employee", { groupId: null, videoFileId: video }), e.previewNotImage);
    const preview = ok(await create("employee", { groupId: null, videoFileId: video, previewBase64: `data:image/png;base64,${PNG}` }));
    expect(preview).toMatchObject({ originalFileName: "preview.png", filePath: keyedPath(preview.id, "preview.png") });

    // The offered post carries it, and keeps it over ffmpeg's poster once converted.
    const post = ok(await f.post("employee", "/posts/offer-post", { text: "Видео с превью", videoList: [{ id: video }] }));
    expect(post.videoList[0]).toMatchObject({ processConvert: true, preview: preview.filePath });
    expect(await portal.services.files.videos.work()).toBeGreaterThan(0);
    expect(ok(await f.get("employee", "/posts/get", { id: post.id })).videoList[0]).toMatchObject({
      processConvert: false,
      preview: preview.filePath,
      duration: 2,
    });

    const edit = (who: "employee" | "other" | "editor" | null, body: Record<string, unknown>) =>
      f.post(who, "/posts/edit-preview-post-video", body);
    const jpeg = Buffer.from(await sharpJpeg()).toString("base64");
    expect((await edit(null, { postId: post.id, videoFileId: video, base64: jpeg })).status).toBe(401);
    // An offer is hidden from others: the post does not exist for them.
    refused(await edit("other", { postId: post.id, videoFileId: video, base64: jpeg }), e.postNotFound);
    refused(await edit("employee", { postId: 999999, videoFileId: video, base64: jpeg }), e.postNotFound);
    refused(await edit("employee", { postId: post.id, videoFileId: 999999, base64: jpeg }), e.fileNotFound);
    const published = ok(
      await f.post("editor", "/posts/create", { text: "Чужое видео", videoList: [{ id: await f.upload("editor", "video") }] }),
    );
    refused(await edit("other", { postId: published.id, videoFileId: published.videoList[0].id, base64: jpeg }), e.editForbidden);
    const edited = ok(await edit("employee", { postId: post.id, videoFileId: video, base64: jpeg }));
    expect(edited.videoList[0].preview).toMatch(/^\/files\/\d+-[0-9a-f]{32}\/preview\.jpg$/);
    expect(edited.videoList[0].preview).not.toBe(preview.filePath);
    // News editors may change the posters of posts they manage.
    expect(ok(await edit("editor", { postId: post.id, videoFileId: video, base64: PNG })).videoList[0].preview).toMatch(/preview\.png$/);
  });
});

// Contract tests of spec part 1 §7 "Files": POST /file/save (base64 JSON), the editor's multipart
// POST /froala/upload and the downloads at /files/{id}-{key}/{name} — on SQLite and on PostgreSQL.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createPerson, createTestPortal, dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { api, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { ok, refused, unauthorized } from "../../../../tests/helpers/envelope";
import { fileSizeMb, safeFileName } from "~/shared/files/rules";
import { contentDisposition } from "~/platform/files/http.server";
import { createFiles } from "~/platform/files/files.server";
import { actingAs } from "~/platform/actor";
import type { Deps } from "~/platform/deps.server";
import type { FileKind } from "~/shared/files/rules";
import { sniffFormat } from "~/platform/files/sniff.server";
import { testVideo } from "./video-fixture";

const PASSWORD = "files-123";
const MB = 1024 * 1024;

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.5 } } })
    .png()
    .toBuffer();
const pdf = () =>
  Buffer.from(
    "%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n",
  );
const ole = () => Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504, 0)]);
const mp4 = (brand = "isom") => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from(`ftyp${brand}`), Buffer.alloc(2000, 7)]);
const avi = () => Buffer.concat([Buffer.from("RIFF"), Buffer.from([0, 0x10, 0, 0]), Buffer.from("AVI LIST"), Buffer.alloc(500, 1)]);

/** A ZIP with stored (uncompressed) entries, enough for the central-directory check. */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(content);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
const docx = () => zip({ "[Content_Types].xml": "<Types/>", "word/document.xml": "<w:document/>" });
const xlsx = () => zip({ "[Content_Types].xml": "<Types/>", "xl/workbook.xml": "<workbook/>" });
const plainZip = () => zip({ "readme.txt": "hello" });

describe("file helpers", () => {
  it("shows sizes in MB with two decimals", () => {
    expect(fileSizeMb(1289748)).toBe("1.23");
    expect(fileSizeMb(0)).toBe("0.00");
    expect(fileSizeMb(31457280)).toBe("30.00");
  });
  it("makes safe serving names and RFC 6266 dispositions", () => {
    expect(safeFileName("Отчёт за 2024 (итог).pdf")).toBe("Отчёт_за_2024_итог_.pdf");
    expect(safeFileName("../../etc/passwd")).toBe("passwd");
    expect(safeFileName("...")).toBe("file");
    expect(contentDisposition("attachment", 'План "А".docx')).toBe(
      `attachment; filename="____ ___.docx"; filename*=UTF-8''%D0%9F%D0%BB%D0%B0%D0%BD%20%22%D0%90%22.docx`,
    );
  });
  it("recognises formats by content", async () => {
    expect(sniffFormat(await jpeg(4, 4))).toBe("jpeg");
    expect(sniffFormat(await png(4, 4))).toBe("png");
    expect(sniffFormat(pdf())).toBe("pdf");
    expect(sniffFormat(ole())).toBe("ole");
    expect(sniffFormat(docx())).toBe("docx");
    expect(sniffFormat(xlsx())).toBe("xlsx");
    expect(sniffFormat(plainZip())).toBe("zip");
    expect(sniffFormat(zip({ mimetype: "application/epub+zip", "META-INF/container.xml": "<container/>" }))).toBe("epub");
    expect(sniffFormat(mp4())).toBe("isobmff");
    expect(sniffFormat(avi())).toBe("avi");
    expect(sniffFormat(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(sniffFormat(Buffer.from("PK\x03\x04 not really a zip"))).toBeNull();
  });
});

describe("kinds of file", () => {
  // No database: a refused type is refused before anything is read or stored.
  const deps = { now: () => new Date(0), dataDir: "/nonexistent" } as unknown as Deps;
  const refusal = (files: ReturnType<typeof createFiles>, fileType: string) =>
    files.saveFile(actingAs(1, []), { originalFileName: "a.pdf", fileType, base64File: "" }).then(
      () => null,
      (error: Error) => error.message,
    );

  it("accepts the platform's own kinds and those it is given, and refuses the rest as today", async () => {
    const resume = { type: "VACANCY_RESUME", extensions: ["pdf"], maxBytes: 10, tooBig: "" } as unknown as FileKind;
    const bare = createFiles(deps);
    const given = createFiles(deps, { kinds: [resume] });
    // Known types get past the type check to the next refusal (the empty file).
    for (const type of ["EDITOR_IMAGE", "ATTACHMENT", "FAQ_VIDEO"]) expect(await refusal(bare, type)).not.toMatch(/Неизвестный тип/);
    expect(await refusal(bare, "ATTACHMENT")).toBe("Выберите файл");
    expect(await refusal(bare, "VACANCY_RESUME")).toBe("Неизвестный тип файла: VACANCY_RESUME");
    expect(await refusal(given, "VACANCY_RESUME")).toBe("Выберите файл");
    expect(await refusal(given, "__proto__")).toBe("Неизвестный тип файла: __proto__");
    expect(() => createFiles(deps, { kinds: [{ ...resume, type: "ATTACHMENT" } as FileKind] })).toThrow(
      "The file type ATTACHMENT is declared twice",
    );
  });
});

describe.each(await dialects())("Files API on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    portal = await createTestPortal(dialect);
    server = await startTestServer(portal);
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });
  // Sign-in attempts are rate limited per address and access tokens live an hour: every test starts
  // in a fresh window with a fresh token.
  beforeEach(async () => {
    portal.clock.advance(2 * 60 * 60_000);
    const person = await createPerson(portal, { password: PASSWORD });
    token = ok(await api(server, "POST", "/login", { body: { username: person.phone, password: PASSWORD } })).accessToken;
  });

  const save = (originalFileName: unknown, fileType: unknown, bytes: Buffer | string, as = token) =>
    api(server, "POST", "/file/save", {
      token: as,
      body: { originalFileName, fileType, base64File: typeof bytes === "string" ? bytes : bytes.toString("base64") },
    });
  const get = (filePath: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${filePath}`, { headers: { Authorization: `Bearer ${token}`, ...headers } });
  const storedFiles = () => {
    const dir = path.join(portal.dataDir, "files");
    return fs.existsSync(dir)
      ? fs.readdirSync(dir, { recursive: true }).filter((f) => !fs.statSync(path.join(dir, String(f))).isDirectory()).length
      : 0;
  };
  const widthOf = async (response: Response) => (await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width;

  it("refuses anonymous uploads and downloads", async () => {
    unauthorized(await save("a.png", "EDITOR_IMAGE", await png(4, 4), ""));
    const form = new FormData();
    form.append("image", new Blob([await png(4, 4)], { type: "image/png" }), "a.png");
    const upload = await fetch(`${server.url}/api/froala/upload`, { method: "POST", body: form });
    expect(upload.status).toBe(401);
    expect(await upload.json()).toEqual({ error: "Требуется авторизация", code: 1 });
    const saved = ok(await save("a.png", "EDITOR_IMAGE", await png(4, 4)));
    const anonymous = await fetch(`${server.url}${saved.filePath}`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("content-disposition")).toBeNull();
  });

  it("stores an editor image with MEDIUM and LARGE variants, upright and without metadata", async () => {
    // A camera photo lying on its side (EXIF orientation 6) with its camera notes.
    const photo = await sharp(await jpeg(2400, 1200))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect((await sharp(photo).metadata()).orientation).toBe(6);
    const record = ok(await save("Фото склада.JPG", "EDITOR_IMAGE", `data:image/jpeg;base64,${photo.toString("base64")}`));
    expect(record).toEqual({
      id: expect.any(Number),
      filePath: expect.stringMatching(new RegExp(`^/files/${record.id}-[0-9a-f]{32}/${encodeURIComponent("Фото_склада.JPG")}$`)),
      originalFileName: "Фото склада.JPG",
      fileSize: expect.any(Number),
      fileType: "EDITOR_IMAGE",
    });
    const original = await get(record.filePath);
    expect(original.status).toBe(200);
    expect(original.headers.get("content-type")).toBe("image/jpeg");
    expect(Number(original.headers.get("content-length"))).toBe(record.fileSize);
    const meta = await sharp(Buffer.from(await original.arrayBuffer())).metadata();
    expect([meta.width, meta.height, meta.orientation, meta.exif]).toEqual([1200, 2400, undefined, undefined]);
    const medium = await get(`${record.filePath}?size=MEDIUM`);
    expect(medium.headers.get("content-type")).toBe("image/jpeg");
    const large = await get(`${record.filePath}?size=LARGE`);
    const mediumMeta = await sharp(Buffer.from(await medium.arrayBuffer())).metadata();
    const largeMeta = await sharp(Buffer.from(await large.arrayBuffer())).metadata();
    expect([mediumMeta.width, mediumMeta.height]).toEqual([400, 800]);
    expect([largeMeta.width, largeMeta.height]).toEqual([800, 1600]);
    expect(medium.headers.get("etag")).not.toBe(large.headers.get("etag"));
    // Keys are random, never the name: the original and the two variants.
    const row = await portal.db.kysely.selectFrom("files").selectAll().where("id", "=", record.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ is_image: 1, width: 1200, height: 2400, content_type: "image/jpeg", file_type: "EDITOR_IMAGE" });
    expect(row.storage_key).toMatch(/^[0-9a-f]{32}$/);
  });

  it("keeps PNG previews as PNG and never enlarges small ones", async () => {
    const record = ok(await save("preview.png", "ARTICLE_PREVIEW", await png(300, 200)));
    expect(record.fileType).toBe("ARTICLE_PREVIEW");
    const medium = await get(`${record.filePath}?size=MEDIUM`);
    expect(medium.headers.get("content-type")).toBe("image/png");
    const meta = await sharp(Buffer.from(await medium.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.hasAlpha]).toEqual(["png", 300, true]);
    expect(await widthOf(await get(`${record.filePath}?size=large`))).toBe(300);
  });

  it("accepts each kind's documents and videos, checked by content", async () => {
    const cases: [string, string, Buffer, string, "inline" | "attachment"][] = [
      ["Резюме Иванова.pdf", "VACANCY_RESUME", pdf(), "application/pdf", "inline"],
      ["resume.doc", "VACANCY_RESUME", ole(), "application/msword", "attachment"],
      ["resume.docx", "VACANCY_RESUME", docx(), "application/vnd.openxmlformats-officedocument.wordprocessingml.document", "attachment"],
      ["photo.png", "VACANCY_RESUME", await png(20, 20), "image/png", "inline"],
      ["Регламент.docx", "WIKI_DOCUMENT", docx(), "application/vnd.openxmlformats-officedocument.wordprocessingml.document", "attachment"],
      ["Отчёт.xlsx", "WIKI_DOCUMENT", xlsx(), "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "attachment"],
      ["table.xls", "ATTACHMENT", ole(), "application/vnd.ms-excel", "attachment"],
      ["archive.zip", "ATTACHMENT", plainZip(), "application/zip", "attachment"],
      // Real clips: ffprobe reads every video upload (video-fixture.ts).
      ["clip.mp4", "FAQ_VIDEO", testVideo("mp4"), "video/mp4", "inline"],
      ["clip.mov", "FAQ_VIDEO", testVideo("mov"), "video/quicktime", "inline"],
      ["clip.avi", "FAQ_VIDEO", testVideo("avi"), "video/x-msvideo", "inline"],
    ];
    for (const [name, fileType, bytes, contentType, disposition] of cases) {
      const record = ok(await save(name, fileType, bytes));
      expect(record).toMatchObject({ originalFileName: name, fileType });
      const served = await get(record.filePath);
      expect(served.status, name).toBe(200);
      expect(served.headers.get("content-type")).toBe(contentType);
      expect(served.headers.get("x-content-type-options")).toBe("nosniff");
      expect(served.headers.get("content-disposition")).toBe(contentDisposition(disposition, name));
      expect(served.headers.get("cache-control")).toBe("no-store");
      const body = Buffer.from(await served.arrayBuffer());
      if (!contentType.startsWith("image/")) expect(body.equals(bytes)).toBe(true);
      // A size asked of a non-image is ignored: the file itself.
      if (!contentType.startsWith("image/"))
        expect((await get(`${record.filePath}?size=MEDIUM`)).headers.get("content-length")).toBe(String(bytes.length));
    }
  });

  it("names a Cyrillic original in Content-Disposition per RFC 6266", async () => {
    const record = ok(await save("Приказ №5.pdf", "WIKI_DOCUMENT", pdf()));
    expect(record.filePath).toMatch(new RegExp(`^/files/${record.id}-[0-9a-f]{32}/${encodeURIComponent("Приказ_5.pdf")}$`));
    const served = await get(record.filePath);
    expect(served.headers.get("content-disposition")).toBe(
      `inline; filename="______ _5.pdf"; filename*=UTF-8''%D0%9F%D1%80%D0%B8%D0%BA%D0%B0%D0%B7%20%E2%84%965.pdf`,
    );
  });

  it("refuses wrong extensions, content that does not match, empty, bad base64 and unknown types", async () => {
    const before = storedFiles();
    const text = Buffer.from("just some text, named as something else");
    refused(
      await save("setup.exe", "VACANCY_RESUME", pdf()),
      "Недопустимый формат файла. Допустимые форматы: pdf, doc, docx, jpeg, jpg, png",
    );
    refused(
      await save("table.xlsx", "VACANCY_RESUME", xlsx()),
      "Недопустимый формат файла. Допустимые форматы: pdf, doc, docx, jpeg, jpg, png",
    );
    refused(
      await save("page.html", "ATTACHMENT", Buffer.from("<html></html>")),
      expect.stringContaining("Недопустимый формат файла") as never,
    );
    refused(await save("logo.svg", "EDITOR_IMAGE", Buffer.from("<svg/>")), "Недопустимый формат файла. Допустимые форматы: jpeg, jpg, png");
    refused(await save("noext", "ATTACHMENT", pdf()), expect.stringContaining("Недопустимый формат файла") as never);
    refused(await save("clip.mp4", "EDITOR_IMAGE", mp4()), "Недопустимый формат файла. Допустимые форматы: jpeg, jpg, png");
    refused(await save("picture.png", "EDITOR_IMAGE", text), "Содержимое файла не соответствует формату .png. Выберите другой файл");
    refused(
      await save("picture.png", "EDITOR_IMAGE", Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>")),
      "Содержимое файла не соответствует формату .png. Выберите другой файл",
    );
    refused(
      await save("resume.pdf", "VACANCY_RESUME", await png(10, 10)),
      "Содержимое файла не соответствует формату .pdf. Выберите другой файл",
    );
    refused(
      await save("photo.jpg", "ARTICLE_PREVIEW", await png(10, 10)),
      "Содержимое файла не соответствует формату .jpg. Выберите другой файл",
    );
    refused(await save("resume.doc", "VACANCY_RESUME", docx()), "Содержимое файла не соответствует формату .doc. Выберите другой файл");
    refused(
      await save("report.docx", "WIKI_DOCUMENT", plainZip()),
      "Содержимое файла не соответствует формату .docx. Выберите другой файл",
    );
    refused(await save("clip.avi", "FAQ_VIDEO", mp4()), "Содержимое файла не соответствует формату .avi. Выберите другой файл");
    // A PNG signature with nothing readable after it.
    const broken = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
    refused(await save("broken.png", "EDITOR_IMAGE", broken), "Не удалось прочитать изображение. Попробуйте другой файл");
    refused(await save("a.pdf", "WIKI_DOCUMENT", ""), "Выберите файл");
    refused(await save("a.pdf", "WIKI_DOCUMENT", "data:application/pdf;base64,"), "Выберите файл");
    refused(
      await api(server, "POST", "/file/save", { token, body: { originalFileName: "a.pdf", fileType: "WIKI_DOCUMENT" } }),
      "Выберите файл",
    );
    refused(await save("a.pdf", "WIKI_DOCUMENT", "%%% not base64 %%%"), "Не удалось прочитать файл: ожидается содержимое в base64");
    refused(await save("a.pdf", "WIKI_DOCUMENT", "QUJDRA=x"), "Не удалось прочитать файл: ожидается содержимое в base64");
    refused(await save("a.pdf", "WIKI_DOCUMENT", "=="), "Файл пустой. Выберите другой файл");
    refused(await save("a.pdf", "PASSPORT_SCAN", pdf()), "Неизвестный тип файла: PASSPORT_SCAN");
    refused(await save("a.pdf", undefined, pdf()), "Не указан тип файла");
    refused(await save("", "WIKI_DOCUMENT", pdf()), "Укажите имя файла");
    refused(await save(undefined, "WIKI_DOCUMENT", pdf()), "Укажите имя файла");
    expect(storedFiles()).toBe(before);
  });

  it("refuses files over their type's limit: 3 MB editor images, 30 MB otherwise", async () => {
    const before = storedFiles();
    const big = Buffer.alloc(3 * MB + 1, 0);
    big.set([0xff, 0xd8, 0xff], 0);
    refused(await save("big.jpg", "EDITOR_IMAGE", big), "Изображение не загружено. Уменьшите размер изображения до 3 МБ");
    const huge = Buffer.alloc(31_457_280 + 1, 0);
    huge.set(Buffer.from("%PDF-"), 0);
    refused(await save("huge.pdf", "WIKI_DOCUMENT", huge), "Размер файла превышает 30 МБ");
    expect(storedFiles()).toBe(before);
  });

  it("takes the editor's multipart upload and answers {link}", async () => {
    const form = new FormData();
    form.append("image", new Blob([await png(1000, 500)], { type: "image/png" }), "Схема.png");
    const response = await fetch(`${server.url}/api/froala/upload`, {
      method: "POST",
      body: form,
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(Object.keys(body)).toEqual(["link"]);
    expect(body.link).toMatch(new RegExp(`^/files/\\d+-[0-9a-f]{32}/${encodeURIComponent("Схема.png")}$`));
    const served = await get(body.link);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("content-disposition")).toContain(`filename*=UTF-8''${encodeURIComponent("Схема.png")}`);
    expect(await widthOf(await get(`${body.link}?size=MEDIUM`))).toBe(800);

    // A pasted image arrives as "blob": named after its content.
    const pasted = new FormData();
    pasted.append("image", new Blob([await jpeg(10, 10)], { type: "image/jpeg" }), "blob");
    const answer = await (
      await fetch(`${server.url}/api/froala/upload`, { method: "POST", body: pasted, headers: { Authorization: `Bearer ${token}` } })
    ).json();
    expect(answer.link).toMatch(/^\/files\/\d+-[0-9a-f]{32}\/blob\.jpg$/);

    // An attachment in the field `file`.
    const attach = new FormData();
    attach.append("file", new Blob([new Uint8Array(docx())]), "Инструкция.docx");
    const attached = await fetch(`${server.url}/api/froala/upload`, {
      method: "POST",
      body: attach,
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(attached.status).toBe(200);
    const link = (await attached.json()).link;
    expect((await get(link)).headers.get("content-disposition")).toBe(contentDisposition("attachment", "Инструкция.docx"));
  });

  it("answers {error, code} with a non-200 status when the editor's upload fails; code 2 is too big", async () => {
    const post = (body: BodyInit, headers: Record<string, string> = {}) =>
      fetch(`${server.url}/api/froala/upload`, { method: "POST", body, headers: { Authorization: `Bearer ${token}`, ...headers } });
    const before = storedFiles();

    const big = new FormData();
    big.append("image", new Blob([new Uint8Array(3 * MB + 100).fill(0xff)]), "big.jpg");
    const tooBig = await post(big);
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toEqual({ error: "Изображение не загружено. Уменьшите размер изображения до 3 МБ", code: 2 });

    const wrong = new FormData();
    wrong.append("image", new Blob(["<svg/>"]), "picture.png");
    const refusedUpload = await post(wrong);
    expect(refusedUpload.status).toBe(400);
    expect(await refusedUpload.json()).toEqual({ error: "Содержимое файла не соответствует формату .png. Выберите другой файл", code: 3 });

    const other = new FormData();
    other.append("note", "no file here");
    const noFile = await post(other);
    expect(noFile.status).toBe(400);
    expect(await noFile.json()).toEqual({ error: "Выберите файл: поле image или file", code: 4 });

    const json = await post(JSON.stringify({ image: "x" }), { "Content-Type": "application/json" });
    expect(json.status).toBe(400);
    expect((await json.json()).code).toBe(4);
    expect(storedFiles()).toBe(before);

    // The server is still answering on a fresh request.
    const fine = new FormData();
    fine.append("image", new Blob([await png(5, 5)]), "ok.png");
    expect((await post(fine)).status).toBe(200);
  });

  it("serves 404 for unknown ids and wrong names, answers ranges and revalidation", async () => {
    const record = ok(await save("clip.mp4", "FAQ_VIDEO", testVideo("mp4")));
    expect((await get(`/files/999999/clip.mp4`)).status).toBe(404);
    const folder = record.filePath.split("/")[2];
    expect((await get(`/files/${folder}/other.mp4`)).status).toBe(404);
    expect((await get(`/files/abc/clip.mp4`)).status).toBe(404);
    expect((await get(`/files/${folder}/..%2F..%2Fportal.sqlite`)).status).toBe(404);
    const missing = await get(`/files/999999/clip.mp4`);
    expect(missing.headers.get("content-disposition")).toBeNull();
    expect(await missing.text()).toBe("Файл не найден");

    const part = await get(record.filePath, { Range: "bytes=4-11" });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 4-11/${record.fileSize}`);
    expect(Buffer.from(await part.arrayBuffer()).toString("latin1")).toBe("ftypisom");
    expect((await get(record.filePath, { Range: `bytes=${record.fileSize + 10}-` })).status).toBe(416);

    const first = await get(record.filePath);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect((await get(record.filePath, { "If-None-Match": etag })).status).toBe(304);
  });
});

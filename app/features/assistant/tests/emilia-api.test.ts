// Эмилия's calls on SQLite and PostgreSQL (spec part 2 §7): the envelope with its Russian refusals; every
// mutation refused signed out (401) and to an employee without ROLE_EMILIA (nothing changes), done by a holder
// of the role and by an administrator; images checked by their content (another format, a GIF, a pixel flood,
// over 10 MB); phrases sanitized; each change in the audit log; the banner a random phrase of an image that has
// phrases; the lists' statement counts flat.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actingAs } from "~/platform/actor";
import { dialects } from "../../../../tests/helpers/portal";
import { ok, refused, unauthorized } from "../../../../tests/helpers/envelope";
import { refusals } from "../messages.server";
import { messages } from "../messages";
import { ROLE_EMILIA } from "../policy";
import { gif, jpeg, openEmilia, pixelFlood, png, type EmiliaWorld } from "./fixture";

const MUTATIONS: [string, (ids: { image: number; phrase: number; file: number }) => Record<string, unknown>][] = [
  ["/emilia/image/add", (i) => ({ fileId: i.file })],
  ["/emilia/image/edit", (i) => ({ id: i.image, fileId: i.file })],
  ["/emilia/image/delete", (i) => ({ id: i.image })],
  ["/emilia/phrase/add", (i) => ({ imageId: i.image, phraseNewEditor: "<p>Чужая</p>" })],
  ["/emilia/phrase/edit", (i) => ({ id: i.phrase, phraseNewEditor: "<p>Чужая</p>" })],
  ["/emilia/phrase/delete", (i) => ({ id: i.phrase })],
];

describe.each(await dialects())("Эмилия's calls on %s", (dialect) => {
  let w: EmiliaWorld;
  beforeAll(async () => {
    w = await openEmilia(dialect);
  });
  afterAll(async () => {
    await w?.close();
  });
  const snapshot = async () => ({
    images: await w.db.selectFrom("emilia_images").selectAll().orderBy("id").execute(),
    phrases: await w.db.selectFrom("emilia_phrases").selectAll().orderBy("id").execute(),
  });

  it("answers 401 signed out and refuses an employee every call but the banner, changing nothing", async () => {
    const image = await w.addImage();
    const phrase = ok(await w.post("emilia", "/emilia/phrase/add", { imageId: image, phraseNewEditor: "<p>Своя</p>" })).id;
    const file = ok(await w.save("employee", "my.png", await png())).id;
    const ids = { image, phrase, file };
    const before = await snapshot();
    for (const [path, body] of MUTATIONS) {
      unauthorized(await w.post(null, path, body(ids)));
      refused(await w.post("employee", path, body(ids)), refusals.forbidden);
    }
    for (const [path, query] of [
      ["/emilia/image/list", {}],
      ["/emilia/phrase/list", { id: image }],
      ["/emilia/phrase/get", { id: phrase }],
    ] as const) {
      unauthorized(await w.get(null, path, query));
      refused(await w.get("employee", path, query), refusals.forbidden);
    }
    unauthorized(await w.get(null, "/emilia/banner"));
    expect(await snapshot()).toEqual(before);
    // Someone else's upload is not hers to hang up.
    refused(await w.post("emilia", "/emilia/image/add", { fileId: file }), refusals.fileNotFound);
    expect(await snapshot()).toEqual(before);
  });

  it("lets a holder of ROLE_EMILIA and an administrator add, replace and delete images, each in the audit log", async () => {
    const first = await w.addImage("emilia");
    const second = await w.addImage("admin", 36);
    const listed = ok(await w.get("emilia", "/emilia/image/list")) as {
      id: number;
      image: { id: number; filePath: string };
      phraseCount: number;
    }[];
    expect(listed.map((i) => i.id)).toEqual(expect.arrayContaining([first, second]));
    expect(listed.find((i) => i.id === second)).toMatchObject({
      phraseCount: 0,
      image: { filePath: expect.stringMatching(/^\/files\/\d+-[0-9a-f]{32}\//) },
    });

    const file = ok(await w.save("emilia", "новая.jpg", await jpeg()));
    const replaced = ok(await w.post("emilia", "/emilia/image/edit", { id: second, fileId: file.id }));
    expect(replaced).toMatchObject({ id: second, image: { id: file.id } });
    // The employee's banner may show it: anyone signed in reads the picture.
    const seen = await fetch(`${w.server.url}${replaced.image.filePath}`, { headers: { Authorization: `Bearer ${w.tokens.employee}` } });
    expect([seen.status, seen.headers.get("content-type")]).toEqual([200, "image/jpeg"]);

    ok(await w.post("admin", "/emilia/phrase/add", { imageId: second, phraseNewEditor: "<p>Уйдёт с картинкой</p>" }));
    expect(ok(await w.post("admin", "/emilia/image/delete", { id: second }))).toEqual({ id: second });
    refused(await w.post("admin", "/emilia/image/delete", { id: second }), refusals.imageNotFound);
    expect(await w.db.selectFrom("emilia_phrases").select("id").where("image_id", "=", second).execute()).toEqual([]);
    const audit = await w.db
      .selectFrom("audit_log")
      .select(["action", "entity_id", "actor_id"])
      .where("entity", "like", "EMILIA_%")
      .orderBy("id")
      .execute();
    expect(audit.filter((a) => a.entity_id === String(second)).map((a) => a.action)).toEqual([
      "EMILIA_IMAGE_ADD",
      "EMILIA_IMAGE_REPLACE",
      "EMILIA_IMAGE_DELETE",
    ]);
  });

  it("takes a WebP, stored as one and served inline", async () => {
    const webp = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#336699" } })
      .webp()
      .toBuffer();
    const file = ok(await w.save("emilia", "эмилия.webp", webp));
    const image = ok(await w.post("emilia", "/emilia/image/add", { fileId: file.id }));
    const seen = await fetch(`${w.server.url}${image.image.filePath}`, { headers: { Authorization: `Bearer ${w.tokens.employee}` } });
    expect([seen.status, seen.headers.get("content-type")]).toEqual([200, "image/webp"]);
    // A PNG named .webp is told by its bytes.
    expect((await w.save("emilia", "png.webp", await png())).envelope.responseCode).toBe(1);
  });

  it("refuses files that are not a JPEG, PNG or WebP by content, a pixel flood and one over 10 MB", async () => {
    refused(await w.save("emilia", "картинка.gif", await gif()), "Недопустимый формат файла. Допустимые форматы: jpeg, jpg, png, webp");
    // A PDF named .png: told by its bytes.
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n");
    expect((await w.save("emilia", "картинка.png", pdf)).envelope.responseCode).toBe(1);
    refused(
      await w.save("emilia", "flood.png", pixelFlood()),
      "Изображение 9000×9000 слишком большое: не больше 40 мегапикселей. Уменьшите его и загрузите снова",
    );
    const big = Buffer.concat([await png(), Buffer.alloc(10 * 1024 * 1024)]);
    refused(await w.save("emilia", "big.png", big), messages.tooBig);
    refused(await w.post("emilia", "/emilia/image/add", {}), refusals.fileRequired);
    refused(await w.post("emilia", "/emilia/image/add", { fileId: "abc" }), refusals.idInvalid);
  });

  it("adds, reads, edits and deletes phrases, sanitized, and refuses an empty one", async () => {
    const image = await w.addImage();
    const added = ok(
      await w.post("emilia", "/emilia/phrase/add", {
        imageId: image,
        phraseNewEditor: '<p onclick="x()">Привет<script>alert(1)</script> <b>всем</b></p>',
      }),
    );
    expect(added).toEqual({
      id: expect.any(Number),
      emiliaImageId: image,
      phrase: null,
      phraseNewEditor: "<p>Привет <b>всем</b></p>",
      newEditor: true,
    });
    expect(ok(await w.get("emilia", "/emilia/phrase/get", { id: added.id }))).toEqual(added);
    // The old editor's text, as the original SPA may still send it.
    const old = ok(await w.post("admin", "/emilia/phrase/add", { imageId: image, phrase: "Просто текст", newEditor: false }));
    expect(old).toMatchObject({ phrase: "Просто текст", newEditor: false });
    expect((ok(await w.get("emilia", "/emilia/phrase/list", { id: image })) as { id: number }[]).map((p) => p.id)).toEqual([
      added.id,
      old.id,
    ]);

    const edited = ok(await w.post("emilia", "/emilia/phrase/edit", { id: added.id, phraseNewEditor: "Новый текст" }));
    expect(edited).toMatchObject({ id: added.id, phraseNewEditor: "<p>Новый текст</p>", newEditor: true });
    refused(await w.post("emilia", "/emilia/phrase/edit", { id: added.id, phraseNewEditor: "  <p> </p> " }), messages.phraseRequired);
    refused(await w.post("emilia", "/emilia/phrase/add", { imageId: image, phraseNewEditor: "Я".repeat(5001) }), messages.phraseTooLong);
    refused(await w.post("emilia", "/emilia/phrase/add", { phraseNewEditor: "<p>Без картинки</p>" }), refusals.imageIdInvalid);
    refused(await w.post("emilia", "/emilia/phrase/add", { imageId: 999_999, phraseNewEditor: "<p>x</p>" }), refusals.imageNotFound);
    refused(await w.get("emilia", "/emilia/phrase/list", { id: "x" }), refusals.idInvalid);
    expect(ok(await w.post("emilia", "/emilia/phrase/delete", { id: old.id }))).toEqual({ id: old.id, emiliaImageId: image });
    refused(await w.get("emilia", "/emilia/phrase/get", { id: old.id }), refusals.phraseNotFound);
    const actions = await w.db
      .selectFrom("audit_log")
      .select("action")
      .where("entity", "=", "EMILIA_PHRASE")
      .where("entity_id", "=", String(added.id))
      .execute();
    expect(actions.map((a) => a.action)).toEqual(["EMILIA_PHRASE_ADD", "EMILIA_PHRASE_EDIT"]);
  });

  it("answers the banner with a phrase of an image that has phrases, to anyone signed in", async () => {
    await w.db.deleteFrom("emilia_phrases").execute();
    expect(ok(await w.get("employee", "/emilia/banner"))).toBeNull();
    const silent = await w.addImage();
    const speaking = await w.addImage();
    const texts = ["<p>Раз</p>", "<p>Два</p>"];
    for (const phraseNewEditor of texts) ok(await w.post("emilia", "/emilia/phrase/add", { imageId: speaking, phraseNewEditor }));
    for (let i = 0; i < 6; i++) {
      const banner = ok(await w.get("employee", "/emilia/banner"));
      expect(banner).toMatchObject({ newEditor: true, emiliaImage: { id: speaking, image: { filePath: expect.any(String) } } });
      expect(texts).toContain(banner.phraseNewEditor);
      expect(banner.emiliaImage.id).not.toBe(silent);
    }
  });

  it("lists images and phrases with the same number of statements for 2 and 12 of them", async () => {
    const me = actingAs(w.people.emilia.id, [ROLE_EMILIA]);
    await w.db.deleteFrom("emilia_phrases").execute();
    await w.db.deleteFrom("emilia_images").execute();
    const image = await w.addImage();
    await w.addImage();
    const phrases = () => w.portal.services.emilia.listPhrases(me, { id: image });
    const few = [await w.statements(() => w.portal.services.emilia.listImages(me)), await w.statements(phrases)];
    for (let i = 0; i < 10; i++) await w.addImage();
    for (let i = 0; i < 12; i++) await w.portal.services.emilia.addPhrase(me, { imageId: image, phraseNewEditor: `<p>${i}</p>` });
    expect((await w.portal.services.emilia.listImages(me)).length).toBe(12);
    expect((await phrases()).length).toBe(12);
    expect([await w.statements(() => w.portal.services.emilia.listImages(me)), await w.statements(phrases)]).toEqual(few);
    expect(few).toEqual([1, 2]);
  });
});

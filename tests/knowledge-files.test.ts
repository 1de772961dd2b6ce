// The files the knowledge base's bodies show (issue #38 point 6, ADR 0026): an image in a normative document,
// an FAQ answer or a glossary definition is every signed-in person's, as those pages are; a deleted document's,
// and an upload no body shows, are their uploader's alone. A body names a file by its keyed address: an id typed
// by hand publishes nothing, and the bodies saved before keys get them from their features' migrations.
// SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPerson, createTestPortal, dialects, type TestPortal } from "./helpers/portal";
import { api, startTestServer, type TestServer } from "./helpers/http";
import { ok } from "./helpers/envelope";
import { keyLegacyAddresses } from "../app/platform/files/address.server";

const PASSWORD = "knowledge-files-1";
const PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

describe.each(await dialects())("files in the knowledge base's bodies on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  const tokens = { writer: "", reader: "" };

  const status = async (who: keyof typeof tokens, filePath: string) =>
    (await fetch(`${server.url}${filePath}`, { headers: { Authorization: `Bearer ${tokens[who]}` } })).status;
  const upload = async (who: keyof typeof tokens = "writer") =>
    ok(
      await api(server, "POST", "/file/save", {
        token: tokens[who],
        body: { originalFileName: "схема.png", fileType: "EDITOR_IMAGE", base64File: PNG },
      }),
    ) as { id: number; filePath: string };
  const img = (src: string) => `<p>Схема</p><figure class="rt-image"><img src="${src}" alt="" /></figure>`;
  const idOnly = (filePath: string) => filePath.replace(/-[0-9a-f]{32}\//, "/");

  beforeAll(async () => {
    portal = await createTestPortal(dialect);
    server = await startTestServer(portal);
    for (const who of ["writer", "reader"] as const) {
      const person = await createPerson(portal, { password: PASSWORD });
      tokens[who] = ok(await api(server, "POST", "/login", { body: { username: person.phone, password: PASSWORD } })).accessToken;
    }
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  it("serves a document's, an answer's and a definition's images to everyone, and a loose upload to no one else", async () => {
    const db = portal.db.kysely;
    const at = new Date().toISOString();
    const [inDocument, inAnswer, inDefinition, loose] = [await upload(), await upload(), await upload(), await upload()];
    for (const file of [inDocument, inAnswer, inDefinition, loose]) expect(await status("reader", file.filePath)).toBe(404);

    const theme = await db.insertInto("document_themes").values({ title: "Кадры" }).returning("id").executeTakeFirstOrThrow();
    const document = await db
      .insertInto("documents")
      .values({
        theme_id: theme.id,
        name: "Приказ",
        start_date: "2026-01-01",
        content_new_editor: img(inDocument.filePath),
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const category = await db.insertInto("faq_categories").values({ name: "Отпуск" }).returning("id").executeTakeFirstOrThrow();
    await db
      .insertInto("faq_questions")
      .values({ category_id: category.id, question: "Как?", answer_new_editor: img(inAnswer.filePath), created_at: at, updated_at: at })
      .execute();
    await db
      .insertInto("glossary_terms")
      .values({ term: "Планограмма", term_key: "планограмма", letter: "П", definition: img(inDefinition.filePath), created_at: at })
      .execute();

    for (const file of [inDocument, inAnswer, inDefinition]) {
      expect(await status("reader", file.filePath)).toBe(200);
      // The address rich text saved before keys holds, for a file a guard allows.
      expect(await status("reader", idOnly(file.filePath))).toBe(200);
    }
    expect(await status("reader", loose.filePath)).toBe(404);
    expect(await status("writer", loose.filePath)).toBe(200);

    await db.updateTable("documents").set({ is_deleted: 1 }).where("id", "=", document.id).execute();
    expect(await status("reader", inDocument.filePath)).toBe(404);
    expect(await status("writer", inDocument.filePath)).toBe(200);
  });

  it("publishes no file by an id typed into a body; a feature's migration keys the addresses saved before keys", async () => {
    const db = portal.db.kysely;
    const at = new Date().toISOString();
    const secret = await upload("reader");
    const category = await db.insertInto("faq_categories").values({ name: "Касса" }).returning("id").executeTakeFirstOrThrow();
    const question = await db
      .insertInto("faq_questions")
      .values({
        category_id: category.id,
        question: "Чей?",
        answer_new_editor: img(idOnly(secret.filePath)),
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const path of [secret.filePath, idOnly(secret.filePath)]) expect(await status("writer", path)).toBe(404);

    // As the migration 202612060731_faq_keyed_file_addresses does to the answers saved before this change.
    await keyLegacyAddresses(db, "faq_questions", ["answer_new_editor"]);
    const row = await db.selectFrom("faq_questions").select("answer_new_editor").where("id", "=", question.id).executeTakeFirstOrThrow();
    expect(row.answer_new_editor).toBe(img(secret.filePath));
    expect(await status("writer", secret.filePath)).toBe(200);
  });
});

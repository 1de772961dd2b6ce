// The group articles' /api (spec part 2 §3, §5, §7; issue #14 point 8) on SQLite and PostgreSQL: every
// call as anonymous, an outsider, a member, a manager and an administrator; bad input (blank and
// 256-character titles, empty content, foreign ids, an article of another group); drafts; the feed's
// picker and check; the portal search's ARTICLE index (found by another word form, a closed group's for its
// members, a new member at once, drafts and a deleted group's never).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actingAs } from "~/platform/actor";
import { dialects, type TestPortal } from "../../../../tests/helpers/portal";
import type { TestServer } from "../../../../tests/helpers/http";
import { ok, refused, unauthorized } from "../../../../tests/helpers/envelope";
import { groupArticleMessages as t } from "../messages/article";
import { groupMessages } from "../messages/group";
import { keyedPath } from "../../../../tests/helpers/file-path";
import { openArticles, type ArticlePeople, type Who } from "./articles-fixture";

const CLOSED = groupMessages.closedNotice;
const GROUP_NOT_FOUND = groupMessages.notFoundTitle;

describe.each(await dialects())("group articles /api on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let a: ArticlePeople;

  beforeAll(async () => {
    ({ portal, server, a } = await openArticles(dialect));
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  it("answers 401 to every call without a session", async () => {
    const { open } = a.groups;
    unauthorized(await a.get(null, "/articles/find-by-group", { groupId: open }));
    unauthorized(await a.get(null, "/articles/get", { groupId: open, articleId: 1 }));
    unauthorized(await a.get(null, "/articles/find-for-post", { groupId: open }));
    unauthorized(await a.post(null, "/articles/create", { groupId: open, name: "А", contentNewEditor: "<p>Б</p>" }));
    unauthorized(await a.post(null, "/articles/edit", { id: 1, name: "А", contentNewEditor: "<p>Б</p>" }));
    unauthorized(await a.post(null, "/articles/delete", { id: 1 }));
  });

  it("lets members and administrators write, refuses the others", async () => {
    const { open, closed } = a.groups;
    const body = { name: "Разминка перед пробежкой", contentNewEditor: "<p>Пять минут суставной гимнастики.</p>", status: "PUBLISH" };
    refused(await a.post("outsider", "/articles/create", { ...body, groupId: open }), t.notMember);
    refused(await a.post("outsider", "/articles/create", { ...body, groupId: closed }), CLOSED);
    refused(await a.post("member", "/articles/create", { ...body, groupId: 999_999 }), GROUP_NOT_FOUND);
    for (const who of ["member", "manager", "admin"] as const) {
      const created = ok(await a.post(who, "/articles/create", { ...body, groupId: closed }));
      expect(created).toMatchObject({
        name: body.name,
        group: { id: closed, name: "Магазин на Невском" },
        author: { id: a.people[who].id, avatarFile: null },
        content: body.contentNewEditor,
        contentNewEditor: body.contentNewEditor,
        newEditor: true,
        previewPicture: null,
        canEdit: true,
        status: "PUBLISH",
      });
      expect(typeof created.createDate).toBe("string");
    }
  });

  it("refuses blank and too long titles, empty content and a wrong status beside their fields", async () => {
    const { open } = a.groups;
    const base = { groupId: open, name: "Заголовок", contentNewEditor: "<p>Текст</p>" };
    refused(await a.post("member", "/articles/create", { ...base, name: "   " }), t.nameRequired);
    refused(await a.post("member", "/articles/create", { ...base, name: "я".repeat(256) }), t.nameTooLong);
    ok(await a.post("member", "/articles/create", { ...base, name: "я".repeat(255) }));
    refused(await a.post("member", "/articles/create", { ...base, contentNewEditor: "<p> </p><p><br></p>" }), t.contentRequired);
    refused(await a.post("member", "/articles/create", { groupId: open, name: "Заголовок" }), t.contentRequired);
    refused(await a.post("member", "/articles/create", { ...base, contentNewEditor: "<script>alert(1)</script>" }), t.contentRequired);
    refused(await a.post("member", "/articles/create", { ...base, status: "PUBLISHED" }), t.statusInvalid);
    const call = await a.post("member", "/articles/create", { ...base, name: "" });
    expect(call.envelope.errorMessage).toBe(t.nameRequired);
  });

  it("stores the body sanitized, and takes the old-editor content field too", async () => {
    const { open } = a.groups;
    const id = await a.article("member", open, { contentNewEditor: '<p onclick="x()">Кроссовки<script>alert(1)</script></p>' });
    const got = ok(await a.get("member", "/articles/get", { groupId: open, articleId: id }));
    expect(got.content).toBe("<p>Кроссовки</p>");
    const plain = ok(await a.post("member", "/articles/create", { groupId: open, name: "Вода", content: "Пейте воду", newEditor: false }));
    expect(plain).toMatchObject({ content: "<p>Пейте воду</p>", contentNewEditor: null, newEditor: false });
  });

  it("takes as the cover only an ARTICLE_PREVIEW image of the writer's own", async () => {
    const { open } = a.groups;
    const mine = await a.upload("member");
    const theirs = await a.upload("manager");
    const attachment = await a.upload("member", "ATTACHMENT");
    const base = { groupId: open, name: "Обложка", contentNewEditor: "<p>Текст</p>" };
    refused(await a.post("member", "/articles/create", { ...base, previewPicture: theirs }), t.previewInvalid);
    refused(await a.post("member", "/articles/create", { ...base, previewPicture: attachment }), t.previewInvalid);
    refused(await a.post("member", "/articles/create", { ...base, previewPicture: 999_999 }), t.previewInvalid);
    const created = ok(await a.post("member", "/articles/create", { ...base, previewPicture: { id: mine } }));
    expect(created.previewPicture).toEqual({ id: mine, originalFileName: "cover.png", filePath: keyedPath(mine, "cover.png") });
    // The manager edits it keeping its cover (not hers, but the article's already).
    const edited = ok(await a.post("manager", "/articles/edit", { ...base, id: created.id, name: "Новая", previewPicture: mine }));
    expect(edited.previewPicture?.id).toBe(mine);
  });

  it("serves a closed group's article cover to its readers only", async () => {
    const { closed, open } = a.groups;
    const file = await a.upload("member");
    const path = await a.filePath(file);
    const before = (who: Who) => fetch(`${server.url}${path}`, { headers: { Authorization: `Bearer ${a.tokens[who]}` } });
    // Not yet a cover: its uploader's alone.
    expect((await before("member")).status).toBe(200);
    expect((await before("outsider")).status).toBe(404);
    const created = ok(
      await a.post("member", "/articles/create", {
        groupId: closed,
        name: "Витрина",
        contentNewEditor: "<p>Фото</p>",
        previewPicture: file,
      }),
    );
    const fetchAs = (who: "outsider" | "member" | "manager" | "admin") =>
      fetch(`${server.url}${created.previewPicture.filePath}`, { headers: { Authorization: `Bearer ${a.tokens[who]}` } });
    expect((await fetchAs("outsider")).status).toBe(404);
    for (const who of ["member", "manager", "admin"] as const) expect((await fetchAs(who)).status).toBe(200);
    const openCover = await a.upload("member");
    await a.article("member", open, { previewPicture: openCover });
    const open200 = await fetch(`${server.url}${await a.filePath(openCover)}`, {
      headers: { Authorization: `Bearer ${a.tokens.outsider}` },
    });
    expect(open200.status).toBe(200);
  });

  it("lists published articles and the reader's drafts; managers and administrators see every draft", async () => {
    const { other } = a.groups;
    ok(await a.post("member", "/groups/subscribe", { groupId: other }));
    const published = await a.article("manager", other, { name: "Выставка в холле" });
    const draft = await a.article("member", other, { name: "Черновик о выдержке", status: "DRAFT" });
    const managerDraft = await a.article("manager", other, { name: "План съёмок", status: "DRAFT" });
    const ids = async (who: "outsider" | "member" | "manager" | "admin") => {
      const page = ok(await a.get(who, "/articles/find-by-group", { groupId: other, pageNumber: 0, pageSize: 20 }));
      return { ids: page.items.map((i: { id: number }) => i.id), total: page.total, canCreate: page.canCreate, items: page.items };
    };
    expect(await ids("outsider")).toMatchObject({ ids: [published], total: 1, canCreate: false });
    const member = await ids("member");
    expect(member).toMatchObject({ ids: [draft, published], total: 2, canCreate: true });
    expect(member.items.map((i: { status: string; canEdit: boolean }) => [i.status, i.canEdit])).toEqual([
      ["DRAFT", true],
      ["PUBLISH", false],
    ]);
    expect(await ids("manager")).toMatchObject({ ids: [managerDraft, draft, published], total: 3 });
    expect(await ids("admin")).toMatchObject({ ids: [managerDraft, draft, published], total: 3, canCreate: true });
    // Paging by pageNumber and pageSize.
    const second = ok(await a.get("manager", "/articles/find-by-group", { groupId: other, pageNumber: 1, pageSize: 2 }));
    expect(second.items.map((i: { id: number }) => i.id)).toEqual([published]);
    // A draft of another is not found to those who may not see it.
    refused(await a.get("outsider", "/articles/get", { groupId: other, articleId: draft }), t.notFound);
    refused(await a.get("member", "/articles/get", { groupId: other, articleId: managerDraft }), t.notFound);
    ok(await a.get("manager", "/articles/get", { groupId: other, articleId: draft }));
  });

  it("refuses a closed group's articles to outsiders, and an article named under another group", async () => {
    const { open, closed } = a.groups;
    const inClosed = await a.article("member", closed);
    refused(await a.get("outsider", "/articles/find-by-group", { groupId: closed }), CLOSED);
    refused(await a.get("outsider", "/articles/get", { groupId: closed, articleId: inClosed }), CLOSED);
    refused(await a.get("outsider", "/articles/find-for-post", { groupId: closed }), CLOSED);
    ok(await a.get("admin", "/articles/get", { groupId: closed, articleId: inClosed }));
    refused(await a.get("member", "/articles/get", { groupId: open, articleId: inClosed }), t.notFound);
    refused(await a.get("member", "/articles/get", { groupId: open, articleId: 999_999 }), t.notFound);
    refused(await a.get("member", "/articles/find-by-group", { groupId: 999_999 }), GROUP_NOT_FOUND);
    refused(await a.get("member", "/articles/find-by-group", { groupId: "abc" }), groupMessages.notFoundTitle);
  });

  it("lets the author, the group's managers and administrators edit; refuses others and stale saves", async () => {
    const { open } = a.groups;
    const id = await a.article("member", open);
    const edit = (extra: Record<string, unknown> = {}) => ({
      id,
      name: "Полумарафон: итоги",
      contentNewEditor: "<p>Все финишировали.</p>",
      ...extra,
    });
    refused(await a.post("outsider", "/articles/edit", edit()), t.cannotEdit);
    for (const who of ["member", "manager", "admin"] as const) ok(await a.post(who, "/articles/edit", edit({ name: `Правка: ${who}` })));
    const now = ok(await a.get("outsider", "/articles/get", { groupId: open, articleId: id }));
    expect(now).toMatchObject({ name: "Правка: admin", canEdit: false, author: { id: a.people.member.id } });
    refused(await a.post("member", "/articles/edit", edit({ version: now.version - 1 })), t.stale);
    ok(await a.post("member", "/articles/edit", edit({ version: now.version, status: "DRAFT" })));
    // Now a draft of the member's: the outsider no longer sees it at all.
    refused(await a.post("outsider", "/articles/edit", edit()), t.notFound);
    refused(await a.post("member", "/articles/edit", edit({ name: " " })), t.nameRequired);
    refused(await a.post("member", "/articles/edit", edit({ contentNewEditor: "" })), t.contentRequired);
    refused(await a.post("member", "/articles/edit", edit({ id: 999_999 })), t.notFound);
  });

  it("deletes for canEdit only; the article is gone", async () => {
    const { open, closed } = a.groups;
    const byMember = await a.article("member", open);
    const inClosed = await a.article("member", closed);
    refused(await a.post("outsider", "/articles/delete", { id: byMember }), t.cannotEdit);
    refused(await a.post("outsider", "/articles/delete", { id: inClosed }), CLOSED);
    ok(await a.post("member", "/articles/delete", { id: byMember }));
    refused(await a.get("member", "/articles/get", { groupId: open, articleId: byMember }), t.notFound);
    refused(await a.post("member", "/articles/delete", { id: byMember }), t.notFound);
    for (const who of ["manager", "admin"] as const) ok(await a.post(who, "/articles/delete", { id: await a.article("member", open) }));
  });

  it("offers the feed's post form the group's published articles, newest first, and checks an attached one", async () => {
    const { closed, open } = a.groups;
    const older = await a.article("member", closed, { name: "Инвентаризация" });
    const draft = await a.article("member", closed, { name: "Черновик", status: "DRAFT" });
    const newer = await a.article("manager", closed, { name: "Новая выкладка" });
    const list = ok(await a.get("member", "/articles/find-for-post", { groupId: closed })) as { id: number }[];
    expect(list.map((i) => i.id).slice(0, 2)).toEqual([newer, older]);
    expect(list.map((i) => i.id)).not.toContain(draft);
    const svc = portal.services.groupArticles;
    const person = (who: "outsider" | "member") => actingAs(a.people[who].id, [], "access");
    expect(await svc.groupArticleReadable(person("member"), closed, newer)).toBe(true);
    expect(await svc.groupArticleReadable(person("outsider"), closed, newer)).toBe(false);
    expect(await svc.groupArticleReadable(person("member"), closed, draft)).toBe(false);
    expect(await svc.groupArticleReadable(person("member"), open, newer)).toBe(false);
    expect(await svc.groupArticleReadable(person("member"), 999_999, newer)).toBe(false);
    expect(await svc.groupArticleReadable({ kind: "anonymous" }, closed, newer)).toBe(false);
  });

  it("finds published articles in the portal search by another form of their words, only where the reader may read them", async () => {
    const { open, closed } = a.groups;
    const openOne = await a.article("member", open, { name: "Интервальные тренировки", contentNewEditor: "<p>Ёлочка из отрезков</p>" });
    const closedOne = await a.article("member", closed, { name: "Интервальные выкладки", contentNewEditor: "<p>Стеллаж</p>" });
    await a.article("member", open, { name: "Интервальный черновик", status: "DRAFT" });
    // The server delivers the outbox within 2 s of a change; here by hand.
    await portal.outbox.deliver();
    type Item = { id: number; name: string; groupId: number; groupName: string; text: string; target: string; highlight: string };
    const search = async (who: "outsider" | "member" | "admin", query: string) =>
      ok(await a.get(who, "/search-v2/find", { query, indexName: "ARTICLE" })) as { total: number; objects: Item[] };
    const found = async (who: "outsider" | "member" | "admin", query: string) => (await search(who, query)).objects.map((o) => o.id);
    expect(await found("outsider", "интервальн")).toEqual([openOne]);
    expect(await found("member", "интервальн")).toEqual([closedOne, openOne]);
    expect(await found("admin", "интервальн")).toEqual([closedOne, openOne]);
    // Another form of the word: «тренировкам» finds «тренировки», «стеллажами» «Стеллаж»; ё as е.
    expect(await found("outsider", "интервальным тренировкам")).toEqual([openOne]);
    expect(await found("member", "стеллажами")).toEqual([closedOne]);
    expect(await found("outsider", "стеллажами")).toEqual([]);
    expect(await found("member", "елочка")).toEqual([openOne]);
    const [item] = (await search("member", "елочка")).objects;
    expect(item).toMatchObject({
      id: openOne,
      name: "Интервальные тренировки",
      groupId: open,
      groupName: "Бег и ЗОЖ",
      text: "Ёлочка из отрезков",
      target: `/group/${open}/article/${openOne}`,
    });
    expect(item?.highlight).toContain("<mark>");
    ok(await a.post("member", "/articles/delete", { id: openOne }));
    await portal.outbox.deliver();
    expect(await found("member", "елочка")).toEqual([]);
  });

  it("finds a closed group's article for a new member at once, a draft once published, none of a deleted group", async () => {
    const { closed } = a.groups;
    const id = await a.article("manager", closed, { name: "Ревизия холодильников", contentNewEditor: "<p>Морозильные лари</p>" });
    const draft = await a.article("manager", closed, { name: "Ревизия подсобки", contentNewEditor: "<p>Подсобка</p>", status: "DRAFT" });
    await portal.outbox.deliver();
    const found = async (who: "outsider" | "manager", query: string) =>
      (ok(await a.get(who, "/search-v2/find", { query, indexName: "ARTICLE" })) as { objects: { id: number }[] }).objects.map((o) => o.id);
    expect(await found("outsider", "холодильника")).toEqual([]);
    // The outsider asks to join; once a manager accepts she finds it with nothing reindexed (no delivery between).
    ok(await a.post("outsider", "/groups/subscribe", { groupId: closed }));
    const [request] = ok(await a.get("manager", "/groups/requests", { groupId: closed })) as { claimId: number }[];
    ok(await a.post("manager", "/groups/requests/resolve", { claimId: request!.claimId, accept: true }));
    expect(await found("outsider", "холодильника")).toEqual([id]);
    ok(await a.post("outsider", "/groups/unsubscribe", { groupId: closed }));
    expect(await found("outsider", "холодильника")).toEqual([]);
    // A draft, even to the group's manager, until it is published.
    expect(await found("manager", "подсобками")).toEqual([]);
    ok(
      await a.post("manager", "/articles/edit", {
        id: draft,
        name: "Ревизия подсобки",
        contentNewEditor: "<p>Подсобка</p>",
        status: "PUBLISH",
      }),
    );
    await portal.outbox.deliver();
    expect(await found("manager", "подсобками")).toEqual([draft]);
    // The group deleted: its articles go from the index with it.
    const club = (ok(await a.post("manager", "/groups/create", { name: "Клуб садоводов", description: "" })) as { id: number }).id;
    const garden = await a.article("manager", club, { name: "Рассада томатов", contentNewEditor: "<p>Подоконник</p>" });
    await portal.outbox.deliver();
    expect(await found("manager", "томаты")).toEqual([garden]);
    ok(await a.post("manager", "/groups/delete", { id: club, name: "Клуб садоводов" }));
    expect(await found("manager", "томаты")).toEqual([]);
    await portal.outbox.deliver();
    const indexed = await portal.db.kysely
      .selectFrom("search_items")
      .select("object_id")
      .where("index_name", "=", "ARTICLE")
      .where("object_id", "=", garden)
      .execute();
    expect(indexed).toEqual([]);
  });

  it("shows the «Статьи» block on the results pages before «Публикации», each item opening its page", async () => {
    const { open } = a.groups;
    const id = await a.article("member", open, { name: "Скандинавская ходьба", contentNewEditor: "<p>Палки выдаём</p>" });
    const post = (ok(await a.post("member", "/posts/create", { groupId: open, text: "Скандинавская ходьба по средам" })) as { id: number })
      .id;
    await portal.outbox.deliver();
    const page = await portal.services.search.results.all(actingAs(a.people.outsider.id, []), "скандинавской ходьбы");
    expect(page.blocks.map((b) => [b.indexName, b.header, b.total])).toEqual([
      ["ARTICLE", "Статьи", 1],
      ["POST", "Публикации", 1],
    ]);
    expect(page.blocks[0]!.objects).toMatchObject([{ id, title: "Скандинавская ходьба", target: `/group/${open}/article/${id}` }]);
    expect(page.blocks[1]!.objects).toMatchObject([{ id: post, target: `/group/${open}/${post}` }]);
  });
});

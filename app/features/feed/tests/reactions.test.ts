// Likes, views, polls, offers and POST favourites (spec part 2 §4, §7; issue #12 points 7, 8, 12):
// idempotent toggles, parallel requests counted once, a final vote, moderation rights, and what each
// reader may see. SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { type TestServer } from "../../../../tests/helpers/http";
import { ok, refused } from "../../../../tests/helpers/envelope";
import { ru } from "../../../../tests/helpers/ru";
import { type Who, openFeed, type FeedPeople } from "./fixture";

const t = ru.feed;

describe.each(await dialects())("likes, views, polls, offers and favourites on %s", (dialect) => {
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

  const create = async (body: Record<string, unknown>, who: Who = "editor") => ok(await f.post(who, "/posts/create", body));
  const getPost = async (who: Who, id: number) => ok(await f.get(who, "/posts/get", { id }));
  const feedIds = async (who: Who) => (ok(await f.get(who, "/posts/find", { limit: 50 })).content as { id: number }[]).map((p) => p.id);
  const like = (who: Who, postId: unknown, liked: boolean) => f.post(who, "/posts/likes/add-remove", { postId, like: liked });

  it("toggles likes idempotently and lists likers newest first, by keyset", async () => {
    const post = await create({ text: "Нравится?" });
    expect(ok(await like("employee", post.id, true))).toEqual({ hasLike: true, likeCount: 1 });
    expect(ok(await like("employee", post.id, true))).toEqual({ hasLike: true, likeCount: 1 });
    expect(ok(await like("other", post.id, true))).toEqual({ hasLike: true, likeCount: 2 });
    expect(ok(await like("admin", post.id, true))).toEqual({ hasLike: true, likeCount: 3 });
    expect(await getPost("employee", post.id)).toMatchObject({ hasLike: true, likeCount: 3 });
    expect(await getPost("editor", post.id)).toMatchObject({ hasLike: false, likeCount: 3 });
    const list = ok(await f.get("editor", "/posts/likes/list", { id: post.id }));
    expect(list.map((l: { id: number }) => l.id)).toEqual([f.people.admin.id, f.people.other.id, f.people.employee.id]);
    expect(list[0]).toMatchObject({ name: "Анна", surname: "Админова", avatarFile: null });
    const first = ok(await f.get("editor", "/posts/likes/list", { id: post.id, limit: 2 }));
    const rest = ok(await f.get("editor", "/posts/likes/list", { id: post.id, limit: 2, beforeId: first[1].likeId }));
    expect([...first, ...rest]).toEqual(list);
    expect(ok(await like("other", post.id, false))).toEqual({ hasLike: false, likeCount: 2 });
    expect(ok(await like("other", post.id, false))).toEqual({ hasLike: false, likeCount: 2 });
    refused(await like("employee", 999999, true), t.postNotFound);
    refused(await like("employee", "x", true), t.postNotFound);
    refused(await f.get("employee", "/posts/likes/list", { id: 999999 }), t.postNotFound);
  });

  it("counts parallel likes and views of one person once", async () => {
    const post = await create({ text: "Гонка" });
    await Promise.all(Array.from({ length: 12 }, () => like("employee", post.id, true)));
    await Promise.all(Array.from({ length: 12 }, () => f.post("employee", "/posts/views/add", { postId: post.id })));
    await Promise.all([
      like("other", post.id, true),
      like("admin", post.id, true),
      f.post("other", "/posts/views/add", { postId: post.id }),
    ]);
    expect(await getPost("employee", post.id)).toMatchObject({ likeCount: 3, hasLike: true, viewsCount: 2, view: true });
    const rows = await portal.db.kysely.selectFrom("post_likes").select("user_id").where("post_id", "=", post.id).execute();
    expect(rows).toHaveLength(3);
  });

  it("counts a first view only, on published posts the reader sees", async () => {
    const post = await create({ text: "Посмотри" });
    expect(await getPost("other", post.id)).toMatchObject({ view: false, viewsCount: 0 });
    expect(ok(await f.post("other", "/posts/views/add", { postId: post.id }))).toEqual({ view: true, viewsCount: 1 });
    expect(ok(await f.post("other", "/posts/views/add", { postId: post.id }))).toEqual({ view: true, viewsCount: 1 });
    const deferred = ok(await f.post("editor", "/posts/delayed/create", { text: "Позже", plannedPublishDate: "2026-12-01T10:00" }));
    refused(await f.post("other", "/posts/views/add", { postId: deferred.id }), t.postNotFound);
    refused(await f.post("other", "/posts/views/add", { postId: "1e3" }), t.postNotFound);
    ok(await f.post("editor", "/posts/delete", { id: post.id }));
    refused(await f.post("other", "/posts/views/add", { postId: post.id }), t.postNotFound);
    refused(await like("editor", post.id, true), t.postNotFound);
  });

  it("takes one final vote per person, one answer unless multiple, and counts parallel votes once", async () => {
    const single = await create({ createPollRequest: { question: "Обед?", answers: ["12:00", "13:00", "14:00"] } });
    const answer = (who: Who, numbers: unknown, pollId = single.pollId) => f.post(who, "/poll/answer", { pollId, numbers });
    refused(await answer("employee", [0, 1]), t.chooseOne);
    refused(await answer("employee", []), t.chooseOne);
    refused(await answer("employee", [3]), t.answerUnknown);
    refused(await answer("employee", ["x"]), t.answerUnknown);
    refused(await answer("employee", [0], 999999), t.pollNotFound);
    refused(await answer("employee", [0], "abc"), t.pollNotFound);
    const voted = ok(await answer("employee", [1]));
    expect(voted).toMatchObject({ totalCount: 1, response: [1] });
    expect(voted.answerResponses).toEqual([
      { idx: 0, quantity: 0, isResponse: false },
      { idx: 1, quantity: 1, isResponse: true },
      { idx: 2, quantity: 0, isResponse: false },
    ]);
    refused(await answer("employee", [2]), t.alreadyVoted);
    const calls = await Promise.all(Array.from({ length: 10 }, () => answer("other", [2])));
    expect(calls.filter((c) => c.envelope.responseCode === 0)).toHaveLength(1);
    for (const c of calls.filter((x) => x.envelope.responseCode !== 0)) refused(c, t.alreadyVoted);
    const poll = ok(await f.get("admin", "/poll/get", { id: single.pollId }));
    expect(poll).toMatchObject({ totalCount: 2, response: null });
    expect(poll.answerResponses.map((a: { quantity: number }) => a.quantity)).toEqual([0, 1, 1]);
    expect((await getPost("employee", single.id)).poll.response).toEqual([1]);

    const multiple = await create({ createPollRequest: { question: "Что нужно?", answers: ["Кофе", "Чай", "Вода"], multiple: true } });
    refused(await answer("employee", [], multiple.pollId), t.chooseAnswers);
    expect(ok(await answer("employee", [0, 2, 2], multiple.pollId))).toMatchObject({ totalCount: 1, response: [0, 2] });
  });

  it("hides polls of posts the reader does not see", async () => {
    const deferred = ok(
      await f.post("editor", "/posts/delayed/create", {
        plannedPublishDate: "2026-12-01T10:00",
        createPollRequest: { question: "Q", answers: ["a", "b"] },
      }),
    );
    refused(await f.get("employee", "/poll/get", { id: deferred.pollId }), t.pollNotFound);
    refused(await f.post("employee", "/poll/answer", { pollId: deferred.pollId, numbers: [0] }), t.pollNotFound);
    expect(ok(await f.get("editor", "/poll/get", { id: deferred.pollId })).id).toBe(deferred.pollId);
    // Not yet published: nobody votes.
    refused(await f.post("editor", "/poll/answer", { pollId: deferred.pollId, numbers: [0] }), t.pollNotFound);
  });

  it("keeps offers out of the feed until a news editor publishes them under their author, or rejects them with a reason", async () => {
    const offer = ok(await f.post("employee", "/posts/offer-post", { text: "Предлагаю субботник", groupId: null }));
    expect(offer).toMatchObject({ status: "OFFERED", author: { id: f.people.employee.id }, canEdit: true, canPin: false });
    refused(await f.post("employee", "/posts/offer-post", { text: " " }), t.empty);
    refused(await f.post("employee", "/posts/offer-post", { text: "x", groupId: 3 }), t.groupNotFound);
    for (const who of ["employee", "editor", "other"] as const) expect(await feedIds(who)).not.toContain(offer.id);
    refused(await f.get("other", "/posts/get", { id: offer.id }), t.postNotFound);
    const offersOf = async (who: Who) => (ok(await f.get(who, "/posts/offers")) as { id: number }[]).map((p) => p.id);
    expect(await offersOf("employee")).toContain(offer.id);
    expect(await offersOf("editor")).toContain(offer.id);
    expect(await offersOf("other")).not.toContain(offer.id);

    refused(await f.post("employee", "/posts/offers/publish", { id: offer.id }), t.moderateForbidden);
    refused(await f.post("other", "/posts/offers/reject", { id: offer.id, reason: "Нет" }), t.moderateForbidden);
    refused(await f.post("editor", "/posts/offers/reject", { id: offer.id, reason: "  " }), t.rejectReasonRequired);
    refused(await f.post("editor", "/posts/offers/publish", { id: 999999 }), t.notAnOffer);
    portal.clock.advance(60_000);
    const published = ok(await f.post("editor", "/posts/offers/publish", { id: offer.id }));
    expect(published).toMatchObject({
      status: "PUBLISHED",
      author: { id: f.people.employee.id },
      publishDate: portal.clock.now().toISOString(),
    });
    refused(await f.post("admin", "/posts/offers/publish", { id: offer.id }), t.offerDecided);
    refused(await f.post("admin", "/posts/offers/publish", { id: (await create({ text: "Не предложение" })).id }), t.notAnOffer);
    const withdrawn = ok(await f.post("employee", "/posts/offer-post", { text: "Передумал" }));
    ok(await f.post("employee", "/posts/delete", { id: withdrawn.id }));
    refused(await f.post("editor", "/posts/offers/publish", { id: withdrawn.id }), t.notAnOffer);
    expect(await feedIds("other")).toContain(offer.id);

    const second = ok(await f.post("employee", "/posts/offer-post", { text: "Фотоконкурс" }));
    const rejected = ok(await f.post("admin", "/posts/offers/reject", { id: second.id, reason: " Уже было " }));
    expect(rejected).toMatchObject({ status: "REJECTED", rejectReason: "Уже было", canEdit: false });
    refused(await f.post("editor", "/posts/offers/publish", { id: second.id }), t.offerDecided);
    expect(await offersOf("employee")).toContain(second.id);
    expect(await offersOf("editor")).not.toContain(second.id);
    expect(await feedIds("employee")).not.toContain(second.id);
    const events = await portal.db.kysely.selectFrom("events").select("payload").where("type", "=", "POST_OFFER_DECIDED").execute();
    expect(events.map((e) => JSON.parse(e.payload))).toEqual([
      { postId: offer.id, authorId: f.people.employee.id, accepted: true, reason: null },
      { postId: second.id, authorId: f.people.employee.id, accepted: false, reason: "Уже было" },
    ]);
    // The moderators' decisions are in the audit log, by who made them (issue #32); refused ones are not.
    const audit = await portal.db.kysely
      .selectFrom("audit_log")
      .select(["action", "entity_id", "actor_id", "after"])
      .where("entity", "=", "POST")
      .orderBy("id")
      .execute();
    expect(audit).toEqual([
      {
        action: "POST_OFFER_PUBLISH",
        entity_id: String(offer.id),
        actor_id: f.people.editor.id,
        after: '{"status":"PUBLISHED","reason":null}',
      },
      {
        action: "POST_OFFER_REJECT",
        entity_id: String(second.id),
        actor_id: f.people.admin.id,
        after: '{"status":"REJECTED","reason":"Уже было"}',
      },
    ]);
    // The author is told, with a link to the post.
    await portal.outbox.deliver();
    const bell = ok(await f.get("employee", "/notifications-v2/list", { pageNumber: 0, pageSize: 20 }));
    expect(bell.map((n: { type: string; text: string; variables: unknown }) => [n.type, n.text, n.variables])).toEqual([
      ["POST_OFFER", "Ваша новость {post} отклонена: Уже было", [{ text: "Фотоконкурс", objectId: second.id }]],
      ["POST_OFFER", "Ваша новость {post} опубликована", [{ text: "Предлагаю субботник", objectId: offer.id }]],
    ]);
    expect(
      portal.services.notifications.linkOf({ type: "POST_OFFER", variables: [{ text: "x", objectId: offer.id }] }, f.people.employee.id),
    ).toBe(`/news/${offer.id}`);
  });

  it("serves a post's files to those who may open the post only", async () => {
    const image = await f.upload("editor", "image");
    const deferred = ok(await f.post("editor", "/posts/delayed/create", { imageIds: [image], plannedPublishDate: "2026-12-01T10:00" }));
    const download = (who: Who | null) =>
      fetch(`${server.url}${deferred.imageList[0].filePath}`, { headers: who ? { Authorization: `Bearer ${f.tokens[who]}` } : {} });
    expect((await download("editor")).status).toBe(200);
    expect((await download("admin")).status).toBe(200);
    expect((await download("other")).status).toBe(404);
    expect((await download(null)).status).toBe(401);
    await portal.services.feed.publishDue(new Date("2026-12-01T08:00:00Z"));
    expect((await download("other")).status).toBe(200);
  });

  it("stars posts as POST favourites the reader may see", async () => {
    const post = await create({ text: "В избранное" });
    ok(await f.post("employee", "/favorite/update", { type: "POST", objectId: post.id, favorite: true }));
    expect((await getPost("employee", post.id)).favorite).toBe(true);
    expect((await getPost("other", post.id)).favorite).toBe(false);
    const list = ok(await f.get("employee", "/favorite/list", { type: "POST" }));
    expect(JSON.stringify(list)).toContain(`"id":${post.id}`);
    const deferred = ok(await f.post("editor", "/posts/delayed/create", { text: "Скрыто", plannedPublishDate: "2026-12-01T10:00" }));
    refused(await f.post("employee", "/favorite/update", { type: "POST", objectId: deferred.id, favorite: true }), t.postNotFound);
    ok(await f.post("employee", "/favorite/update", { type: "POST", objectId: post.id, favorite: false }));
    expect((await getPost("employee", post.id)).favorite).toBe(false);
  });
});

// Mentoring on SQLite and PostgreSQL through the /api: offers with topics and the filter by topic, requests (not
// to oneself, once per mentor, within the mentor's capacity), who answers, records meetings and closes (the
// mentor, the mentee; no other person), HR's list of every pair, the notifications of a request and its answers,
// the Russian refusals of bad input, and the mentors' list in the same statements for 10 mentors as for 100.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actingAs } from "~/platform/actor";
import { createPerson, createTestPortal, dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { ok, refused, unauthorized } from "../../../../tests/helpers/envelope";
import { signedInPeople } from "../../../../tests/helpers/people";
import { isOutboxStatement } from "../../../../tests/helpers/statements";
import { messages as t } from "../messages";
import { serverMessages as r } from "../messages.server";
import { ROLE_MENTORING_HR } from "../policy";
import type { MentorsPage, MyMentoring, PairsPage } from "../server/model";

const PASSWORD = "mentoring-test-1";

describe.each(await dialects())("mentoring on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let counting = false;
  let queries = 0;
  let w: Awaited<ReturnType<typeof signedInPeople<"mentor" | "mentee" | "other" | "hr">>>;

  beforeAll(async () => {
    // The outbox's and the push deliveries' statements run in the background, whenever they are kicked.
    portal = await createTestPortal(dialect, { onQuery: (sql) => void (counting && !isOutboxStatement(sql) && queries++) });
    server = await startTestServer(portal);
    w = await signedInPeople(
      portal,
      server,
      {
        mentor: { name: "Вера", surname: "Наставникова" },
        mentee: { name: "Никита", surname: "Новичков" },
        other: { name: "Семён", surname: "Соседов" },
        hr: { name: "Галина", surname: "Кадрова", roles: [ROLE_MENTORING_HR] },
      },
      PASSWORD,
    );
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  const offer = { about: "Помогу с продажами", topics: "Продажи, Работа с кассой, продажи", capacity: 1, accepting: "on" };
  const told = async (userId: number) => {
    await portal.outbox.deliver();
    return (await portal.db.kysely.selectFrom("notifications").select("type").where("user_id", "=", userId).orderBy("id").execute()).map(
      (n) => n.type,
    );
  };

  it("takes an offer with its topics, filters by topic, and refuses bad input storing nothing", async () => {
    unauthorized(await w.get(null, "/mentoring/mentors"));
    refused(await w.post("mentor", "/mentoring/offer", { ...offer, about: " " }), t.aboutRequired);
    refused(await w.post("mentor", "/mentoring/offer", { ...offer, topics: " , " }), t.topicsRequired);
    refused(await w.post("mentor", "/mentoring/offer", { ...offer, topics: "Т".repeat(41) }), t.topicsInvalid);
    refused(await w.post("mentor", "/mentoring/offer", { ...offer, capacity: 0 }), t.capacityInvalid);
    expect((ok(await w.get("mentee", "/mentoring/mentors")) as MentorsPage).mentors).toEqual([]);
    ok(await w.post("mentor", "/mentoring/offer", offer));
    expect(ok(await w.get("mentee", "/mentoring/topics"))).toEqual(["Продажи", "Работа с кассой"]);
    const found = ok(await w.get("mentee", "/mentoring/mentors", { topic: "ПРОДАЖИ" })) as MentorsPage;
    expect(found.mentors).toMatchObject([
      { name: "Наставникова Вера", topics: ["Продажи", "Работа с кассой"], capacity: 1, busy: 0, accepting: true, mine: null },
    ]);
    expect((ok(await w.get("mentee", "/mentoring/mentors", { topic: "Логистика" })) as MentorsPage).mentors).toEqual([]);
  });

  it("lets a newcomer ask, the mentor alone answer, the pair meet and close; each side is told", async () => {
    const mentorId = w.people.mentor.id;
    refused(await w.post("mentor", "/mentoring/request", { mentorId, message: "Себе" }), r.selfRequest);
    refused(await w.post("mentee", "/mentoring/request", { mentorId, message: " " }), t.messageRequired);
    refused(await w.post("mentee", "/mentoring/request", { mentorId: w.people.other.id, message: "Помогите" }), r.mentorNotFound);
    const { pairId } = ok(await w.post("mentee", "/mentoring/request", { mentorId, message: "Хочу научиться продавать" })) as {
      pairId: number;
    };
    refused(await w.post("mentee", "/mentoring/request", { mentorId, message: "Ещё раз" }), r.alreadyAsked);
    // Only the mentor answers; nobody but the two records a meeting or closes.
    for (const who of ["mentee", "other", "hr"] as const) refused(await w.post(who, "/mentoring/accept", { pairId }), r.notMentor);
    refused(await w.post("mentee", "/mentoring/meeting", { pairId, heldOn: "01.12.2026" }), r.notActive);
    ok(await w.post("mentor", "/mentoring/accept", { pairId }));
    refused(await w.post("mentor", "/mentoring/decline", { pairId }), r.notPending);
    // The only place is taken: another newcomer is refused, and the capacity cannot drop below the pairs.
    refused(await w.post("other", "/mentoring/request", { mentorId, message: "И мне" }), r.full);
    refused(await w.post("mentor", "/mentoring/offer", { ...offer, capacity: "0" }), t.capacityInvalid);

    refused(await w.post("other", "/mentoring/meeting", { pairId, heldOn: "01.12.2026" }), r.notInPair);
    refused(await w.post("hr", "/mentoring/close", { pairId }), r.notInPair);
    refused(await w.post("mentee", "/mentoring/meeting", { pairId, heldOn: "31.11.2026" }), t.heldOnInvalid);
    ok(await w.post("mentee", "/mentoring/meeting", { pairId, heldOn: "01.12.2026", notes: "Разобрали скрипт продаж" }));
    ok(await w.post("mentor", "/mentoring/meeting", { pairId, heldOn: "2026-12-05" }));
    const mine = ok(await w.get("mentee", "/mentoring/mine")) as MyMentoring;
    expect(mine.offer).toBeNull();
    expect(mine.pairs).toMatchObject([
      {
        id: pairId,
        status: "ACCEPTED",
        mentor: { name: "Наставникова Вера" },
        meetings: [{ heldOn: "2026-12-01", notes: "Разобрали скрипт продаж" }, { heldOn: "2026-12-05" }],
      },
    ]);
    ok(await w.post("mentee", "/mentoring/close", { pairId }));
    refused(await w.post("mentor", "/mentoring/close", { pairId }), r.notActive);

    // A second request is declined.
    const second = ok(await w.post("other", "/mentoring/request", { mentorId, message: "Теперь место свободно?" })) as { pairId: number };
    ok(await w.post("mentor", "/mentoring/decline", { pairId: second.pairId }));
    expect(await told(mentorId)).toEqual(["MENTORING_REQUEST_NEW", "MENTORING_REQUEST_NEW"]);
    expect(await told(w.people.mentee.id)).toEqual(["MENTORING_REQUEST_ACCEPTED"]);
    expect(await told(w.people.other.id)).toEqual(["MENTORING_REQUEST_DECLINED"]);

    refused(await w.get("mentee", "/mentoring/pairs"), r.hrOnly);
    const all = ok(await w.get("hr", "/mentoring/pairs")) as PairsPage;
    expect(all.pairs).toMatchObject([
      { mentor: "Наставникова Вера", mentee: "Соседов Семён", status: "DECLINED", meetings: 0 },
      { mentor: "Наставникова Вера", mentee: "Новичков Никита", status: "CLOSED", meetings: 2 },
    ]);
  });

  it("lists mentors in keyset pages, in the same statements for 10 mentors as for 100", async () => {
    const m = portal.services.mentoring.mentors;
    const reader = actingAs(w.people.mentee.id);
    const enlist = async (n: number, from: number) => {
      for (let i = 0; i < n; i++) {
        const p = await createPerson(portal, { name: "Эксперт", surname: `Опытов${String(from + i).padStart(3, "0")}` });
        await m.saveOffer(actingAs(p.id), { ...offer, topics: "Продажи" });
      }
    };
    const count = async () => {
      await portal.outbox.deliver();
      queries = 0;
      counting = true;
      const page = await m.list(reader, { topic: "продажи" });
      counting = false;
      return { queries, page };
    };
    await enlist(9, 0);
    const ten = await count();
    expect(ten.page.mentors).toHaveLength(10);
    await enlist(90, 9);
    const hundred = await count();
    expect(hundred.page.mentors).toHaveLength(20);
    expect(hundred.queries).toBe(ten.queries);
    const seen: number[] = [];
    let after: number | undefined;
    do {
      const page: MentorsPage = await m.list(reader, { topic: "продажи", after });
      seen.push(...page.mentors.map((x) => x.userId));
      after = page.next ?? undefined;
    } while (after !== undefined);
    expect(new Set(seen).size).toBe(100);
  });
});

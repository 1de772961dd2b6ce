// The vacancies' demo (issue #15 point 11) as a fresh `npm start` shows it, read through the /api calls:
// 60 vacancies by the demo editor, 25 in Вологда (21 PUBLIC over three list pages, 4 archived), 12 archived,
// 5 hot, every salary mode, real positions over every sector and level; the demo employee's reply in work
// and her recommendation waiting; one vacancy with 40 replies of 40 people, two pages of its handlers'
// list. SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "~/portal/seed.server";
import { createTestPortal, dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { api, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { ok } from "../../../../tests/helpers/envelope";
import type { Vacancy, VacancyPage, VacancyReplyPage } from "../model";

const EDITOR = "9000000002";
const EMPLOYEE = "9000000003";

describe.each(await dialects())("the vacancies' demo on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    portal = await createTestPortal(dialect, { seedDemo: true });
    server = await startTestServer(portal);
    for (const phone of [EDITOR, EMPLOYEE]) {
      const signedIn = ok(await api(server, "POST", "/login", { body: { username: phone, password: DEMO_PASSWORD } }));
      tokens[phone] = signedIn.accessToken;
    }
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  const get = async (phone: string, path: string, query: Record<string, string | number | boolean> = {}) =>
    ok(
      await api(server, "GET", path, {
        token: tokens[phone],
        query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      }),
    );
  const list = (phone: string, query: Record<string, string | number | boolean>) =>
    get(phone, "/vacancies/list", query) as Promise<VacancyPage>;
  const userId = async (phone: string) =>
    (await portal.db.kysely.selectFrom("users").select("id").where("phone", "=", phone).executeTakeFirstOrThrow()).id;

  /** Every vacancy of every city, PUBLIC and archived, as the editor reads them. */
  const everything = async (): Promise<Vacancy[]> => {
    const all: Vacancy[] = [];
    for (const city of (await get(EDITOR, "/vacancies/cities")) as { id: number }[]) {
      for (const state of ["PUBLIC", "ARCHIVE"]) {
        const page = await list(EDITOR, { cityId: city.id, state, pageSize: 50 });
        expect(page.last).toBe(true);
        all.push(...page.content);
      }
    }
    return all;
  };

  it("shows an employee Вологда's 21 open vacancies over three pages, the hot ones first", async () => {
    const pages = [];
    for (const pageNumber of [0, 1, 2]) pages.push(await list(EMPLOYEE, { pageNumber }));
    expect(pages.map((p) => p.content.length)).toEqual([10, 10, 1]);
    expect(pages.map((p) => p.last)).toEqual([false, false, true]);
    expect(pages[0]!.total).toBe(21);
    const cards = pages.flatMap((p) => p.content);
    expect(cards.every((v) => v.cityId === 1 && v.city.name === "Вологда" && v.state === "PUBLIC")).toBe(true);
    expect(cards.map((v) => v.hot)).toEqual([true, true, true, ...new Array(18).fill(false)]);
    const rest = cards.slice(3).map((v) => v.publishDate);
    expect(rest).toEqual([...rest].sort().reverse());
    // The employee sees no counters of views.
    expect(cards.every((v) => v.viewsCount === null)).toBe(true);
    const archived = await list(EDITOR, { state: "ARCHIVE" });
    expect(archived.total).toBe(4);
  });

  it("holds 60 vacancies by the editor: 25 in Вологда, 12 archived, 5 hot, every salary mode, sector and level", async () => {
    const all = await everything();
    expect(all).toHaveLength(60);
    expect(new Set(all.map((v) => v.id)).size).toBe(60);
    expect(all.filter((v) => v.cityId === 1)).toHaveLength(25);
    expect(all.filter((v) => v.state === "ARCHIVE")).toHaveLength(12);
    expect(all.filter((v) => v.hot)).toHaveLength(5);
    expect(all.filter((v) => v.hot && v.state === "ARCHIVE")).toHaveLength(0);
    expect(new Set(all.map((v) => v.city.name)).size).toBeGreaterThanOrEqual(6);
    const editor = await userId(EDITOR);
    expect(all.every((v) => v.authorId === editor)).toBe(true);
    // Salary modes: one wage, a range, by interview results.
    expect(all.filter((v) => v.wage !== null && v.wage2 === null).length).toBeGreaterThan(0);
    expect(all.filter((v) => v.wage !== null && v.wage2 !== null && Number(v.wage2) > Number(v.wage)).length).toBeGreaterThan(0);
    expect(all.filter((v) => v.wage === null && v.wage2 === null).length).toBeGreaterThan(0);
    expect(new Set(all.map((v) => v.sector))).toEqual(new Set(["RETAIL", "WHOLESALE", "OTHER"]));
    expect(new Set(all.map((v) => v.level))).toEqual(new Set(["CHIEF", "SPECIALIST", "EXECUTOR"]));
    const positions = new Set(all.map((v) => v.position));
    for (const position of [
      "Продавец-консультант",
      "Директор магазина",
      "Менеджер по оптовым продажам",
      "Кладовщик",
      "Кассир",
      "Товаровед",
    ])
      expect(positions).toContain(position);
    for (const v of all) {
      expect(v.responsibility.length, v.position).toBeGreaterThan(100);
      expect(v.requirements.length, v.position).toBeGreaterThan(50);
      // Contacts are employees of the directory (department heads), with a name and a position.
      expect(v.contact.surname, v.position).toMatch(/^[А-ЯЁ]/);
      expect(v.contact.position).toBeTruthy();
    }
    // Publish dates spread over months; the editor sees views.
    const days = all.map((v) => new Date(v.publishDate).getTime() / 86_400_000);
    expect(Math.max(...days) - Math.min(...days)).toBeGreaterThan(60);
    expect(all.filter((v) => (v.viewsCount ?? 0) > 0).length).toBe(60);
  });

  it("is indexed by the portal search at the first start: its PUBLIC vacancies, not the archived ones", async () => {
    const db = portal.db.kysely;
    const indexed = await db
      .selectFrom("search_items")
      .select("object_id")
      .where("index_name", "=", "VACANCY")
      .orderBy("object_id")
      .execute();
    const published = await db.selectFrom("vacancies").select("id").where("state", "=", "PUBLIC").orderBy("id").execute();
    expect(published).toHaveLength(48);
    expect(indexed.map((r) => r.object_id)).toEqual(published.map((r) => r.id));
    // Another form of the word finds them (an editor too sees no archived one).
    const found = (await get(EDITOR, "/search-v2/find", { query: "кассира", indexName: "VACANCY" })) as {
      total: number;
      objects: { id: number; target: string }[];
    };
    expect(found.total).toBeGreaterThan(0);
    for (const { id, target } of found.objects) {
      expect(((await get(EDITOR, "/vacancies/get", { id })) as Vacancy).state).toBe("PUBLIC");
      expect(target).toBe(`/vacancies/${id}`);
    }
  });

  it("gives the demo employee a reply in work and a recommendation waiting", async () => {
    const employee = await userId(EMPLOYEE);
    const hers = await portal.db.kysely
      .selectFrom("vacancy_replies")
      .select(["vacancy_id", "mode"])
      .where("user_id", "=", employee)
      .orderBy("id")
      .execute();
    expect(hers.map((r) => r.mode)).toEqual(["SELF", "RECOMMEND"]);
    const replied = (await get(EMPLOYEE, "/vacancies/get", { id: hers[0]!.vacancy_id })) as Vacancy;
    expect(replied.myReply).toMatchObject({ mode: "SELF", status: "IN_WORK", statusName: "На рассмотрении" });
    expect(replied.myRecommendation).toBeNull();
    const recommended = (await get(EMPLOYEE, "/vacancies/get", { id: hers[1]!.vacancy_id })) as Vacancy;
    expect(recommended.myRecommendation).toMatchObject({ mode: "RECOMMEND", status: "NEW", fullName: "Соколова Екатерина Андреевна" });
    expect(recommended.myReply).toBeNull();
  });

  it("has one vacancy with 40 replies of 40 people, two pages for its handlers, some taken further", async () => {
    const all = await everything();
    const crowded = all.reduce((a, b) => ((b.replyCount ?? 0) > (a.replyCount ?? 0) ? b : a));
    expect(crowded).toMatchObject({ replyCount: 40, state: "PUBLIC", cityId: 1, position: "Продавец-консультант", hot: true });
    expect(all.filter((v) => (v.replyCount ?? 0) >= 40)).toHaveLength(1);
    const first = (await get(EDITOR, "/vacancies/replies", { vacancyId: crowded.id })) as VacancyReplyPage;
    expect(first.total).toBe(40);
    expect(first.content).toHaveLength(20);
    expect(first.next).not.toBeNull();
    const second = (await get(EDITOR, "/vacancies/replies", { vacancyId: crowded.id, after: first.next! })) as VacancyReplyPage;
    expect(second.content).toHaveLength(20);
    expect(second.next).toBeNull();
    const replies = [...first.content, ...second.content];
    expect(new Set(replies.map((r) => r.sender.id)).size).toBe(40);
    expect(replies.every((r) => r.mode === "SELF" && /^\+7\d{10}$/.test(r.telephone))).toBe(true);
    expect(new Set(replies.map((r) => r.status))).toEqual(new Set(["NEW", "IN_WORK", "INTERVIEW", "REJECTED"]));
    // Filed over the last days: the oldest still waiting are past the 5-day review.
    expect(replies.some((r) => r.overdue)).toBe(true);
    expect(replies.some((r) => r.status === "NEW" && !r.overdue)).toBe(true);
  });
});

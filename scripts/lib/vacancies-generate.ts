// The vacancies' large data set (issue #15 "Scale and speed"): at scale 1, 20,000 vacancies over 40 cities
// (Вологда 30 %; 15 % of the vacancies PUBLIC, the rest archived: a portal's history), 200,000 replies and
// recommendations by 10,000 employees, each a claim as the claims engine files it (claims row, handlers
// resolved as VACANCY_REPLY's: the contact, the author and the vacancy editors, never the sender; its
// history and status history) with its vacancy_replies row (open_key while open); one PUBLIC Вологда
// vacancy holds 5,000 of them; 500,000 views. reply_count and views_count are the rows written.
// Deterministic (a seeded generator) apart from "now". Written on top of the demo through bulkInsert; no
// outbox events or notifications (a generated past notifies no one).
import { sql } from "kysely";
import type { Portal } from "../../app/portal/open.server";
import { VACANCY_TEXTS } from "../../app/features/vacancies/seed-texts.server";
import { seededRandom } from "../../app/shared/random";
import { demoNames } from "../../app/features/contacts/index.server";
import { bulkInsert, int, stepLogger, text, type Value } from "./bulk-insert";
import { addGeneratedPeople } from "./generated-people";
import { spread } from "./feed-generate";
import * as words from "./feed-content";

export interface VacanciesSizes {
  users: number;
  vacancies: number;
  cities: number;
  replies: number;
  /** Replies of the crowded vacancy. */
  crowded: number;
  views: number;
}

export function vacanciesSizes(scale: number): VacanciesSizes {
  const n = (full: number, floor: number) => Math.max(floor, Math.round(full * scale));
  const users = n(10_000, 100);
  return {
    users,
    vacancies: n(20_000, 100),
    cities: 40,
    replies: n(200_000, 500),
    crowded: Math.min(users, n(5_000, 50)),
    views: n(500_000, 1_000),
  };
}

export interface VacanciesReport {
  sizes: VacanciesSizes;
  /** The PUBLIC Вологда vacancy with the most replies. */
  crowdedVacancyId: number;
  rows: { vacancies: number; claims: number; handlers: number; history: number; replies: number; views: number };
  ms: number;
}

/** The phone of the n-th generated person of this set: 93 and 8 digits (groups 94…, tests 95…, claims 96…, feed 97…). */
export const vacanciesPersonPhone = (n: number) => `93${String(n).padStart(8, "0")}`;

const DAY = 24 * 3600_000;
const VOLOGDA_SHARE = 0.3;
const PUBLIC_SHARE = 0.15;
/** The 31 cities added to 0022's nine, for 40. */
const MORE_CITIES = [
  "Архангельск", "Астрахань", "Барнаул", "Белгород", "Владимир", "Воронеж", "Иваново", "Ижевск", "Калининград",
  "Калуга", "Кемерово", "Киров", "Кострома", "Краснодар", "Красноярск", "Курск", "Липецк", "Мурманск",
  "Нижний Новгород", "Новгород Великий", "Омск", "Пермь", "Петрозаводск", "Псков", "Ростов-на-Дону", "Рязань",
  "Самара", "Саратов", "Смоленск", "Тверь", "Тула",
]; // prettier-ignore

/** Where a reply ends up: the moves from NEW (by a handler, CANCELLED by its sender). */
const OPEN_PATHS = [[], ["IN_WORK"], ["INTERVIEW"], ["IN_WORK", "INTERVIEW"]];
const CLOSED_PATHS = [["IN_WORK", "COMPLETED"], ["REJECTED"], ["IN_WORK", "REJECTED"], ["CANCELLED"]];
const OPEN = new Set(["NEW", "IN_WORK", "INTERVIEW"]);
const REFUSAL = "Спасибо за отклик! Сейчас мы выбрали другого кандидата.";

export async function generateVacancies(
  portal: Portal,
  options: { scale: number; log?: (line: string) => void; now?: Date },
): Promise<VacanciesReport> {
  const { db } = portal;
  const log = options.log ?? (() => {});
  const sizes = vacanciesSizes(options.scale);
  const rnd = seededRandom(20261515);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const now = (options.now ?? new Date()).getTime();
  const iso = (ms: number) => new Date(Math.min(ms, now)).toISOString();
  const started = performance.now();
  const step = stepLogger(log);

  // People: the directory's first, generated ones up to `users`.
  const existing = await db.kysely
    .selectFrom("users")
    .select(["id", "name", "surname", "middlename", "phone", "email"])
    .where("blocked", "=", 0)
    .orderBy("id")
    .limit(sizes.users)
    .execute();
  const missing = sizes.users - existing.length;
  const start = (await db.kysely.selectFrom("users").select("id").where("phone", "like", "93%").execute()).length;
  const added = await addGeneratedPeople(db, {
    count: missing,
    phoneOf: (i) => vacanciesPersonPhone(start + i),
    rnd,
    joined: iso(now - 2 * 365 * DAY),
    positions: words.POSITIONS,
  });
  step("people added", added.length);
  const users = [
    ...existing.map((u) => ({ id: u.id, fullName: `${u.surname} ${u.name} ${u.middlename ?? ""}`.trim(), phone: u.phone, email: u.email })),
    ...added.map((p) => ({ id: p.id, fullName: `${p.surname} ${p.name} ${p.middlename}`, phone: p.phone, email: null as string | null })),
  ];
  const U = users.length;

  // Cities up to 40 (0022 has nine; Вологда is 1).
  await db.kysely
    .insertInto("vacancy_cities")
    .values(MORE_CITIES.map((name) => ({ name })))
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const cityIds = (await db.kysely.selectFrom("vacancy_cities").select("id").orderBy("id").execute()).map((c) => c.id);
  const others = cityIds.filter((id) => id !== 1).slice(0, sizes.cities - 1);

  // Departments, editors (the authors, and handlers of every reply).
  let departments = (await db.kysely.selectFrom("departments").select("id").orderBy("id").execute()).map((d) => d.id);
  if (departments.length === 0) {
    const row = await db.kysely
      .insertInto("departments")
      .values({ name: "Филиал", city: "Вологда", sort: 0 })
      .returning("id")
      .executeTakeFirstOrThrow();
    departments = [row.id];
  }
  const editors = (
    await db.kysely
      .selectFrom("user_roles")
      .innerJoin("users", "users.id", "user_roles.user_id")
      .select("user_roles.user_id")
      .distinct()
      .where("user_roles.role", "=", "ROLE_EDIT_VACANCY_CLAIM")
      .where("users.blocked", "=", 0)
      .orderBy("user_roles.user_id")
      .execute()
  ).map((e) => e.user_id);

  // Vacancies, planned with their counts first so reply_count and views_count are the rows written.
  const V = sizes.vacancies;
  const vacancies = Array.from({ length: V }, (_, i) => {
    const crowded = i === 0;
    const isPublic = crowded || rnd() < PUBLIC_SHARE;
    const r = rnd();
    const t = VACANCY_TEXTS[Math.floor(rnd() * VACANCY_TEXTS.length)]!;
    const wage = t.wage + Math.round(rnd() * 20) * 1_000;
    return {
      city: crowded || rnd() < VOLOGDA_SHARE ? 1 : pick(others),
      state: isPublic ? "PUBLIC" : "ARCHIVE",
      text: t,
      sector: r < 0.6 ? "RETAIL" : r < 0.85 ? "WHOLESALE" : "OTHER",
      level: ((x) => (x < 0.6 ? "EXECUTOR" : x < 0.9 ? "SPECIALIST" : "CHIEF"))(rnd()),
      hot: isPublic && !crowded && rnd() < 0.05,
      wage: i % 3 === 2 ? null : String(wage),
      wage2: i % 3 === 1 ? String(wage + 20_000) : null,
      published: isPublic ? now - Math.floor(rnd() * 90 * DAY) : now - 90 * DAY - Math.floor(rnd() * 3 * 365 * DAY),
      department: pick(departments),
      contact: pick(users).id,
      author: editors.length ? editors[i % editors.length]! : null,
    };
  });
  const replyCounts = spread(sizes.replies, V, Math.min(U, sizes.crowded), rnd, new Map([[0, sizes.crowded]]));
  const weights = Array.from(replyCounts, (c) => c + 5);
  const weightSum = weights.reduce((a, b) => a + b, 0);
  const viewCounts = weights.map((w) => Math.min(U, Math.round((w / weightSum) * sizes.views)));
  const { ids: vacancyIds } = await bulkInsert(
    db,
    "vacancies",
    [
      text("position"), int("department_id"), int("city_id"), int("contact_id"), int("author_id"), text("wage"), text("wage2"),
      text("responsibility"), text("requirements"), text("conditions"), text("state"), text("sector"), text("level"), int("hot"),
      text("publish_date"), int("views_count"), int("reply_count"), text("created_at"), text("updated_at"),
    ], // prettier-ignore
    vacancies.map((v, i) => {
      const at = iso(v.published);
      return [
        v.text.position, v.department, v.city, v.contact, v.author, v.wage, v.wage2, v.text.responsibility, v.text.requirements,
        v.text.conditions, v.state, v.sector, v.level, v.hot ? 1 : 0, at, viewCounts[i]!, replyCounts[i]!, at, at,
      ]; // prettier-ignore
    }),
    { returning: true },
  );
  step("vacancies", vacancyIds.length);

  // Replies: each vacancy's senders are consecutive people from a random one (so one open reply each).
  interface Reply {
    v: number;
    owner: number;
    recommend: boolean;
    fullName: string;
    telephone: string;
    email: string;
    path: readonly string[];
    filed: number;
  }
  const replies: Reply[] = [];
  for (let v = 0; v < V; v++) {
    const from = Math.floor(rnd() * U);
    const vacancy = vacancies[v]!;
    const open = vacancy.state === "PUBLIC";
    for (let k = 0; k < replyCounts[v]!; k++) {
      const sender = users[(from + k) % U]!;
      const recommend = rnd() < 0.2;
      const n = replies.length;
      const paths = open && rnd() < 0.7 ? OPEN_PATHS : CLOSED_PATHS;
      replies.push({
        v,
        owner: sender.id,
        recommend,
        fullName: recommend ? `${pick(demoNames.DEMO_SURNAMES)} ${pick(demoNames.DEMO_MALE_NAMES)}` : sender.fullName,
        telephone: recommend ? `+79${String(100_000_000 + n).slice(-9)}` : `+7${sender.phone.slice(-10)}`,
        email: recommend ? `candidate${n}@example.ru` : (sender.email ?? `user${sender.id}@portal.example`),
        path: pick(paths),
        filed: vacancy.published + Math.floor(rnd() * Math.min(60 * DAY, now - vacancy.published)),
      });
    }
  }
  replies.sort((a, b) => a.filed - b.filed);
  const statusOf = (r: Reply) => r.path.at(-1) ?? "NEW";
  const moveAt = (r: Reply, k: number) => r.filed + (k + 1) * DAY;
  const subjectOf = (r: Reply) =>
    (r.recommend
      ? `Рекомендация: ${r.fullName}, ${vacancies[r.v]!.text.position}`
      : `Отклик на вакансию «${vacancies[r.v]!.text.position}»`
    ).slice(0, 255);
  const { ids: claimIds } = await bulkInsert(
    db,
    "claims",
    ["type", "status", "subject", "text", "owner_id", "object_id", "create_date", "update_date", "version"].map((c) =>
      ["owner_id", "object_id", "version"].includes(c) ? int(c) : text(c),
    ),
    (function* (): Generator<Value[]> {
      for (const r of replies) {
        const detail = `${r.fullName}\nТелефон: ${r.telephone}\nE-mail: ${r.email}`;
        yield [
          r.recommend ? "VACANCY_RECOMMENDATION" : "VACANCY_REPLY",
          statusOf(r),
          subjectOf(r),
          detail,
          r.owner,
          vacancyIds[r.v]!,
          iso(r.filed),
          iso(r.path.length ? moveAt(r, r.path.length - 1) : r.filed),
          1 + r.path.length,
        ];
      }
    })(),
    { returning: true },
  );
  step("claims", claimIds.length);

  const handlersOf = (r: Reply) => {
    const v = vacancies[r.v]!;
    return [...new Set([v.contact, v.author, ...editors])].filter((id): id is number => id !== null && id !== r.owner);
  };
  const handlers = await bulkInsert(
    db,
    "claim_handlers",
    [int("claim_id"), int("user_id")],
    (function* (): Generator<Value[]> {
      for (const [i, r] of replies.entries()) for (const user of handlersOf(r)) yield [claimIds[i]!, user];
    })(),
  );
  step("claim_handlers", handlers.count);

  // The histories: filed, then each move by the vacancy's contact (CANCELLED by the sender), a refusal with its comment.
  const actorOf = (r: Reply, to: string) => (to === "CANCELLED" ? r.owner : (handlersOf(r)[0] ?? r.owner));
  const commentOf = (to: string) => (to === "REJECTED" ? REFUSAL : null);
  const history = await bulkInsert(
    db,
    "claim_history",
    [int("claim_id"), int("user_id"), text("date"), text("type"), text("status"), text("comment")],
    (function* (): Generator<Value[]> {
      for (const [i, r] of replies.entries()) {
        yield [claimIds[i]!, r.owner, iso(r.filed), "CREATED", "NEW", null];
        for (const [k, to] of r.path.entries()) yield [claimIds[i]!, actorOf(r, to), iso(moveAt(r, k)), "STATUS", to, commentOf(to)];
      }
    })(),
  );
  const statusHistory = await bulkInsert(
    db,
    "claim_status_history",
    [int("claim_id"), int("user_id"), text("date"), text("from_status"), text("to_status"), text("comment")],
    (function* (): Generator<Value[]> {
      for (const [i, r] of replies.entries()) {
        yield [claimIds[i]!, r.owner, iso(r.filed), null, "NEW", null];
        for (const [k, to] of r.path.entries())
          yield [claimIds[i]!, actorOf(r, to), iso(moveAt(r, k)), k === 0 ? "NEW" : r.path[k - 1]!, to, commentOf(to)];
      }
    })(),
  );
  step("claim_history and claim_status_history", history.count + statusHistory.count);

  const replyRows = await bulkInsert(
    db,
    "vacancy_replies",
    [int("vacancy_id"), int("claim_id"), int("user_id"), text("mode"), text("full_name"), text("telephone"), text("email"), text("info"), text("open_key"), text("created_at")],
    (function* (): Generator<Value[]> {
      for (const [i, r] of replies.entries()) {
        const vacancyId = vacancyIds[r.v]!;
        const key = r.recommend ? `RECOMMEND:${vacancyId}:${r.owner}:${r.telephone}` : `SELF:${vacancyId}:${r.owner}`;
        const info = i % 3 === 0 ? pick(words.SENTENCES) : "";
        yield [vacancyId, claimIds[i]!, r.owner, r.recommend ? "RECOMMEND" : "SELF", r.fullName, r.telephone, r.email, info, OPEN.has(statusOf(r)) ? key : null, iso(r.filed)];
      }
    })(),
  ); // prettier-ignore
  step("vacancy_replies", replyRows.count);

  const views = await bulkInsert(
    db,
    "vacancy_views",
    [int("vacancy_id"), int("user_id"), text("created_at")],
    (function* (): Generator<Value[]> {
      for (let v = 0; v < V; v++) {
        const from = Math.floor(rnd() * U);
        const published = vacancies[v]!.published;
        for (let k = 0; k < viewCounts[v]!; k++) {
          yield [vacancyIds[v]!, users[(from + k) % U]!.id, iso(published + Math.floor(rnd() * Math.min(90 * DAY, now - published)))];
        }
      }
    })(),
  );
  step("vacancy_views", views.count);

  // Fresh statistics, as autovacuum would gather them on a live PostgreSQL (the other generators do the same).
  if (db.dialect === "postgres") {
    await sql`vacuum analyze users, vacancies, vacancy_cities, vacancy_replies, vacancy_views, claims, claim_handlers, claim_history, claim_status_history`.execute(
      db.kysely,
    );
    step("vacuum analyze", 0);
  }

  return {
    sizes,
    crowdedVacancyId: vacancyIds[0]!,
    rows: {
      vacancies: vacancyIds.length,
      claims: claimIds.length,
      handlers: handlers.count,
      history: history.count + statusHistory.count,
      replies: replyRows.count,
      views: views.count,
    },
    ms: performance.now() - started,
  };
}

// The demo's vacancies (issue #15 point 11): 60 vacancies by the demo editor (9000000002), 25 of them in
// Вологда (city 1: 21 PUBLIC, three list pages, and 4 archived), 12 archived in all, 5 hot, each salary
// mode (one wage, a range, neither), published over the last four months; their contacts are the heads
// of their departments. Replies are real claims, sent through the replies' service: the demo employee
// (9000000003) has a reply in work and a recommendation waiting; «Продавец-консультант» of the shop on
// Советский проспект has 40 replies of 40 generated employees, a few taken into work, invited or
// refused. Views come from generated employees. Deterministic (a seeded generator) apart from "now".
// No search events: the portal search builds its empty VACANCY index whole at the first start.
import { sql } from "kysely";
import { actingAs } from "~/platform/actor";
import type { SeedContext } from "~/platform/feature";
import { seededRandom } from "~/shared/random";
import { backdateClaimFiling } from "~/features/claims/index.server";
import { VACANCY_TEXTS, type DepartmentKind, type VacancyText } from "./seed-texts.server";

const DAY = 24 * 3600_000;
const HOUR = 3600_000;

/** Of the 60: the first 25 in Вологда, the rest over these cities (the directory's, and Череповец under the Вологда branch). */
const VOLOGDA_COUNT = 25;
const OTHER_CITIES = ["Москва", "Санкт-Петербург", "Екатеринбург", "Казань", "Новосибирск", "Подольск", "Череповец"];
const DEMO_COUNT = 60;
/** Indexes of the plan (0..59): archived ones (4 in Вологда, 8 elsewhere) and hot ones (3 in Вологда). */
const ARCHIVED = new Set([5, 11, 17, 23, 27, 31, 35, 39, 43, 47, 51, 55]);
const HOT = new Set([0, 2, 6, 25, 26]);
/** The vacancy with 40 replies, the demo employee's reply (put in work) and her recommendation. */
export const CROWDED = 0;
const REPLIES_ON_CROWDED = 40;
const HER_REPLY = 8;
const HER_RECOMMENDATION = 4;

export interface DemoVacancyPlan {
  text: VacancyText;
  city: string;
  state: "PUBLIC" | "ARCHIVE";
  hot: boolean;
  wage: string | null;
  wage2: string | null;
  daysAgo: number;
}

/** The 60 vacancies in their order (the demo test reads the same plan). */
export function demoVacancyPlan(): DemoVacancyPlan[] {
  const rnd = seededRandom(20261515);
  return Array.from({ length: DEMO_COUNT }, (_, i) => {
    const inVologda = i < VOLOGDA_COUNT;
    const text = VACANCY_TEXTS[inVologda ? i % VACANCY_TEXTS.length : (i * 7) % VACANCY_TEXTS.length]!;
    const base = text.wage + Math.round(rnd() * 10) * 1_000;
    // Salary modes in turn: one wage, a range, by interview results.
    const mode = i % 3;
    return {
      text,
      city: inVologda ? "Вологда" : OTHER_CITIES[(i - VOLOGDA_COUNT) % OTHER_CITIES.length]!,
      state: ARCHIVED.has(i) ? "ARCHIVE" : "PUBLIC",
      hot: HOT.has(i),
      wage: mode === 2 ? null : String(base),
      wage2: mode === 1 ? String(base + 15_000 + Math.round(rnd() * 3) * 5_000) : null,
      // Spread over the last four months; the hot ones among the newest (the crowded one 9 days old).
      daysAgo: i === CROWDED ? 9 : HOT.has(i) ? 1 + i / 10 : 2 + Math.floor((i % VOLOGDA_COUNT) * 4.5 + rnd() * 4),
    };
  });
}

const kindOf = (name: string): DepartmentKind =>
  name.startsWith("Магазин") ? "shop" : name.startsWith("Склад") ? "warehouse" : /[Оо]птов/.test(name) ? "wholesale" : "office";

const INFOS = [
  "Работаю в компании третий год, хочу развиваться в этом направлении.",
  "Есть опыт на похожей должности в другом магазине сети. Готов выйти в любую смену.",
  "Интересна эта вакансия, могу пройти собеседование в любой день после 15:00.",
  "",
  "Переехала в Вологду, ищу работу ближе к дому.",
];

export async function seedVacanciesDemo({ deps, services, accounts, demoUserId }: SeedContext): Promise<void> {
  const [adminAccount, editorAccount, employeeAccount] = accounts;
  if (!adminAccount || !editorAccount || !employeeAccount) return;
  const { db, now } = deps;
  const editor = actingAs(await demoUserId(editorAccount.phone), editorAccount.roles);
  const employee = actingAs(await demoUserId(employeeAccount.phone), employeeAccount.roles);
  const at = now().getTime();
  const iso = (ms: number) => new Date(ms).toISOString();

  const cities = new Map((await db.selectFrom("vacancy_cities").select(["id", "name"]).execute()).map((c) => [c.name, c.id]));
  const departments = await db.selectFrom("departments").select(["id", "name", "city", "head_user_id"]).orderBy("id").execute();
  /** A department of the city (Череповец: the Вологда branch's) of the position's kind, else the city's first. */
  const departmentFor = (city: string, kind: DepartmentKind, turn: number) => {
    const inCity = departments.filter((d) => d.city === (city === "Череповец" ? "Вологда" : city));
    const fitting = inCity.filter((d) => kindOf(d.name) === kind);
    const from = fitting.length ? fitting : inCity.length ? inCity : departments;
    return from[turn % from.length]!;
  };

  const plan = demoVacancyPlan();
  const ids: number[] = [];
  for (const [i, v] of plan.entries()) {
    const department = departmentFor(v.city, v.text.kind, i);
    const published = iso(at - v.daysAgo * DAY);
    const row = await db
      .insertInto("vacancies")
      .values({
        position: v.text.position,
        department_id: department.id,
        city_id: cities.get(v.city)!,
        contact_id: department.head_user_id ?? editor.userId,
        author_id: editor.userId,
        wage: v.wage,
        wage2: v.wage2,
        responsibility: v.text.responsibility,
        requirements: v.text.requirements,
        conditions: v.text.conditions,
        state: v.state,
        sector: v.text.sector,
        level: v.text.level,
        hot: v.hot ? 1 : 0,
        publish_date: published,
        created_at: published,
        updated_at: published,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }

  // The generated employees who view and reply: past the first 200 and before the last ones, which the
  // journeys (e2e/helpers.ts, e2e/own-people.ts) take for themselves, when the directory is that large.
  const generated = (
    await db
      .selectFrom("users")
      .select(["id", "phone", "email"])
      .where("phone", "like", "916%")
      .where("blocked", "=", 0)
      .orderBy("id")
      .execute()
  ).map((u) => ({ ...u, email: u.email ?? `user${u.id}@portal.example` }));
  const pool = generated.length >= 800 ? generated.slice(300, 800) : generated;
  if (pool.length === 0) return;

  // Views: each vacancy seen by a share of the pool (archived ones less), counted in views_count.
  const rnd = seededRandom(20261516);
  for (const [i, id] of ids.entries()) {
    const wanted = Math.floor((plan[i]!.state === "ARCHIVE" ? 5 : 20) + rnd() * (i === CROWDED ? 300 : 120));
    const start = Math.floor(rnd() * pool.length);
    const viewers = [...new Set(Array.from({ length: Math.min(wanted, pool.length) }, (_, k) => pool[(start + k) % pool.length]!.id))];
    if ([HER_REPLY, HER_RECOMMENDATION].includes(i)) viewers.push(employee.userId);
    const seenFrom = at - plan[i]!.daysAgo * DAY;
    for (let k = 0; k < viewers.length; k += 500) {
      await db
        .insertInto("vacancy_views")
        .values(
          viewers
            .slice(k, k + 500)
            .map((user, n) => ({ vacancy_id: id, user_id: user, created_at: iso(seenFrom + ((n * 7919) % Math.max(1, at - seenFrom))) })),
        )
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    await db
      .updateTable("vacancies")
      .set({ views_count: sql`(select count(*) from vacancy_views where vacancy_id = ${id})` })
      .where("id", "=", id)
      .execute();
  }

  /** Dates a reply sent now back to `filedAt`: the reply, and its claim's filing (the claims' own helper). */
  const backdate = async (claimId: number, filedAt: number) => {
    const date = iso(filedAt);
    await backdateClaimFiling(db, claimId, date);
    await db.updateTable("vacancy_replies").set({ created_at: date }).where("claim_id", "=", claimId).execute();
  };
  const { vacancyReplies, claims } = services;
  const move = (claimId: number, status: string, comment: string | null = null) =>
    claims.changeStatus(editor, { claimId, status, comment, version: undefined });

  // 40 replies to the crowded vacancy, filed over its last days (some past the 5-day review), a few moved on.
  const crowdedFrom = at - plan[CROWDED]!.daysAgo * DAY;
  for (const [k, person] of pool.slice(0, REPLIES_ON_CROWDED).entries()) {
    const { id } = await vacancyReplies.reply(actingAs(person.id), {
      vacancyId: ids[CROWDED]!,
      mode: "SELF",
      fullName: null,
      telephone: `+7${person.phone}`,
      email: person.email,
      info: INFOS[k % INFOS.length]!,
      resumeId: null,
    });
    await backdate(id, Math.min(at - HOUR, crowdedFrom + (1 + k * 4) * HOUR));
    if (k % 8 === 5) await move(id, "IN_WORK");
    if (k % 8 === 6) await move(id, "INTERVIEW", "Приглашаем на собеседование в магазин в четверг в 11:00.");
    if (k % 8 === 7) await move(id, "REJECTED", "Спасибо за отклик! Сейчас мы выбрали другого кандидата.");
  }

  // A few replies to other open vacancies.
  let next = REPLIES_ON_CROWDED;
  for (const [i, id] of ids.entries()) {
    if (i === CROWDED || plan[i]!.state === "ARCHIVE" || i % 4 !== 1) continue;
    for (let k = 0; k < 1 + (i % 3); k++) {
      const person = pool[next++ % pool.length]!;
      const claim = await vacancyReplies.reply(actingAs(person.id), {
        vacancyId: id,
        mode: "SELF",
        fullName: null,
        telephone: `+7${person.phone}`,
        email: person.email,
        info: INFOS[(i + k) % INFOS.length]!,
        resumeId: null,
      });
      await backdate(claim.id, at - Math.min(plan[i]!.daysAgo - 0.5, 1 + ((i + k) % 9)) * DAY);
    }
  }

  // The demo employee: her own reply, taken into work by the editor, and a candidate she recommends.
  const phone = `+7${employeeAccount.phone}`;
  const mine = await vacancyReplies.reply(employee, {
    vacancyId: ids[HER_REPLY]!,
    mode: "SELF",
    fullName: null,
    telephone: phone,
    email: "demo3@portal.example",
    info: "Два года работаю продавцом-консультантом, знаю кассу и приёмку товара. Хочу перейти в Вологду.",
    resumeId: null,
  });
  await backdate(mine.id, at - 3 * DAY);
  await move(mine.id, "IN_WORK", "Резюме получили, свяжемся с вами до конца недели.");
  const recommended = await vacancyReplies.reply(employee, {
    vacancyId: ids[HER_RECOMMENDATION]!,
    mode: "RECOMMEND",
    fullName: "Соколова Екатерина Андреевна",
    telephone: "+79217654321",
    email: "e.sokolova@example.ru",
    info: "Моя бывшая коллега: пять лет работала кассиром в супермаркете, ответственная и аккуратная.",
    resumeId: null,
  });
  await backdate(recommended.id, at - DAY);
}

// The claims' large data set (issue #13 "Scale and speed"): by default 50,000 support requests of
// 10,000 people, each with its history as the engine writes it (filed, the moves to its status with
// their comments, a few comments) and its handlers (GENERAL_REQUEST's, resolved once: the holders of
// ROLE_EDIT_USER_CLAIMS and administrators). Owners are the first `users` people of the directory; the
// missing ones are generated (phones 96…). Deterministic (a seeded generator) apart from "now".
// Written through bulkInsert: batched multi-row INSERTs in transactions, on SQLite or PostgreSQL. No
// outbox events: a generated past notifies no one.
import { sql } from "kysely";
import type { Portal } from "../../app/portal/open.server";
import { bulkInsert, int, stepLogger, text } from "./bulk-insert";
import { addGeneratedPeople } from "./generated-people";
import { seededRandom } from "../../app/shared/random";

export interface ClaimsSizes {
  users: number;
  claims: number;
}

export interface ClaimsReport {
  sizes: ClaimsSizes;
  generatedPeople: number;
  history: number;
  statusHistory: number;
  handlers: number;
  ms: number;
}

/** The phone of the n-th person the claims' generator adds: 96 and 8 digits (feed: 97…, demo: 900…). */
export const claimsPersonPhone = (n: number) => `96${String(n).padStart(8, "0")}`;

const DAY = 24 * 3600_000;
const HOUR = 3600_000;

/** Where a claim ends up, with the moves that take it there (and whether each is the owner's). */
const PATHS: { weight: number; moves: { to: string; owner: boolean; comment: boolean }[] }[] = [
  { weight: 15, moves: [] },
  { weight: 15, moves: [{ to: "IN_WORK", owner: false, comment: false }] },
  { weight: 10, moves: [{ to: "ON_FIX", owner: false, comment: true }] },
  {
    weight: 35,
    moves: [
      { to: "IN_WORK", owner: false, comment: false },
      { to: "COMPLETED", owner: false, comment: true },
    ],
  },
  { weight: 10, moves: [{ to: "REJECTED", owner: false, comment: true }] },
  { weight: 5, moves: [{ to: "CANCELLED", owner: true, comment: false }] },
  {
    weight: 10,
    moves: [
      { to: "ON_FIX", owner: false, comment: true },
      { to: "NEW", owner: true, comment: false },
      { to: "IN_WORK", owner: false, comment: false },
      { to: "COMPLETED", owner: false, comment: false },
    ],
  },
];
const TOTAL_WEIGHT = PATHS.reduce((sum, p) => sum + p.weight, 0);

const SUBJECTS = [
  "Не открывается раздел",
  "Ошибка при загрузке файла",
  "Не приходят уведомления",
  "Добавить контакт в справочник",
  "Неверная должность в профиле",
  "Не работает поиск",
  "Вопрос по доступу к документам",
  "Предложение по улучшению портала",
];
const COMMENTS = ["Уточните, пожалуйста, подробности", "Проверили, исправлено", "Нужен скриншот", "Передали разработчикам", "Спасибо!"];

export async function generateClaims(
  portal: Portal,
  sizes: ClaimsSizes,
  options: { now?: Date; log?: (line: string) => void } = {},
): Promise<ClaimsReport> {
  const { db } = portal;
  const log = options.log ?? (() => {});
  const rnd = seededRandom(20261313);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const now = (options.now ?? new Date()).getTime();
  const started = performance.now();
  const step = stepLogger(log);

  // Owners: the directory's people first, generated ones for the rest.
  const existing = (
    await db.kysely.selectFrom("users").select("id").where("blocked", "=", 0).orderBy("id").limit(sizes.users).execute()
  ).map((r) => r.id);
  const missing = sizes.users - existing.length;
  const start = (await db.kysely.selectFrom("users").select("id").where("phone", "like", "96%").execute()).length;
  const added = (
    await addGeneratedPeople(db, {
      count: missing,
      phoneOf: (i) => claimsPersonPhone(start + i),
      rnd,
      joined: new Date(now - 2 * 365 * DAY).toISOString(),
    })
  ).map((p) => p.id);
  const owners = [...existing, ...added];
  step("people added", added.length);

  // GENERAL_REQUEST's handlers, as the engine resolves them when a claim is filed.
  const handlers = portal.services.claims.types.get("GENERAL_REQUEST");
  const handlerIds = handlers ? await handlers.handlers(db.kysely, { objectId: null, ownerId: 0 }) : [];

  // Claims, with their paths and times decided first so the histories agree with the rows.
  const plans = Array.from({ length: sizes.claims }, () => {
    let r = rnd() * TOTAL_WEIGHT;
    const path = PATHS.find((p) => (r -= p.weight) < 0) ?? PATHS[0]!;
    const filed = now - Math.floor(rnd() * 365 * DAY);
    return { owner: pick(owners), path, filed, comments: rnd() < 0.3 ? 1 : 0, subject: pick(SUBJECTS) };
  });
  plans.sort((a, b) => a.filed - b.filed);
  const iso = (ms: number) => new Date(Math.min(ms, now)).toISOString();
  const lastAt = (p: (typeof plans)[number]) => p.filed + (p.path.moves.length + p.comments) * 5 * HOUR;
  const { ids: claimIds } = await bulkInsert(
    db,
    "claims",
    [
      text("type"),
      text("status"),
      text("subject"),
      text("text"),
      int("owner_id"),
      text("create_date"),
      text("update_date"),
      int("version"),
    ],
    (function* () {
      for (const p of plans) {
        const status = p.path.moves.at(-1)?.to ?? "NEW";
        yield [
          "GENERAL_REQUEST",
          status,
          p.subject,
          `${p.subject}: подробности обращения.`,
          p.owner,
          iso(p.filed),
          iso(lastAt(p)),
          1 + p.path.moves.length,
        ];
      }
    })(),
    { returning: true },
  );
  step("claims", claimIds.length);

  const handlerRows = await bulkInsert(
    db,
    "claim_handlers",
    [int("claim_id"), int("user_id")],
    (function* () {
      for (const id of claimIds) for (const user of handlerIds) yield [id, user];
    })(),
  );
  step("claim_handlers", handlerRows.count);

  // A handler who acts: the first one, or the owner when there is none.
  const actorOf = (owner: number, byOwner: boolean) => (byOwner ? owner : (handlerIds[0] ?? owner));
  // The same comment in both histories: chosen by position, not drawn twice.
  const moveComment = (claim: number, move: number, wanted: boolean) => (wanted ? COMMENTS[(claim + move) % COMMENTS.length]! : null);
  const history = await bulkInsert(
    db,
    "claim_history",
    [int("claim_id"), int("user_id"), text("date"), text("type"), text("status"), text("comment")],
    (function* () {
      for (const [i, p] of plans.entries()) {
        const id = claimIds[i]!;
        let at = p.filed;
        yield [id, p.owner, iso(at), "CREATED", "NEW", null];
        for (let c = 0; c < p.comments; c++) yield [id, p.owner, iso((at += 5 * HOUR)), "COMMENT", null, pick(COMMENTS)];
        for (const [k, move] of p.path.moves.entries()) {
          yield [id, actorOf(p.owner, move.owner), iso((at += 5 * HOUR)), "STATUS", move.to, moveComment(i, k, move.comment)];
        }
      }
    })(),
  );
  step("claim_history", history.count);

  const statusHistory = await bulkInsert(
    db,
    "claim_status_history",
    [int("claim_id"), int("user_id"), text("date"), text("from_status"), text("to_status"), text("comment")],
    (function* () {
      for (const [i, p] of plans.entries()) {
        const id = claimIds[i]!;
        let at = p.filed;
        let from = "NEW";
        yield [id, p.owner, iso(at), null, "NEW", null];
        at += p.comments * 5 * HOUR;
        for (const [k, move] of p.path.moves.entries()) {
          yield [id, actorOf(p.owner, move.owner), iso((at += 5 * HOUR)), from, move.to, moveComment(i, k, move.comment)];
          from = move.to;
        }
      }
    })(),
  );
  step("claim_status_history", statusHistory.count);

  // Fresh statistics, as autovacuum would gather them on a live PostgreSQL (the feed's generator does the
  // same): without them the planner takes 50,000 handler rows for 250 and sorts them all for a page.
  if (db.dialect === "postgres") {
    await sql`vacuum analyze users, claims, claim_handlers, claim_history, claim_status_history`.execute(db.kysely);
    step("vacuum analyze", 0);
  }

  return {
    sizes,
    generatedPeople: added.length,
    history: history.count,
    statusHistory: statusHistory.count,
    handlers: handlerRows.count,
    ms: performance.now() - started,
  };
}

// The services' generated requests planned in memory, before scripts/lib/services-generate.ts writes them:
// where each one's route takes it (the request engine's placeFrom, ADR 0034, on people resolved once), the
// moves of its path with who makes each, its handlers (current 1 at the stop it waits on, 0 for a past
// step's approvers) and typed answers valid for its version's fields. What the engine would have written,
// move by move, without a statement each.
import { answerText, type Answer, type Answers, type ServiceField } from "../../app/features/service-requests/fields";
import type { RouteStop, RouteWho, ServiceRoute } from "../../app/features/service-requests/route";

/** A service of the catalogue as the generator files it: its type, current version, claim type, form and route. */
export interface PlannedService {
  typeId: number;
  versionId: number;
  /** The claims' type of its family (STATEMENT…, SERVICE_REQUEST for the rest). */
  claimType: string;
  name: string;
  fields: ServiceField[];
  route: ServiceRoute;
}

/** Who a route's stops name, resolved once for the whole set. */
export interface RoutePeople {
  /** The requester's manager by the department chain (contacts' managerOf), or null. */
  managerOf(owner: number): number | null;
  /** Active holders of each role a route names. */
  roleHolders: ReadonlyMap<string, readonly number[]>;
  /** The people routes name who are active. */
  persons: ReadonlySet<number>;
  /** Active administrators: handlers of last resort. */
  admins: readonly number[];
}

export interface Place {
  step: number;
  atHandlers: boolean;
  people: number[];
  dueAt: number | null;
}

export type Move = "approve" | "take" | "complete" | "fix" | "resend" | "reject" | "cancel";

/** Where a request ends up, as the moves from its filing; a move that does not apply where it stands is passed over. */
export const PATHS: { weight: number; moves: Move[] }[] = [
  { weight: 10, moves: [] },
  { weight: 10, moves: ["approve"] },
  { weight: 10, moves: ["approve", "take"] },
  { weight: 38, moves: ["approve", "take", "complete"] },
  { weight: 3, moves: ["approve", "complete"] },
  { weight: 5, moves: ["fix"] },
  { weight: 5, moves: ["approve", "fix", "resend", "take", "complete"] },
  { weight: 7, moves: ["reject"] },
  { weight: 5, moves: ["approve", "take", "reject"] },
  { weight: 7, moves: ["cancel"] },
];
/** The path of a request that must not stay awaiting someone: it is carried out. */
export const DONE_PATH: Move[] = ["approve", "take", "complete"];

const ON_APPROVAL = "ON_APPROVAL";
const NEW = "NEW";
/** Statuses in which the current handlers have a move to make (the approver's "awaiting"). */
export const AWAITING = new Set([ON_APPROVAL, NEW, "IN_WORK"]);
const OPEN = new Set([ON_APPROVAL, NEW, "IN_WORK", "ON_FIX"]);

const COMMENTS = [
  "Уточните, пожалуйста, даты",
  "Приложите, пожалуйста, подробности",
  "Готово, можно забирать",
  "Передали исполнителю",
  "Спасибо!",
  "Не хватает данных в заявке",
];
const TEXTS = ["Иванов Пётр Сергеевич", "ул. Ленина, д. 10, офис 5", "А123ВС 35", "По месту требования", "Петрова Анна Ивановна"];

export interface HistoryEvent {
  at: number;
  actor: number;
  kind: "CREATED" | "STATUS" | "COMMENT";
  from: string | null;
  to: string | null;
  comment: string | null;
}

export interface RequestPlan {
  owner: number;
  service: PlannedService;
  filed: number;
  status: string;
  step: number;
  dueAt: number | null;
  /** Everyone who handled it, 1: at the stop it waits on now, 0: a past step's. */
  handlers: Map<number, 0 | 1>;
  events: HistoryEvent[];
  answers: Answers;
  text: string;
}

function stopPeople(stop: RouteStop, owner: number, people: RoutePeople): number[] {
  const found = new Set<number>();
  const add = (who: RouteWho) => {
    if (who.kind === "manager") {
      const manager = people.managerOf(owner);
      if (manager !== null) found.add(manager);
    } else if (who.kind === "person") {
      if (people.persons.has(who.userId)) found.add(who.userId);
    } else if (who.kind === "role") for (const id of people.roleHolders.get(who.role) ?? []) found.add(id);
    // "secretary": the generated data assigns no departments' secretaries, so the stop finds no one (as on the server).
  };
  for (const who of stop.who) add(who);
  found.delete(owner);
  return [...found];
}

/** The first stop from `step` whose people can be found: server/route.server.ts's placeFrom, in memory. */
export function placeFrom(route: ServiceRoute, step: number, owner: number, people: RoutePeople, at: number): Place {
  const due = (stop: RouteStop) => (stop.dueHours ? at + stop.dueHours * 3_600_000 : null);
  for (let i = step; i < route.approvals.length; i++) {
    const stop = route.approvals[i]!;
    const found = stopPeople(stop, owner, people);
    if (found.length > 0) return { step: i, atHandlers: false, people: found, dueAt: due(stop) };
  }
  const handlers = stopPeople(route.handlers, owner, people);
  const found = handlers.length > 0 ? handlers : people.admins.filter((id) => id !== owner);
  return { step: route.approvals.length, atHandlers: true, people: found, dueAt: due(route.handlers) };
}

/** Answers valid for the fields (every required one, half the optional ones), and the claim's text of them. */
export function answersFor(fields: readonly ServiceField[], filed: number, rnd: () => number): { answers: Answers; text: string } {
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const DAY = 24 * 3_600_000;
  const answers: Record<string, Answer> = {};
  for (const f of fields) {
    if (!f.required && rnd() < 0.5) continue;
    const clip = (s: string) => s.slice(0, f.max ?? s.length);
    switch (f.kind) {
      case "text":
        answers[f.key] = clip(pick(TEXTS));
        break;
      case "longtext":
        answers[f.key] = clip(pick(COMMENTS));
        break;
      case "number": {
        const min = f.min ?? 0;
        answers[f.key] = min + Math.floor(rnd() * (Math.min(f.max ?? min + 100, min + 100) - min + 1));
        break;
      }
      case "date":
        answers[f.key] = day(filed + (1 + Math.floor(rnd() * 30)) * DAY);
        break;
      case "daterange": {
        const from = filed + (7 + Math.floor(rnd() * 60)) * DAY;
        answers[f.key] = { from: day(from), to: day(from + Math.floor(rnd() * 21) * DAY) };
        break;
      }
      case "time":
        answers[f.key] = `${String(9 + Math.floor(rnd() * 9)).padStart(2, "0")}:${rnd() < 0.5 ? "00" : "30"}`;
        break;
      case "choice":
        answers[f.key] = pick(f.options ?? [""]);
        break;
      case "multichoice": {
        const options = f.options ?? [];
        const chosen = options.filter(() => rnd() < 0.5);
        answers[f.key] = chosen.length > 0 ? chosen : options.slice(0, 1);
        break;
      }
      case "phone":
        answers[f.key] = `+79${String(Math.floor(rnd() * 1e9)).padStart(9, "0")}`;
        break;
    }
  }
  const text = fields
    .filter((f) => answers[f.key] !== undefined)
    .map((f) => `${f.label}: ${answerText(f, answers[f.key])}`)
    .join("\n");
  return { answers, text };
}

/**
 * A request filed at `filed` by `owner` and moved along `moves` (one every `gap` ms, `comments` comments
 * first), as the engine would: the filing at its first stop, approvals to the next stop or the handlers,
 * a fixed request sent back to the stop that returned it, the handlers of each stop made current.
 */
export function planRequest(
  service: PlannedService,
  owner: number,
  moves: readonly Move[],
  options: { filed: number; gap: number; comments: number; people: RoutePeople; rnd: () => number },
): RequestPlan {
  const { filed, gap, people, rnd } = options;
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const { route } = service;
  let at = filed;
  let place = placeFrom(route, 0, owner, people, at);
  const { answers, text } = answersFor(service.fields, filed, rnd);
  const plan: RequestPlan = {
    owner,
    service,
    filed,
    status: place.atHandlers ? NEW : ON_APPROVAL,
    step: place.step,
    dueAt: place.dueAt,
    handlers: new Map(place.people.map((id) => [id, 1] as const)),
    events: [],
    answers,
    text,
  };
  plan.events.push({ at, actor: owner, kind: "CREATED", from: null, to: plan.status, comment: null });
  const current = () => [...plan.handlers].find(([, c]) => c === 1)?.[0];
  for (let c = 0; c < options.comments; c++) {
    const by = rnd() < 0.5 ? owner : (current() ?? owner);
    plan.events.push({ at: (at += gap), actor: by, kind: "COMMENT", from: null, to: null, comment: pick(COMMENTS) });
  }
  /** The claims engine's setCurrentHandlers: the others become past handlers, these current. */
  const handTo = (ids: readonly number[]) => {
    for (const id of plan.handlers.keys()) plan.handlers.set(id, 0);
    for (const id of ids) plan.handlers.set(id, 1);
  };
  const move = (actor: number, to: string, comment: string | null) => {
    plan.events.push({ at: (at += gap), actor, kind: "STATUS", from: plan.status, to, comment });
    plan.status = to;
  };
  for (const m of moves) {
    const handler = current();
    const open = OPEN.has(plan.status);
    if (m === "approve") {
      while (plan.status === ON_APPROVAL) {
        const approver = current();
        if (approver === undefined) break;
        place = placeFrom(route, plan.step + 1, owner, people, at + gap);
        move(approver, place.atHandlers ? NEW : ON_APPROVAL, null);
        Object.assign(plan, { step: place.step, dueAt: place.dueAt });
        handTo(place.people);
      }
    } else if (m === "resend") {
      if (plan.status !== "ON_FIX") continue;
      place = placeFrom(route, plan.step, owner, people, at + gap);
      move(owner, place.atHandlers ? NEW : ON_APPROVAL, null);
      Object.assign(plan, { step: place.step, dueAt: place.dueAt });
      handTo(place.people);
    } else if (m === "cancel") {
      if (open) move(owner, "CANCELLED", null);
    } else if (handler === undefined) {
      continue;
    } else if (m === "take") {
      if (plan.status === NEW) move(handler, "IN_WORK", null);
    } else if (m === "complete") {
      if (plan.status === NEW || plan.status === "IN_WORK") move(handler, "COMPLETED", rnd() < 0.3 ? pick(COMMENTS) : null);
    } else if (AWAITING.has(plan.status)) {
      move(handler, m === "fix" ? "ON_FIX" : "REJECTED", pick(COMMENTS));
    }
  }
  return plan;
}

/** Whether the request waits on `userId` now: a current handler of it in a status where she has a move. */
export const awaits = (plan: RequestPlan, userId: number) => AWAITING.has(plan.status) && plan.handlers.get(userId) === 1;

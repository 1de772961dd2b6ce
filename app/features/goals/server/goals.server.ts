// Development goals' domain functions: (actor, typed input) -> result, or a typed domain error. The /api and
// the pages call the same ones; each reads who the actor is to the goal's owner (herself, a manager, HR) first.
import type { Actor, SignedIn } from "~/platform/actor";
import type { Deps } from "~/platform/deps.server";
import { forbidden, invalid } from "~/platform/errors";
import { requireUser } from "~/platform/require-user";
import { parseInput } from "~/platform/validate";
import { managerOf } from "~/features/contacts/index.server";
import { notify } from "~/features/notifications/index.server";
import { goalAbilities, readsAllGoals, type GoalAbilities } from "../policy";
import { serverMessages as r } from "../messages.server";
import { commentSchema, createGoalSchema, goalIdSchema, ownerSchema, progressSchema, statusSchema } from "../schema";
import { GOAL_APPROVED, GOAL_ASSIGNED, GOAL_CANCELLED, GOAL_COMMENTED, GOAL_COMMENTED_FOR_MANAGER, GOAL_COMPLETED } from "./events";
import { goalRow, goalsOfYear, personName } from "./rows.server";
import { manages, peoplePage } from "./team.server";
import type { Goal } from "./model";

/** The most goals a person has in one year: her page stays one screen of work, not a backlog. */
export const GOALS_PER_YEAR = 30;

export interface PersonGoals {
  person: { id: number; name: string };
  year: number;
  goals: Goal[];
  can: GoalAbilities;
}

/** What a change answers: the goal, whose it is and its year (where the page shows it). */
export interface GoalChange {
  goalId: number;
  userId: number;
  year: number;
}

export function createGoals({ db, now }: Deps) {
  async function abilities(actor: SignedIn, ownerId: number): Promise<GoalAbilities> {
    const own = actor.userId === ownerId;
    return goalAbilities(actor, ownerId, !own && (await manages(db, actor.userId, ownerId)));
  }

  /** The goal an input names, if the actor may read it, with what she may do to it (before the rest is read). */
  async function goalFor(actor: SignedIn, input: unknown) {
    const goal = await goalRow(db, parseInput(goalIdSchema, input).goalId);
    const can = await abilities(actor, goal.user_id);
    if (!can.read) throw forbidden(r.forbiddenRead);
    return { goal, can };
  }

  /** The year a page or call shows when it names none: the current one, Moscow time (UTC+3). */
  const yearOr = (year: number | undefined) => year ?? new Date(now().getTime() + 3 * 3600_000).getUTCFullYear();
  const variable = (text: string, objectId: number) => ({ text, objectId });

  return {
    /** A person's goals of a year with their updates and threads: herself, her managers and HR only. */
    async ofPerson(actor: Actor, userId: number, year?: number): Promise<PersonGoals> {
      const me = requireUser(actor);
      const name = await personName(db, userId);
      const can = await abilities(me, userId);
      if (!can.read) throw forbidden(r.forbiddenRead);
      const shown = yearOr(year);
      return { person: { id: userId, name }, year: shown, goals: await goalsOfYear(db, userId, shown), can };
    },

    /** Whether the actor heads anyone (the «Команда» section is shown) and reads everyone's (HR). */
    async roleOf(actor: Actor): Promise<{ leads: boolean; hr: boolean }> {
      const me = requireUser(actor);
      const head = await db.selectFrom("departments").select("id").where("head_user_id", "=", me.userId).limit(1).executeTakeFirst();
      return { leads: head !== undefined, hr: readsAllGoals(me) };
    },

    /** The actor's team with their goals of the year summed up, a keyset page at a time. */
    team(actor: Actor, year: number | undefined, after: number | null) {
      return peoplePage(db, { managerId: requireUser(actor).userId }, yearOr(year), after);
    },

    /** Everyone with goals in the year: HR and administrators only. */
    everyone(actor: Actor, year: number | undefined, after: number | null) {
      if (!readsAllGoals(requireUser(actor))) throw forbidden(r.forbiddenRead);
      return peoplePage(db, { all: true }, yearOr(year), after);
    },

    currentYear: () => yearOr(undefined),

    /** Adds a goal: the owner her own, a manager (or administrator) one for her, approved as it is set. */
    async create(actor: Actor, input: unknown): Promise<Goal> {
      const me = requireUser(actor);
      // Who may is asked before the rest of the input is read: a refused caller learns nothing of the rules.
      const ownerId = parseInput(ownerSchema, input).userId ?? me.userId;
      await personName(db, ownerId);
      const can = await abilities(me, ownerId);
      if (!can.own && !can.manage) throw forbidden(r.forbiddenManage);
      const { period, title, description, dueOn } = parseInput(createGoalSchema, input);
      const at = now().toISOString();
      const id = await db.transaction().execute(async (trx) => {
        const count = await trx
          .selectFrom("goals")
          .select((eb) => eb.fn.countAll<number | string>().as("n"))
          .where("user_id", "=", ownerId)
          .where("year", "=", period.year)
          .executeTakeFirstOrThrow();
        if (Number(count.n) >= GOALS_PER_YEAR) throw invalid(r.tooMany(GOALS_PER_YEAR));
        const setByManager = can.manage;
        const row = await trx
          .insertInto("goals")
          .values({
            user_id: ownerId,
            year: period.year,
            half: period.half,
            title,
            description,
            due_on: dueOn,
            status: "IN_PROGRESS",
            approved_by: setByManager ? me.userId : null,
            approved_at: setByManager ? at : null,
            created_by: me.userId,
            created_at: at,
            updated_at: at,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        if (setByManager) {
          const variables = [variable(await personName(trx, me.userId), me.userId), variable(title, row.id)];
          await notify(trx, { recipients: [ownerId], type: GOAL_ASSIGNED, variables, at });
        }
        return row.id;
      });
      return (await goalsOfYear(db, ownerId, period.year)).find((g) => g.id === id)!;
    },

    /** The owner records her progress (0–100 %) and what was done; a closed goal takes none. */
    async recordProgress(actor: Actor, input: unknown): Promise<GoalChange> {
      const me = requireUser(actor);
      const { goal, can } = await goalFor(me, input);
      if (!can.own) throw forbidden(r.forbiddenOwn);
      const { goalId, progress, note } = parseInput(progressSchema, input);
      if (goal.status !== "IN_PROGRESS") throw invalid(r.goalClosed);
      const at = now().toISOString();
      await db.transaction().execute(async (trx) => {
        await trx.insertInto("goal_updates").values({ goal_id: goalId, author_id: me.userId, progress, note, created_at: at }).execute();
        await trx.updateTable("goals").set({ progress, updated_at: at }).where("id", "=", goalId).execute();
      });
      return { goalId, userId: goal.user_id, year: goal.year };
    },

    /** A comment in the goal's thread; the other side is told (the owner, or her nearest manager). */
    async comment(actor: Actor, input: unknown): Promise<GoalChange> {
      const me = requireUser(actor);
      const { goal, can } = await goalFor(me, input);
      if (!can.comment) throw forbidden(r.forbiddenComment);
      const { goalId, text } = parseInput(commentSchema, input);
      const at = now().toISOString();
      await db.transaction().execute(async (trx) => {
        await trx.insertInto("goal_comments").values({ goal_id: goalId, author_id: me.userId, text, created_at: at }).execute();
        const byOwner = me.userId === goal.user_id;
        const recipient = byOwner ? await managerOf(trx, goal.user_id) : goal.user_id;
        if (recipient === null) return;
        const variables = [variable(await personName(trx, me.userId), me.userId), variable(goal.title, goalId)];
        await notify(trx, { recipients: [recipient], type: byOwner ? GOAL_COMMENTED_FOR_MANAGER : GOAL_COMMENTED, variables, at });
      });
      return { goalId, userId: goal.user_id, year: goal.year };
    },

    /** Completes, cancels or resumes a goal; a close is told to the manager (by the owner) or the owner. */
    async setStatus(actor: Actor, input: unknown): Promise<GoalChange> {
      const me = requireUser(actor);
      const { goal, can } = await goalFor(me, input);
      if (!can.changeStatus) throw forbidden(r.forbiddenManage);
      const { goalId, status } = parseInput(statusSchema, input);
      if (goal.status === status) return { goalId, userId: goal.user_id, year: goal.year };
      const at = now().toISOString();
      await db.transaction().execute(async (trx) => {
        const progress = status === "COMPLETED" ? 100 : goal.progress;
        await trx.updateTable("goals").set({ status, progress, updated_at: at }).where("id", "=", goalId).execute();
        if (status === "IN_PROGRESS") return;
        const recipient = me.userId === goal.user_id ? await managerOf(trx, goal.user_id) : goal.user_id;
        if (recipient === null) return;
        const variables = [variable(await personName(trx, goal.user_id), goal.user_id), variable(goal.title, goalId)];
        await notify(trx, { recipients: [recipient], type: status === "COMPLETED" ? GOAL_COMPLETED : GOAL_CANCELLED, variables, at });
      });
      return { goalId, userId: goal.user_id, year: goal.year };
    },

    /** A manager approves a goal the owner set herself. */
    async approve(actor: Actor, input: unknown): Promise<GoalChange> {
      const me = requireUser(actor);
      const { goal, can } = await goalFor(me, input);
      const goalId = goal.id;
      if (!can.manage) throw forbidden(r.forbiddenManage);
      if (goal.approved_by !== null) throw invalid(r.alreadyApproved);
      const at = now().toISOString();
      await db.transaction().execute(async (trx) => {
        await trx.updateTable("goals").set({ approved_by: me.userId, approved_at: at, updated_at: at }).where("id", "=", goalId).execute();
        const variables = [variable(await personName(trx, me.userId), me.userId), variable(goal.title, goalId)];
        await notify(trx, { recipients: [goal.user_id], type: GOAL_APPROVED, variables, at });
      });
      return { goalId, userId: goal.user_id, year: goal.year };
    },
  };
}

export type GoalsService = ReturnType<typeof createGoals>;

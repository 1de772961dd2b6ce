// Reading goals: one person's year in three statements (the goals, then the updates and the comments of all
// of them), whatever the number of goals; a single goal's owner for the checks of a change.
import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/platform/db/schema";
import { notFound } from "~/platform/errors";
import { fullName } from "~/features/contacts/index.server";
import { serverMessages as r } from "../messages.server";
import type { Goal, GoalNote, GoalUpdate } from "./model";

type Db = Kysely<Database> | Transaction<Database>;

const nameOf = (row: { name: string | null; surname: string | null; middlename: string | null }) =>
  row.name === null ? null : fullName({ name: row.name, surname: row.surname, middlename: row.middlename });

export async function goalsOfYear(db: Db, userId: number, year: number): Promise<Goal[]> {
  const goals = await db
    .selectFrom("goals as g")
    .leftJoin("users as a", "a.id", "g.approved_by")
    .selectAll("g")
    .select(["a.name", "a.surname", "a.middlename"])
    .where("g.user_id", "=", userId)
    .where("g.year", "=", year)
    .orderBy("g.half")
    .orderBy("g.id")
    .execute();
  if (goals.length === 0) return [];
  const ids = goals.map((g) => g.id);
  const [updates, comments] = await Promise.all([
    db
      .selectFrom("goal_updates as n")
      .leftJoin("users as a", "a.id", "n.author_id")
      .select(["n.id", "n.goal_id", "n.author_id", "n.progress", "n.note", "n.created_at", "a.name", "a.surname", "a.middlename"])
      .where("n.goal_id", "in", ids)
      .orderBy("n.id")
      .execute(),
    db
      .selectFrom("goal_comments as n")
      .leftJoin("users as a", "a.id", "n.author_id")
      .select(["n.id", "n.goal_id", "n.author_id", "n.text", "n.created_at", "a.name", "a.surname", "a.middlename"])
      .where("n.goal_id", "in", ids)
      .orderBy("n.id")
      .execute(),
  ]);
  const byGoal = <T>(rows: (T & { goal_id: number })[]) => {
    const map = new Map<number, T[]>();
    for (const row of rows) map.set(row.goal_id, [...(map.get(row.goal_id) ?? []), row]);
    return map;
  };
  const note = (
    n: { id: number; author_id: number | null; created_at: string } & Parameters<typeof nameOf>[0],
    text: string,
  ): GoalNote => ({
    id: n.id,
    authorId: n.author_id,
    author: nameOf(n),
    text,
    createdAt: n.created_at,
  });
  const updatesOf = byGoal(updates);
  const commentsOf = byGoal(comments);
  return goals.map((g): Goal => ({
    id: g.id,
    userId: g.user_id,
    year: g.year,
    half: g.half,
    title: g.title,
    description: g.description,
    dueOn: g.due_on,
    progress: g.progress,
    status: g.status,
    approvedBy: g.approved_by === null ? null : nameOf(g),
    approvedAt: g.approved_at,
    createdAt: g.created_at,
    updates: (updatesOf.get(g.id) ?? []).map((u): GoalUpdate => ({ ...note(u, u.note), progress: u.progress })),
    comments: (commentsOf.get(g.id) ?? []).map((c) => note(c, c.text)),
  }));
}

/** A goal's row for a change, or the not-found refusal. */
export async function goalRow(db: Db, goalId: number) {
  const row = await db.selectFrom("goals").selectAll().where("id", "=", goalId).executeTakeFirst();
  if (!row) throw notFound(r.goalNotFound);
  return row;
}

/** A person's name, or the not-found refusal (a blocked person's goals stay readable to those who may). */
export async function personName(db: Db, userId: number): Promise<string> {
  const row = await db.selectFrom("users").select(["name", "surname", "middlename"]).where("id", "=", userId).executeTakeFirst();
  if (!row) throw notFound(r.personNotFound);
  return fullName(row);
}

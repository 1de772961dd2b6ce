// The quiz's tables (see tables.ts). kysely's schema builder only, so the same migration runs on SQLite and
// PostgreSQL. The unique (quiz, person) key of an attempt is the rule "one attempt per person"; the
// leaderboard reads its index (quiz, score, seconds, person) in keyset order.
import type { Kysely } from "kysely";
import { idColumn } from "~/platform/db/migration-helpers";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("quiz_quizzes")
    .addColumn("id", ...idColumn(db))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("deadline", "text", (c) => c.notNull())
    .addColumn("published_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  await db.schema
    .createTable("quiz_questions")
    .addColumn("id", ...idColumn(db))
    .addColumn("quiz_id", "integer", (c) => c.notNull().references("quiz_quizzes.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("multiple", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex("quiz_questions_quiz").on("quiz_questions").columns(["quiz_id", "position"]).execute();
  await db.schema
    .createTable("quiz_options")
    .addColumn("id", ...idColumn(db))
    .addColumn("question_id", "integer", (c) => c.notNull().references("quiz_questions.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("correct", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex("quiz_options_question").on("quiz_options").columns(["question_id", "position"]).execute();
  await db.schema
    .createTable("quiz_attempts")
    .addColumn("id", ...idColumn(db))
    .addColumn("quiz_id", "integer", (c) => c.notNull().references("quiz_quizzes.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("started_at", "text", (c) => c.notNull())
    .addColumn("finished_at", "text")
    .addColumn("answered", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("score", "integer")
    .addColumn("seconds", "integer")
    .addUniqueConstraint("quiz_attempts_once", ["quiz_id", "user_id"])
    .execute();
  await db.schema.createIndex("quiz_attempts_board").on("quiz_attempts").columns(["quiz_id", "score", "seconds", "user_id"]).execute();
  await db.schema.createIndex("quiz_attempts_person").on("quiz_attempts").columns(["user_id"]).execute();
  await db.schema
    .createTable("quiz_answers")
    .addColumn("attempt_id", "integer", (c) => c.notNull().references("quiz_attempts.id").onDelete("cascade"))
    .addColumn("question_id", "integer", (c) => c.notNull().references("quiz_questions.id").onDelete("cascade"))
    .addColumn("option_ids", "text", (c) => c.notNull())
    .addColumn("correct", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("quiz_answers_pk", ["attempt_id", "question_id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["quiz_answers", "quiz_attempts", "quiz_options", "quiz_questions", "quiz_quizzes"])
    await db.schema.dropTable(table).execute();
}

// A request's person and department fields (chosen with the finder by id): each id checked and named when the
// request is made, so its page reads the name it had then; an unknown id, or a blocked person, is refused by
// its field. The users' and departments' tables are readable by every feature.
import type { Transaction } from "kysely";
import type { Database } from "~/platform/db/schema";
import { invalid } from "~/platform/errors";
import { fullName } from "~/features/contacts/index.server";
import { controlName, isChosen, type Answer, type Answers, type ChosenAnswer, type ServiceField } from "../fields";
import { answerRefusals as t } from "../messages.server";

export async function nameChosen(trx: Transaction<Database>, fields: readonly ServiceField[], answers: Answers): Promise<Answers> {
  const named: Record<string, Answer> = { ...answers };
  for (const f of fields) {
    const answer = answers[f.key] as ChosenAnswer | undefined;
    if (!isChosen(f) || answer === undefined) continue;
    const name =
      f.kind === "person"
        ? await trx
            .selectFrom("users")
            .select(["name", "surname", "middlename"])
            .where("id", "=", answer.id)
            .where("blocked", "=", 0)
            .executeTakeFirst()
            .then((u) => (u ? fullName(u) : null))
        : await trx
            .selectFrom("departments")
            .select("name")
            .where("id", "=", answer.id)
            .executeTakeFirst()
            .then((d) => d?.name ?? null);
    if (name === null) throw invalid(t[f.kind](f.label), { [controlName(f.key)]: t[f.kind](f.label) });
    named[f.key] = { id: answer.id, name };
  }
  return named;
}

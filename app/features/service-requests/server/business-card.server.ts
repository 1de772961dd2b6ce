// A business card's request (issue #34 point 3, «Business cards») is filled from the profile and previewed as
// an image: what the card will say (name, position, department, phones, e-mail) read from the person's row,
// and the form's first phone field filled with her work phone.
import type { Kysely } from "kysely";
import type { Database } from "~/platform/db/schema";
import { fullName } from "~/features/contacts/index.server";
import type { ServiceField } from "../fields";

export interface CardFace {
  name: string;
  position: string | null;
  department: string | null;
  phones: string[];
  email: string | null;
}

export async function cardFaceOf(db: Kysely<Database>, userId: number): Promise<CardFace | null> {
  const row = await db
    .selectFrom("users as u")
    .leftJoin("departments as d", "d.id", "u.department_id")
    .select(["u.name", "u.surname", "u.middlename", "u.position", "u.work_phone", "u.work_mobile_phone", "u.email", "d.name as department"])
    .where("u.id", "=", userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    name: fullName(row),
    position: row.position,
    department: row.department,
    phones: [row.work_phone, row.work_mobile_phone].filter((p): p is string => Boolean(p)),
    email: row.email,
  };
}

/** The form's first phone field, filled with the card's first phone. */
export function cardDefaults(fields: readonly ServiceField[], face: CardFace): Record<string, string> {
  const phone = fields.find((f) => f.kind === "phone");
  return phone && face.phones[0] ? { [phone.key]: face.phones[0] } : {};
}

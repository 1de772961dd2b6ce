// The employees a generator adds to the directory: names from the demo's lists (a woman's surname and
// patronymic in their female forms), the search key the directory keeps, a phone of the set's own prefix.
// Deterministic with the set's seeded `rnd`: each person takes the same draws in the same order; the hire date
// (the achievements' years at the company) follows from the person's number without a draw.
import type { Db } from "../../app/platform/db/db.server";
import { demoNames } from "../../app/features/contacts/index.server";
import { searchKey } from "../../app/shared/search-key";
import { bulkInsert, text, type Column, type Value } from "./bulk-insert";

export interface GeneratedPerson {
  id: number;
  name: string;
  surname: string;
  middlename: string;
  phone: string;
  /** users.search_name. */
  key: string;
}

export async function addGeneratedPeople(
  db: Db,
  options: {
    count: number;
    /** The phone of the i-th person added. */
    phoneOf: (i: number) => string;
    rnd: () => number;
    /** created_at and updated_at. */
    joined: string;
    /** Positions drawn from (one draw each, after the names); none: no position. */
    positions?: readonly string[];
    /** More columns of each person's row (a department, a position's id), computed from its number without draws. */
    extra?: { columns: Column[]; values: (i: number) => Value[] };
  },
): Promise<GeneratedPerson[]> {
  const { rnd, positions } = options;
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const made: Omit<GeneratedPerson, "id">[] = [];
  const rows = function* (): Generator<Value[]> {
    for (let i = 0; i < options.count; i++) {
      const female = rnd() < 0.5;
      const name = pick(female ? demoNames.DEMO_FEMALE_NAMES : demoNames.DEMO_MALE_NAMES);
      const surname = pick(demoNames.DEMO_SURNAMES) + (female ? "а" : "");
      const middlename = pick(demoNames.DEMO_PATRONYMIC_BASES) + (female ? "на" : "ич");
      const person = { name, surname, middlename, phone: options.phoneOf(i), key: searchKey(`${surname} ${name} ${middlename}`) };
      made.push(person);
      const position = positions ? [pick(positions)] : [];
      yield [
        person.phone,
        name,
        surname,
        middlename,
        ...position,
        person.key,
        options.joined,
        options.joined,
        hiredOnOf(options.joined, i),
        ...(options.extra?.values(i) ?? []),
      ];
    }
  };
  if (options.count <= 0) return [];
  const columns = [
    "phone",
    "name",
    "surname",
    "middlename",
    ...(positions ? ["position"] : []),
    "search_name",
    "created_at",
    "updated_at",
    "hired_on",
  ];
  const { ids } = await bulkInsert(db, "users", [...columns.map(text), ...(options.extra?.columns ?? [])], rows(), { returning: true });
  return ids.map((id, i) => ({ id, ...made[i]! }));
}

/** The i-th person's hire date: up to 20 years before she joined the portal, from i alone (no draw). */
function hiredOnOf(joined: string, i: number): string {
  const days = (i * 7919) % 7300;
  return new Date(new Date(joined).getTime() - days * 86_400_000).toISOString().slice(0, 10);
}

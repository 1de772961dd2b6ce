// People of the profile and suggestion journeys: seeded employees 900…999 (e2e/helpers.ts picks from
// the first 200), one per journey and project, given a password directly in the database.
import type { TestInfo } from "@playwright/test";
import { givePassword, seededPhone, withDb, type Person } from "./helpers";

/** Journeys of e2e/profile.spec.ts and e2e/suggest.spec.ts that change a person. */
export const OWN = { editProfile: 0, workStatus: 1, avatar: 2, suggest: 3 } as const;
export const OWN_PASSWORD = "Профиль-2026";

export async function ownPerson(journey: number, testInfo: TestInfo): Promise<Person & { surname: string }> {
  const project = testInfo.project.name === "nojs" ? 1 : 0;
  const phone = seededPhone(900 + journey * 2 + project + testInfo.retry * 20);
  const row = withDb(
    (db) =>
      db.prepare<[string], { id: number; name: string; surname: string }>("select id, name, surname from users where phone = ?").get(phone),
    { readonly: true },
  );
  if (!row) throw new Error(`No seeded employee with phone ${phone}`);
  const person = { id: row.id, phone, name: row.name, surname: row.surname };
  await givePassword(person, OWN_PASSWORD);
  return person;
}

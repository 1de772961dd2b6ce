// Seed ids of the vacancies' rows (api-matrix-vacancies.ts): a PUBLIC vacancy of the demo, another to
// update, and an archived one (the demo's vacancies are the demo editor's, 9000000002). Should the demo
// hold none (the vacancies' seed is a part of its own), the administrator makes them here through the
// service, so the rows still test the calls' rights.
import { sql } from "kysely";
import { actingAs } from "../../app/platform/actor";
import type { World } from "./world";

export interface VacancyIds {
  /** A PUBLIC vacancy: everyone signed in reads it. */
  publicVacancy: number;
  /** Another PUBLIC one the update row saves (hot), editors only. */
  editableVacancy: number;
  /** An archived one: not found for all but vacancy editors and administrators. */
  archivedVacancy: number;
}

export async function vacancyIds(world: World): Promise<VacancyIds> {
  const db = world.portal.db.kysely;
  const ids = async (state: string) =>
    (await sql.raw<{ id: number }>(`select id from vacancies where state = '${state}' order by id limit 2`).execute(db)).rows.map((r) =>
      Number(r.id),
    );
  let [published, archived] = [await ids("PUBLIC"), await ids("ARCHIVE")];
  if (published.length < 2 || archived.length < 1) {
    const admin = actingAs(world.userIds.admin, ["ROLE_ADMINISTRATOR"]);
    const department = await db.selectFrom("departments").select("id").orderBy("id").executeTakeFirstOrThrow();
    const make = async (state: "PUBLIC" | "ARCHIVE") =>
      (
        await world.portal.services.vacancies.create(admin, {
          position: "Продавец-консультант",
          departmentId: department.id,
          contactId: world.userIds.editor,
          cityId: 1,
          sector: "RETAIL",
          level: "EXECUTOR",
          wage: "45000",
          wage2: null,
          responsibility: "Консультировать покупателей",
          requirements: "Вежливость",
          conditions: "",
          state,
          hot: false,
        })
      ).id;
    published = [await make("PUBLIC"), await make("PUBLIC")];
    archived = [await make("ARCHIVE")];
  }
  return { publicVacancy: published[0]!, editableVacancy: published[1]!, archivedVacancy: archived[0]! };
}

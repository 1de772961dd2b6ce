// Seed ids of the vacancy replies' rows (api-matrix-vacancy-replies.ts): a PUBLIC vacancy none of the
// actors has replied to, whose contact is neither the employee nor the section editor (so only editors
// and administrators read its replies). The demo's when it has one, else one inserted here.
import { sql } from "kysely";
import type { World } from "./world";

export interface VacancyReplyIds {
  replyVacancy: number;
}

export async function vacancyReplyIds(world: World): Promise<VacancyReplyIds> {
  const db = world.portal.db.kysely;
  const { employee, sectionEditor, editor, admin } = world.userIds;
  const found = (
    await sql<{ id: number }>`select v.id from vacancies v
       where v.state = 'PUBLIC' and v.contact_id not in (${employee}, ${sectionEditor})
         and not exists (select 1 from vacancy_replies r where r.vacancy_id = v.id
                          and r.user_id in (${employee}, ${sectionEditor}, ${editor}, ${admin}))
       order by v.id`.execute(db)
  ).rows[0];
  if (found) return { replyVacancy: Number(found.id) };
  const department = await db.selectFrom("departments").select("id").orderBy("id").executeTakeFirstOrThrow();
  const at = world.portal.clock.now().toISOString();
  const { id } = await db
    .insertInto("vacancies")
    .values({
      position: "Продавец-консультант",
      department_id: department.id,
      city_id: 1,
      contact_id: editor,
      author_id: editor,
      wage: null,
      wage2: null,
      responsibility: "Консультировать покупателей",
      requirements: "Вежливость",
      state: "PUBLIC",
      sector: "RETAIL",
      level: "EXECUTOR",
      publish_date: at,
      created_at: at,
      updated_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { replyVacancy: id };
}

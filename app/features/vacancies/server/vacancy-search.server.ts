// The vacancies' index in the portal search (issue #16, block «Вакансии», VACANCY): one document per PUBLIC
// vacancy, the position as its title and what a person reads to choose it (duties, requirements, conditions)
// as its body, fresher by its publish date. Everyone signed in opens a public vacancy (policy.ts
// canReadVacancy), so the scope is "all"; an archived one is left out by load(), editors included, as
// /vacancies lists only public ones. Every save that changes what the index holds (create; an update of the
// texts, the state or the publish date: edit, archive, restore) writes VACANCY_CHANGED with its id in its own
// transaction (vacancies.server.ts). Vacancies are never deleted.
import type { Deps } from "~/platform/deps.server";
import type { SearchIndexer } from "~/platform/feature";
import { idsOfEvent, writeIdsEvent } from "~/platform/events.server";
import { hasId, idsAfterOf } from "~/platform/search-ids.server";
import { rowsInOrderOf, rowsOfIds } from "~/shared/chunks";
import { vacancySearchBlock } from "../messages.server";
import { cutText, vacancyPath } from "../ui/text";
import type { Db } from "./vacancy-rows.server";

export const VACANCY = "VACANCY";
/** Payload `{ ids }`: the vacancies one save created or changed in what the search holds. */
export const VACANCY_CHANGED = "VACANCY_CHANGED";

/** A found vacancy as GET /search-v2/find gives it (spec part 1 §3), its city's name ours: its page is /vacancies/{id}. */
export interface VacancySearchItem {
  id: number;
  name: string;
  cityId: number;
  cityName: string;
  publishDate: string;
  /** The duties, cut as on the list's card. */
  text: string;
}

/** Records that these vacancies changed, in the transaction of the change. */
export async function vacanciesChanged(trx: Db, ids: readonly number[], at: Date): Promise<void> {
  await writeIdsEvent(trx, VACANCY_CHANGED, ids, at);
}

/** The columns of a vacancy the index holds: a save changing none of them leaves the index as it is. */
export const INDEXED_COLUMNS = ["position", "responsibility", "requirements", "conditions", "state", "publish_date"] as const;

export function vacancySearchIndexer({ db }: Pick<Deps, "db">): SearchIndexer {
  return {
    indexName: VACANCY,
    block: { header: vacancySearchBlock, order: 12 },

    async load(trx, ids) {
      const rows = await rowsOfIds(ids, (part) =>
        trx
          .selectFrom("vacancies")
          .select(["id", "position", "responsibility", "requirements", "conditions", "publish_date"])
          .where("id", "in", part)
          .where("state", "=", "PUBLIC")
          .execute(),
      );
      return rows.map((r) => ({
        objectId: r.id,
        scopeId: null,
        title: r.position,
        body: [r.responsibility, r.requirements, r.conditions].filter(Boolean).join("\n"),
        freshAt: r.publish_date,
      }));
    },

    idsAfter: idsAfterOf((db) => db.selectFrom("vacancies").select("id").where("state", "=", "PUBLIC")),

    events: { [VACANCY_CHANGED]: idsOfEvent },

    // Everyone signed in opens a public vacancy (canReadVacancy); archived ones are not in the index.
    scope: async () => "all",

    async present(_reader, ids): Promise<VacancySearchItem[]> {
      const rows = await rowsInOrderOf(ids, (part) =>
        db
          .selectFrom("vacancies as v")
          .innerJoin("vacancy_cities as c", "c.id", "v.city_id")
          .select(["v.id", "v.position", "v.city_id", "c.name as city_name", "v.publish_date", "v.responsibility"])
          .where("v.id", "in", part)
          .where("v.state", "=", "PUBLIC")
          .execute(),
      );
      return rows.map((r) => ({
        id: r.id,
        name: r.position,
        cityId: r.city_id,
        cityName: r.city_name,
        publishDate: r.publish_date,
        text: cutText(r.responsibility),
      }));
    },

    target: (object) => (hasId(object) ? vacancyPath(object.id) : "/vacancies"),
  };
}

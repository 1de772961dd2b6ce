// Vacancies in the portal search (indexName VACANCY; issue #15 point 10): PUBLIC vacancies whose
// position or duties hold every word of the query, newest first. The key is the finder's search_keys row
// of kind VACANCY, written in the save's transaction (SQLite folds only ASCII case, so Cyrillic is folded
// here, as the groups' articles do); an archived vacancy keeps its key and is left out by its state.
import { sql, type SqlBool } from "kysely";
import type { Deps } from "~/platform/deps.server";
import type { SearchSource } from "~/platform/feature";
import { writeObjectKey } from "~/features/search/index.server";
import { cutText } from "../ui/text";
import { countAll, type Db } from "./vacancy-rows.server";

export const VACANCY_SEARCH_KIND = "VACANCY";

/** The spec's search item (part 1 §3) as a vacancy gives it: its page is /vacancies/{id}. */
export interface VacancySearchItem {
  id: number;
  name: string;
  cityId: number;
  publishDate: string;
  text: string;
}

export const writeVacancySearchKey = (trx: Db, id: number, position: string, responsibility: string) =>
  writeObjectKey(trx, VACANCY_SEARCH_KIND, id, `${position}\n${responsibility}`);

export function vacancySearchSource({ db }: Pick<Deps, "db">): SearchSource {
  return {
    indexName: VACANCY_SEARCH_KIND,
    // `words` come folded and LIKE-escaped by the search feature (its queryWords).
    async find(_reader, { words, limit }) {
      let base = db
        .selectFrom("vacancies as v")
        .innerJoin("search_keys as k", (j) => j.onRef("k.object_id", "=", "v.id").on("k.kind", "=", VACANCY_SEARCH_KIND))
        .where("v.state", "=", "PUBLIC");
      for (const word of words) base = base.where(sql<SqlBool>`k.key like ${`%${word}%`} escape '\\'`);
      let rows = base.select(["v.id", "v.position", "v.city_id", "v.publish_date", "v.responsibility"]).orderBy("v.id", "desc");
      if (limit !== null) rows = rows.limit(limit);
      const [counted, found] = await Promise.all([base.select(countAll.as("n")).executeTakeFirst(), rows.execute()]);
      const objects: VacancySearchItem[] = found.map((r) => ({
        id: r.id,
        name: r.position,
        cityId: r.city_id,
        publishDate: r.publish_date,
        text: cutText(r.responsibility),
      }));
      return { total: Number(counted?.n ?? 0), objects };
    },
  };
}

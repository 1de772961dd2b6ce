// The contest's winners in the portal search (block «Лучший по профессии», PROFESSIONAL_WINNER): the person's
// name, profession, region, nomination and year, and the short text. Everyone signed in reads them ("all").
import type { Deps } from "~/platform/deps.server";
import type { SearchIndexer } from "~/platform/feature";
import { idsOfEvent } from "~/platform/events.server";
import { hasId, idsAfterOf } from "~/platform/search-ids.server";
import { rowsInOrderOf, rowsOfIds } from "~/shared/chunks";
import { professionalNames } from "../messages.server";
import { PROFESSIONAL_WINNERS_CHANGED } from "./professional.server";

export const PROFESSIONAL_WINNER = "PROFESSIONAL_WINNER";

export function professionalSearchIndexer({ db }: Pick<Deps, "db">): SearchIndexer {
  const rows = (d: typeof db, part: readonly number[]) =>
    d
      .selectFrom("professional_winners as w")
      .innerJoin("professional_years as y", "y.id", "w.year_id")
      .innerJoin("users as u", "u.id", "w.user_id")
      .select([
        "w.id",
        "y.year",
        "u.surname",
        "u.name",
        "u.middlename",
        "w.profession",
        "w.region",
        "w.nomination",
        "w.text",
        "w.updated_at",
      ])
      .where("w.id", "in", part)
      .execute();
  const nameOf = (w: { surname: string; name: string; middlename: string | null }) =>
    [w.surname, w.name, w.middlename].filter(Boolean).join(" ");
  return {
    indexName: PROFESSIONAL_WINNER,
    block: { header: professionalNames.searchBlock, order: 16 },
    async load(trx, ids) {
      const found = await rowsOfIds(ids, (part) => rows(trx as typeof db, part));
      return found.map((w) => ({
        objectId: w.id,
        scopeId: null,
        title: `${nameOf(w)} ${w.profession}`,
        body: [w.region, w.nomination, String(w.year), w.text].filter(Boolean).join(" "),
        freshAt: w.updated_at,
      }));
    },
    idsAfter: idsAfterOf((d) => d.selectFrom("professional_winners").select("id")),
    events: { [PROFESSIONAL_WINNERS_CHANGED]: idsOfEvent },
    scope: async () => "all",
    async present(_reader, ids) {
      const found = await rowsInOrderOf(ids, (part) => rows(db, part));
      return found.map((w) => ({
        id: w.id,
        year: w.year,
        name: nameOf(w),
        description: [w.profession, w.region, w.nomination].filter(Boolean).join(" · "),
      }));
    },
    target: (object) =>
      hasId(object) && typeof object.year === "number" ? `/professional/${object.year}#winner-${object.id}` : "/professional",
  };
}

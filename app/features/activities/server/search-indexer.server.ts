// Активности in the portal search (index ACTIVITY, block «Активности»): the title, the place and the
// description. Everyone signed in reads every activity, so the scope is "all". Every write names its ids in an
// ACTIVITIES_CHANGED event (activities.server.ts).
import type { Deps } from "~/platform/deps.server";
import type { SearchIndexer } from "~/platform/feature";
import { idsOfEvent } from "~/platform/events.server";
import { hasId, idsAfterOf } from "~/platform/search-ids.server";
import { rowsInOrderOf, rowsOfIds } from "~/shared/chunks";
import { richHtmlToPlainText } from "~/shared/richtext/plain-text.server";
import { activitiesNames } from "../messages.server";
import { ACTIVITIES_CHANGED } from "./events";

export const ACTIVITY_INDEX = "ACTIVITY";
const DESCRIPTION_CHARS = 200;

export function activitiesSearchIndexer({ db }: Pick<Deps, "db">): SearchIndexer {
  return {
    indexName: ACTIVITY_INDEX,
    block: { header: activitiesNames.searchBlock, order: 18 },
    async load(trx, ids) {
      const rows = await rowsOfIds(ids, (part) =>
        trx.selectFrom("activities").select(["id", "title", "place", "description", "updated_at"]).where("id", "in", part).execute(),
      );
      return rows.map((a) => ({
        objectId: a.id,
        scopeId: null,
        title: a.title,
        body: `${a.place} ${richHtmlToPlainText(a.description)}`,
        freshAt: a.updated_at,
      }));
    },
    idsAfter: idsAfterOf((d) => d.selectFrom("activities").select("id")),
    events: { [ACTIVITIES_CHANGED]: idsOfEvent },
    scope: async () => "all",
    async present(_reader, ids) {
      const rows = await rowsInOrderOf(ids, (part) =>
        db.selectFrom("activities").select(["id", "title", "place", "starts_at", "description"]).where("id", "in", part).execute(),
      );
      return rows.map((a) => ({
        id: a.id,
        name: a.title,
        place: a.place,
        startsAt: a.starts_at,
        description: richHtmlToPlainText(a.description, { maxLength: DESCRIPTION_CHARS }),
      }));
    },
    target: (object) => (hasId(object) ? `/activities/${object.id}` : "/activities"),
  };
}

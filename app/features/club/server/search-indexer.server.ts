// The partners club in the portal search: block «Партнёры клуба», CLUB_PARTNER (the spec's index name): a
// partner's name, its category, cities and texts. Everyone signed in reads every partner, so the scope is "all".
// Every write names its partners in CLUB_PARTNERS_CHANGED (a category's or city's rename too).
import type { Kysely } from "kysely";
import type { Deps } from "~/platform/deps.server";
import type { Database } from "~/platform/db/schema";
import type { SearchIndexer } from "~/platform/feature";
import { idsOfEvent } from "~/platform/events.server";
import { hasId, idsAfterOf } from "~/platform/search-ids.server";
import { chunks, rowsInOrderOf, rowsOfIds } from "~/shared/chunks";
import { logoOf } from "../files";
import { clubNames } from "../messages.server";
import { CLUB_PARTNERS_CHANGED } from "./events";

export const CLUB_PARTNER = "CLUB_PARTNER";

const DESCRIPTION_CHARS = 200;
const short = (text: string) => (text.length > DESCRIPTION_CHARS ? `${text.slice(0, DESCRIPTION_CHARS - 1)}…` : text);

const partners = (d: Kysely<Database>, part: readonly number[]) =>
  d
    .selectFrom("club_partners as p")
    .innerJoin("club_categories as c", "c.id", "p.category_id")
    .select(["p.id", "p.name", "p.description", "p.conditions", "p.discount", "p.logo_path", "p.updated_at", "c.name as category"])
    .where("p.id", "in", part)
    .execute();

export function clubSearchIndexer({ db }: Pick<Deps, "db">): SearchIndexer {
  return {
    indexName: CLUB_PARTNER,
    block: { header: clubNames.searchBlock, order: 16 },
    async load(trx, ids) {
      const rows = await rowsOfIds(ids, (part) => partners(trx as Kysely<Database>, part));
      // A partner has several addresses: its cities' rows are gathered by chunk, not one row per id.
      const citiesOf = new Map<number, Set<string>>();
      for (const part of chunks([...new Set(ids)])) {
        const cities = await trx
          .selectFrom("club_addresses as a")
          .innerJoin("club_cities as c", "c.id", "a.city_id")
          .select(["a.partner_id", "c.name"])
          .where("a.partner_id", "in", part)
          .execute();
        for (const c of cities) citiesOf.set(c.partner_id, (citiesOf.get(c.partner_id) ?? new Set()).add(c.name));
      }
      return rows.map((p) => ({
        objectId: p.id,
        scopeId: null,
        title: p.name,
        body: [p.category, ...(citiesOf.get(p.id) ?? []), p.description, p.conditions].join("\n"),
        freshAt: p.updated_at,
      }));
    },
    idsAfter: idsAfterOf((d) => d.selectFrom("club_partners").select("id")),
    events: { [CLUB_PARTNERS_CHANGED]: idsOfEvent },
    scope: async () => "all",
    async present(_reader, ids) {
      const rows = await rowsInOrderOf(ids, (part) => partners(db, part));
      return rows.map((p) => ({
        id: p.id,
        name: p.name,
        category: p.category,
        discount: p.discount,
        logo: p.logo_path ? logoOf(p.logo_path) : null,
        description: short(p.description),
      }));
    },
    target: (object) => (hasId(object) ? `/club/partner/${object.id}` : "/club/partners"),
  };
}

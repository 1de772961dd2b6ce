// The directory's catalogues in the portal search (issue #16): DEPARTMENT (block «Подразделения», each with the
// breadcrumb of its contact category) and USER_POSITION (asked by the calls and the finder only), found by
// their name, every word the start of a word. Everyone signed in sees them all. Positions are made by
// syncPersonInDirectory (POSITION_CHANGED in its transaction); whoever writes the departments table writes
// DEPARTMENT_CHANGED (departmentsChanged; the demo's are indexed whole at the first start).
import type { Deps } from "~/platform/deps.server";
import type { SearchIndexer } from "~/platform/feature";
import { idsOfEvent } from "~/platform/events.server";
import { idsAfterOf } from "~/platform/search-ids.server";
import { rowsInOrderOf, rowsOfIds } from "~/shared/chunks";
import { contactsSearchBlocks } from "~/features/contacts/messages.server";
import { DEPARTMENT_CHANGED, POSITION_CHANGED } from "./directory-events.server";
import { chains, pathOf } from "./queries.server";
import { categoryTarget } from "./contact-index.server";

export interface PositionItem {
  id: number;
  name: string;
  departmentName: string | null;
}
export interface DepartmentItem {
  id: number;
  name: string;
  city: string | null;
  /** Ids of the department's contact category and its ancestors, root first, joined by "/". */
  categoryIdBreadCrumb: string | null;
}

/** Neither table keeps a time of change: equal matches come newest id first. */
const NO_TIME = "1970-01-01T00:00:00.000Z";

export function departmentSearchIndexer({ db }: Pick<Deps, "db">): SearchIndexer {
  return {
    indexName: "DEPARTMENT",
    block: { header: contactsSearchBlocks.departments, order: 5 },
    allPrefix: true,
    async load(trx, ids) {
      const rows = await rowsOfIds(ids, (part) => trx.selectFrom("departments").select(["id", "name"]).where("id", "in", part).execute());
      return rows.map((r) => ({ objectId: r.id, scopeId: null, title: r.name, body: "", freshAt: NO_TIME }));
    },
    idsAfter: idsAfterOf((db) => db.selectFrom("departments").select("id")),
    events: { [DEPARTMENT_CHANGED]: idsOfEvent },
    scope: async () => "all",
    async present(_reader, ids): Promise<DepartmentItem[]> {
      const rows = await rowsInOrderOf(ids, (part) =>
        db
          .selectFrom("departments")
          .leftJoin("contact_categories", "contact_categories.department_id", "departments.id")
          .select(["departments.id", "departments.name", "departments.city", "contact_categories.id as category_id"])
          .where("departments.id", "in", part)
          .execute(),
      );
      const paths = await chains(
        db,
        rows.flatMap((r) => (r.category_id != null ? [r.category_id] : [])),
      );
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        city: r.city,
        categoryIdBreadCrumb: r.category_id != null ? pathOf(paths.get(r.category_id)) || null : null,
      }));
    },
    // The department's contacts category (ours).
    target: categoryTarget,
    finderLabel: (object) => ({ label: (object as DepartmentItem).name, hint: (object as DepartmentItem).city }),
  };
}

export function positionSearchIndexer({ db }: Pick<Deps, "db">): SearchIndexer {
  return {
    indexName: "USER_POSITION",
    block: null,
    allPrefix: true,
    async load(trx, ids) {
      const rows = await rowsOfIds(ids, (part) => trx.selectFrom("positions").select(["id", "name"]).where("id", "in", part).execute());
      return rows.map((r) => ({ objectId: r.id, scopeId: null, title: r.name, body: "", freshAt: NO_TIME }));
    },
    idsAfter: idsAfterOf((db) => db.selectFrom("positions").select("id")),
    events: { [POSITION_CHANGED]: idsOfEvent },
    scope: async () => "all",
    async present(_reader, ids): Promise<PositionItem[]> {
      const rows = await rowsInOrderOf(ids, (part) =>
        db
          .selectFrom("positions")
          .leftJoin("departments", "departments.id", "positions.department_id")
          .select(["positions.id", "positions.name", "departments.name as department_name"])
          .where("positions.id", "in", part)
          .execute(),
      );
      return rows.map((r) => ({ id: r.id, name: r.name, departmentName: r.department_name ?? null }));
    },
    // A position opens no page of its own: the directory lists the people.
    target: () => "/v2/contacts",
    finderLabel: (object) => ({ label: (object as PositionItem).name, hint: (object as PositionItem).departmentName }),
  };
}

// The navigation menu, stored so administrators can change it without a release.
import type { Deps } from "~/platform/deps.server";
import { readMostly } from "~/platform/read-mostly.server";

/** The spec's navigation item. */
export interface NavItem {
  id: number;
  name: string;
  link: string;
  url: boolean;
  elementId: string | null;
  showOnlyMobile: boolean;
  submenu: NavItem[];
}

export function createNav({ db }: Deps) {
  const nav = {
    /** GET /nav/list: top items in order, each with its submenu. */
    async list(): Promise<NavItem[]> {
      const rows = await db
        .selectFrom("nav_items")
        .select(["id", "parent_id", "name", "link", "is_url", "element_id", "show_only_mobile", "sort"])
        .orderBy("sort")
        .orderBy("id")
        .execute();
      const byParent = new Map<number | null, NavItem[]>();
      const items = new Map<number, NavItem>();
      for (const row of rows) {
        items.set(row.id, {
          id: row.id,
          name: row.name,
          link: row.link,
          url: row.is_url === 1,
          elementId: row.element_id,
          showOnlyMobile: row.show_only_mobile === 1,
          submenu: [],
        });
      }
      for (const row of rows) {
        const item = items.get(row.id)!;
        const parent = row.parent_id != null ? items.get(row.parent_id) : undefined;
        if (parent) parent.submenu.push(item);
        else byParent.set(null, [...(byParent.get(null) ?? []), item]);
      }
      return byParent.get(null) ?? [];
    },
  };
  // The pages' frame reads the menu kept (platform/read-mostly.server.ts); /nav/list reads it fresh.
  const kept = readMostly(nav.list);
  return { ...nav, menu: kept.get };
}

export type Nav = ReturnType<typeof createNav>;

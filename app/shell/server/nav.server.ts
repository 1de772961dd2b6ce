// The navigation menu, stored so administrators can change it without a release; a top-level section may
// have an icon (a glyph of the portal's set or an uploaded file: nav-icons.server.ts).
import type { Deps } from "~/platform/deps.server";
import { filePathOf } from "~/platform/files/address.server";
import { readMostly } from "~/platform/read-mostly.server";
import { sectionIconPath } from "~/shell/ui/section-icons";

/** The spec's navigation item, with its icon (ours, additive). */
export interface NavItem {
  id: number;
  name: string;
  link: string;
  url: boolean;
  elementId: string | null;
  showOnlyMobile: boolean;
  /** A glyph of the portal's set by name (ui/section-icons.ts); top-level sections only. */
  icon: string | null;
  /** An uploaded icon's address ("/files/…", BASE_PATH in front when shown); top-level sections only. */
  iconUrl: string | null;
  submenu: NavItem[];
}

export function createNav({ db }: Deps) {
  const nav = {
    /** GET /nav/list: top items in order, each with its submenu. */
    async list(): Promise<NavItem[]> {
      const rows = await db
        .selectFrom("nav_items")
        // The files table is the platform's: features read it freely (an icon's address is its row's).
        .leftJoin("files", "files.id", "nav_items.icon_file_id")
        .select([
          "nav_items.id",
          "nav_items.parent_id",
          "nav_items.name",
          "nav_items.link",
          "nav_items.is_url",
          "nav_items.element_id",
          "nav_items.show_only_mobile",
          "nav_items.sort",
          "nav_items.icon",
          "files.id as file_id",
          "files.url_key",
          "files.original_name",
        ])
        .orderBy("nav_items.sort")
        .orderBy("nav_items.id")
        .execute();
      const byParent = new Map<number | null, NavItem[]>();
      const items = new Map<number, NavItem>();
      for (const row of rows) {
        const top = row.parent_id == null;
        const file = top && row.file_id != null && row.url_key != null && row.original_name != null;
        items.set(row.id, {
          id: row.id,
          name: row.name,
          link: row.link,
          url: row.is_url === 1,
          elementId: row.element_id,
          showOnlyMobile: row.show_only_mobile === 1,
          // A name the set no longer has shows nothing rather than a broken glyph.
          icon: top && !file && sectionIconPath(row.icon) ? row.icon : null,
          iconUrl: file ? filePathOf(row.file_id!, row.url_key!, row.original_name!) : null,
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
  // The pages' frame reads the menu kept (platform/read-mostly.server.ts); /nav/list reads it fresh. A change
  // made here forgets it, so the next page draws the menu (and its cached HTML, keyed by the array) anew.
  const kept = readMostly(nav.list);
  return { ...nav, menu: kept.get, forget: kept.forget };
}

export type Nav = ReturnType<typeof createNav>;

// The demo menu for an empty database, from the entries every feature brings in its manifest (`menu`) and the
// shell's own for the sections still to come. The menu itself is data (nav_items), edited in the admin area.
import type { MenuEntry, SeedContext } from "~/platform/feature";
import type { SectionIconName } from "./ui/section-icons";

/** Sections of the spec whose features are still to come: each moves into its feature's manifest when it lands. */
const SECTIONS_TO_COME: readonly MenuEntry[] = [];

/** The demo's section icons from the portal's set (/admin/icons): a few sections have one, the rest show none. */
const DEMO_ICONS: Readonly<Record<string, SectionIconName>> = {
  "/news": "news",
  "/knowledge/guide": "book",
  "/v2/contacts": "people",
  "/vacancies": "briefcase",
  "/services": "apps",
  "/gallery": "image",
};

const byOrder = (a: MenuEntry, b: MenuEntry) => a.order - b.order;

export async function seedMenu({ deps: { db }, menu }: SeedContext): Promise<void> {
  const entries = [...menu, ...SECTIONS_TO_COME];
  const tops = entries.filter((e) => !e.under).sort(byOrder);
  for (const [i, top] of tops.entries()) {
    const parent = await db
      .insertInto("nav_items")
      .values({ name: top.name, link: top.link, sort: i, show_only_mobile: top.mobileOnly ? 1 : 0, icon: DEMO_ICONS[top.link] ?? null })
      .returning("id")
      .executeTakeFirstOrThrow();
    const children = entries.filter((e) => e.under === top.link).sort(byOrder);
    for (const [j, child] of children.entries()) {
      await db.insertInto("nav_items").values({ name: child.name, link: child.link, parent_id: parent.id, sort: j }).execute();
    }
  }
}

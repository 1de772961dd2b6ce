// A top-level section's icon (/admin/icons) as the menu and the icons page draw it. A module of its own: the
// menu's lists are drawn on the server only, so the set's glyphs reach the browser with the icons page alone,
// not in the shell's scripts every page loads.
import { useBasePath } from "~/shared/ui/link";
import type { NavItem } from "~/shell/server/nav.server";
import { sectionIconPath } from "~/shell/ui/section-icons";

/**
 * A top-level section's icon before its name: a glyph of the set inline, or the uploaded file as an image.
 * Decorative (the name is beside it), 20 px square and sized in the markup, so nothing moves as it loads.
 */
export function SectionIconMark({ item }: { item: Pick<NavItem, "icon" | "iconUrl"> }) {
  const basePath = useBasePath();
  if (item.iconUrl) return <img className="nav-icon" src={`${basePath}${item.iconUrl}`} alt="" width={20} height={20} />;
  const path = sectionIconPath(item.icon);
  if (!path) return null;
  return (
    <svg className="nav-icon" width={20} height={20} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} fill="currentColor" />
    </svg>
  );
}

// The spec's route table (part 1 §2.3, §2.6) as the product's sections, each a path prefix. A path belongs to
// the deepest section it starts with: a first segment (/gallery), or a part the table names on its own
// (/knowledge/guide, /user/{id}/club-card, /admin/statistic). A section is built when some page of the build
// lives in it: there, an address no page answered is a 404 (/vacancies/1/2/3, /structure/1); a section no
// page lives in yet shows its "coming soon" page; a path in no section is a 404.
import { sections } from "~/shell/messages";

const TOP: Record<string, string> = sections.top;

/** The admin area's pages in the spec (§2.6): each a section of its own, titled as the area. */
const ADMIN_PAGES = [
  "statistic",
  "search-statistic",
  "request-statistic",
  "club-card-statistic",
  "users-info",
  "logi",
  "ts-logs",
  "competences",
  "poster",
  "stickers",
  "emilia",
  "icons",
  "personal-accept",
  "roles-by-positions",
  "secretary-to-department",
  "news-moderation",
  "avatars",
  "search",
  "test",
  "rights",
];

/** Parts of a section named on their own, by their parent's prefix ("*": any one segment, a person's id). */
const NESTED: Record<string, Record<string, string>> = {
  ...sections.nested,
  admin: Object.fromEntries(ADMIN_PAGES.map((page) => [page, TOP.admin!])),
};

export interface Section {
  /** The area it is part of: the path's first segment. */
  key: string;
  title: string;
  /** Its path prefix, segment by segment ("*": any one). */
  prefix: readonly string[];
}

/** The section a path belongs to, or null when the path is not in the product's route table. */
export function sectionOf(path: string): Section | null {
  const segments = path.split("?")[0]!.split("/").filter(Boolean);
  const first = segments[0] ?? "";
  for (const [parent, parts] of Object.entries(NESTED)) {
    const head = parent.split("/");
    const part = segments[head.length];
    if (part === undefined || !head.every((h, i) => h === "*" || h === segments[i])) continue;
    const title = parts[part];
    if (title) return { key: first, title, prefix: [...head, part] };
  }
  const title = TOP[first];
  return title ? { key: first, title, prefix: [first] } : null;
}

/**
 * Whether some page of the build lives in this section: a route path (`vacancies/:id/edit`) that begins with
 * the section's prefix. A route's parameter stands for no named part: `user/:id/:thanksId` is not in
 * user/{id}/club-card, and the shell's own catch-all (`*`) is in none.
 */
export function isBuilt(section: Section, pagePaths: readonly string[]): boolean {
  return segmentsOf(pagePaths).some((segments) =>
    section.prefix.every((p, i) => segments[i] !== undefined && (p === "*" || segments[i] === p)),
  );
}

/** The build's page paths split once per process, not on every "coming soon" page (250 paths: 1.5 % of its time). */
const splitPaths = new WeakMap<readonly string[], string[][]>();
function segmentsOf(pagePaths: readonly string[]): string[][] {
  let split = splitPaths.get(pagePaths);
  if (!split) {
    split = pagePaths.map((pagePath) => pagePath.split("/").filter(Boolean));
    splitPaths.set(pagePaths, split);
  }
  return split;
}

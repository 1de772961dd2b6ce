// The spec's route table (part 1 §2.3): paths of sections that exist in the product. Those not built
// yet show a designed "coming soon" page; any other path is a 404.
import { sections } from "~/shell/messages";

const TOP: Record<string, string> = sections.top;
const SECOND: Record<string, Record<string, string>> = sections.nested;

/** The section a path belongs to, or null when the path is not in the product's route table. */
export function sectionOf(path: string): { key: string; title: string } | null {
  const [first = "", second = "", third = ""] = path.split("?")[0]!.split("/").filter(Boolean);
  if (first === "user" && SECOND.user![third]) return { key: "user", title: SECOND.user![third]! };
  const nested = SECOND[first]?.[second];
  if (nested) return { key: first, title: nested };
  if (first === "v2") return null;
  const title = TOP[first];
  return title ? { key: first, title } : null;
}

// Addresses of the groups' pages that both a loader and its page build (client-safe: a .server module is
// empty in the browser's bundle).

export type GroupsTab = "all" | "my";

/** The list page's address with these parameters (empty ones left out). */
export function groupListUrl(tab: GroupsTab, q: string, after = ""): string {
  const params = new URLSearchParams();
  if (tab === "my") params.set("tab", "my");
  if (q) params.set("q", q);
  if (after) params.set("after", after);
  const query = params.toString();
  return query ? `/group?${query}` : "/group";
}

// GET /group (issue #14 point 3): the list page's data. All groups or the reader's (`?tab=my`), a search
// (`?q=`, 3 characters at least), 20 a page by the list's keyset cursor (`?after=`). One statement for
// the page of groups and one for the total, whatever the page holds.
import type { AppLoadContext } from "@remix-run/node";
import type { SignedIn } from "~/platform/actor";
import { listGroupsSchema } from "../schema";
import type { GroupView } from "./group-rows.server";
import { groupListUrl, type GroupsTab } from "../ui/urls";

export interface GroupListPage {
  tab: GroupsTab;
  q: string;
  /** The search is shorter than SEARCH_MIN: the page asks for more and lists nothing. */
  tooShort: boolean;
  /** The list could not be read: the page says so instead of a list. */
  failed: boolean;
  items: GroupView[];
  total: number;
  /** The next page's address (tab and search kept), null on the last page. */
  more: string | null;
  /** Where this page is (the membership forms come back here). */
  here: string;
  /** A page after the first: the page links back to the start. */
  later: boolean;
}

export async function groupListPage(context: AppLoadContext, actor: SignedIn, url: URL): Promise<GroupListPage> {
  const tab: GroupsTab = url.searchParams.get("tab") === "my" ? "my" : "all";
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 255);
  const after = url.searchParams.get("after") ?? "";
  const here = groupListUrl(tab, q, after);
  const page = {
    tab,
    q,
    here,
    later: after !== "",
    tooShort: false,
    failed: false,
    items: [] as GroupView[],
    total: 0,
    more: null as string | null,
  };
  // The search string is the only field the schema can refuse (under SEARCH_MIN characters).
  const input = listGroupsSchema.safeParse({ searchString: q, onlyMy: tab === "my", after });
  if (!input.success) return { ...page, tooShort: true };
  try {
    const found = await context.services.groups.list(actor, input.data);
    return { ...page, items: found.items, total: found.total, more: found.nextCursor ? groupListUrl(tab, q, found.nextCursor) : null };
  } catch (error) {
    // The spec's «Ошибка получения списка»: the page stays usable (tabs, search, create) and says why
    // there is no list; the cause goes to the server's log.
    console.error("groups list failed", error);
    return { ...page, failed: true };
  }
}

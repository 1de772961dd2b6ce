// What the groups' pages share on the server: the group a page's address names, as the reader sees it.
import type { AppLoadContext } from "@remix-run/node";
import type { SignedIn } from "~/platform/actor";
import { isMissing } from "~/platform/errors";
import { toId } from "~/platform/ids";
import { refusePage } from "~/platform/remix.server";
import { groupMessages as t } from "../messages/group";
import type { GroupView } from "./group-rows.server";

const notFoundPage = () =>
  refusePage(404, { pageTitle: t.notFoundTitle, title: t.notFoundTitle, back: { to: "/group", label: t.allGroups } });

/** The group of `/group/{id}…`, or the page's 404 (unknown, deleted or malformed id). */
export async function groupOfPage(context: AppLoadContext, actor: SignedIn, idParam: string | undefined): Promise<GroupView> {
  const id = toId(idParam);
  if (id === null) throw notFoundPage();
  try {
    return await context.services.groups.get(actor, id);
  } catch (error) {
    if (isMissing(error)) throw notFoundPage();
    throw error;
  }
}

/** The same group, for a page only its readers open (posts, articles, albums, members): closed → 403 with why. */
export async function readableGroupOfPage(context: AppLoadContext, actor: SignedIn, idParam: string | undefined): Promise<GroupView> {
  const group = await groupOfPage(context, actor, idParam);
  if (!group.canRead) throw refusePage(403, { pageTitle: group.name, title: group.name, text: t.closedNotice });
  return group;
}

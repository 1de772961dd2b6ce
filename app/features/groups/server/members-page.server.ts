// /group/{id}/members (issue #14 points 6, 7): the page's data and its forms' posts. Members, managers
// first then by name, 50 a page by keyset (`?after=`), a search (`?q=`); for managers the join requests
// waiting atop. Every manager's control is a plain POST form naming its intent; the page comes back
// with a toast saying what happened or why not.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { isDomainError } from "~/platform/errors";
import { backTo, readForm, redirectWithToast, requireSignedIn } from "~/platform/remix.server";
import { parseInput } from "~/platform/validate";
import { memberMessages as t } from "../messages/member";
import { memberRefSchema, membersQuerySchema, resolveRequestSchema, setManagerSchema } from "../schema";
import type { GroupMember, JoinRequest } from "./members.server";
import { readableGroupOfPage } from "./pages.server";

/** The page's address with its search and cursor (empty ones left out). */
export function membersUrl(groupId: number, q: string, after = ""): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (after) params.set("after", after);
  const query = params.toString();
  return `/group/${groupId}/members${query ? `?${query}` : ""}`;
}

/** dd.mm.yyyy of an ISO date, the same on the server and in the browser. */
const dayOf = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

export async function membersPageLoader({ request, params, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const group = await readableGroupOfPage(context, actor, params.id);
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 255);
  const after = url.searchParams.get("after") ?? "";
  const here = membersUrl(group.id, q, after);
  // The search string is the only field the schema can refuse here (under SEARCH_MIN characters).
  const input = membersQuerySchema.safeParse({ groupId: group.id, searchString: q, after });
  const tooShort = !input.success;
  const { groupMembers } = context.services;
  const [found, requests] = await Promise.all([
    input.success ? groupMembers.members(actor, input.data) : { items: [] as GroupMember[], total: 0, nextCursor: null },
    group.canEdit ? groupMembers.requests(actor, group.id) : ([] as JoinRequest[]),
  ]);
  return {
    groupId: group.id,
    canManage: group.canEdit,
    q,
    tooShort,
    here,
    members: found.items,
    total: found.total,
    more: found.nextCursor ? membersUrl(group.id, q, found.nextCursor) : null,
    requests: requests.map((r) => ({ ...r, day: dayOf(r.createDate) })),
  };
}

/** POST /group/{id}/members {intent: remove | manager | unmanager | accept | reject, userId | claimId, redirectTo}. */
export async function membersPageAction({ request, params, context }: ActionFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const group = await readableGroupOfPage(context, actor, params.id);
  const form = await readForm(request);
  const back = backTo(request, context, form.get("redirectTo") ?? membersUrl(group.id, ""));
  const { groupMembers } = context.services;
  const member = () => parseInput(memberRefSchema, { groupId: group.id, userId: form.get("userId") });
  try {
    let text: string;
    switch (form.get("intent")) {
      case "remove":
        await groupMembers.removeMember(actor, member());
        text = t.removed;
        break;
      case "manager":
      case "unmanager": {
        const manager = form.get("intent") === "manager";
        await groupMembers.setManager(actor, parseInput(setManagerSchema, { ...member(), manager }));
        text = t.managersChanged;
        break;
      }
      case "accept":
      case "reject": {
        const accept = form.get("intent") === "accept";
        await groupMembers.resolve(actor, parseInput(resolveRequestSchema, { claimId: form.get("claimId"), accept }));
        text = accept ? t.accepted : t.rejected;
        break;
      }
      default:
        // No known intent (a hand-made post): nothing to do, back to the page.
        return redirect(back, 303);
    }
    return redirectWithToast(context, back, { type: "success", text }, { status: 303 });
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return redirectWithToast(context, back, { type: "error", text: error.message }, { status: 303 });
  }
}

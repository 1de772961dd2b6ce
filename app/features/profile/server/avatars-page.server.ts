// /admin/avatars' loader and action, apart from its markup (a route that imports the parser keeps conform in
// its bundle, ADR 0024). The list pages by the address (`?before=`), so it works without JavaScript; a removal
// is a plain POST answered by a redirect and a toast, or by conform's reply with the typed reason kept.
import { data, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import { isDomainError } from "~/platform/errors";
import { replyWithDomainError } from "~/platform/form-reply";
import { readForm, redirectWithToast, refusePage, requireSignedIn } from "~/platform/remix.server";
import { parseInput } from "~/platform/validate";
import { parseWithSchema } from "~/shared/forms/parse.server";
import { avatarsAdmin as t } from "../messages";
import { AVATARS_PAGE, mayModerateAvatars } from "./avatar-moderation.server";
import { avatarListSchema, avatarRemoveSchema } from "./avatars-api.server";

const HERE = "/admin/avatars";

function requireModerator(request: Request, context: AppLoadContext) {
  const actor = requireSignedIn(request, context);
  if (!mayModerateAvatars(actor)) throw refusePage(403, { pageTitle: t.title });
  return actor;
}

export async function avatarsPageLoader({ request, context }: LoaderFunctionArgs) {
  const actor = requireModerator(request, context);
  const url = new URL(request.url);
  // Only `before` comes from the address: the page's size is the page's.
  const { before } = parseInput(avatarListSchema, { before: url.searchParams.get("before") ?? undefined });
  const page = await context.services.avatars.list(actor, { before, pageSize: AVATARS_PAGE });
  return { items: page.items, more: page.next === null ? null : `${HERE}?before=${page.next}` };
}

export async function avatarsPageAction({ request, context }: ActionFunctionArgs) {
  const actor = requireModerator(request, context);
  const submission = parseWithSchema(await readForm(request), avatarRemoveSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    await context.services.avatars.remove(actor, submission.value);
  } catch (error) {
    const refused = isDomainError(error) && error.kind === "forbidden";
    return data({ result: replyWithDomainError(submission, error) }, { status: refused ? 403 : 400 });
  }
  // Back to the page the form was on (its `?before=`), the removed photo gone from it.
  return redirectWithToast(context, `${HERE}${new URL(request.url).search}`, { type: "success", text: t.removed }, { status: 303 });
}

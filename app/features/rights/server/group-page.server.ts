// /admin/rights/{type}'s loader and action, apart from the page's markup. The loader reads the group, one page
// of the people it reaches (keyset: ?after=<last id>) and the grant form's finder (without JavaScript its
// «Найти» brings the form back by GET, the sub-departments' box with it). The action grants or revokes by
// `intent`; a refusal (a conflict with another administrator's change included) comes back as conform's
// reply with status 400 over the group as it is now: Remix runs this loader again after the action.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { isDomainError, isMissing } from "~/platform/errors";
import { readForm, redirectWithToast, refusePage, requireSignedIn } from "~/platform/remix.server";
import { replyWithDomainError } from "~/platform/form-reply";
import { parseWithSchema } from "~/shared/forms/parse.server";
import { loadFinder, type FinderOptions } from "~/features/search/index.server";
import { mayManageRights } from "~/features/users/index.server";
import { rights as t } from "../messages";
import { afterIdParam, GRANT_KINDS, grantFormSchema, revokeFormSchema, versionOf } from "../schema";

export const WHO: FinderOptions = { name: "who", kinds: GRANT_KINDS };
/** People a page of «Кто получает группу». */
export const HOLDERS_PAGE = 50;

export async function groupPageLoader({ request, context, params }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  if (!mayManageRights(actor)) throw refusePage(403, { pageTitle: t.title });
  const type = params.type ?? "";
  const url = new URL(request.url);
  const afterId = afterIdParam.parse(url.searchParams.get("after") ?? undefined);
  try {
    const group = await context.services.roleGroups.group(actor, type);
    const holders = await context.services.roleGroups.holders(actor, type, { afterId, limit: HOLDERS_PAGE });
    const last = holders.people.at(-1);
    return {
      group: { ...group, roles: [...group.roles] },
      holders: { ...holders, more: holders.people.length === HOLDERS_PAGE && last ? `/admin/rights/${type}?after=${last.id}` : null },
      finder: await loadFinder(request, context, WHO),
      withSubdepartments: url.searchParams.get("withSubdepartments") === "on",
    };
  } catch (error) {
    if (isMissing(error)) throw refusePage(404, { pageTitle: t.title, title: t.notFound });
    throw error;
  }
}

export async function groupPageAction({ request, context, params }: ActionFunctionArgs) {
  const actor = requireSignedIn(request, context);
  if (!mayManageRights(actor)) throw refusePage(403, { pageTitle: t.title });
  const type = params.type ?? "";
  const form = await readForm(request);
  const here = `/admin/rights/${type}`;
  const refuse = (error: unknown, submission: Parameters<typeof replyWithDomainError>[0]) => {
    if (isDomainError(error) && error.kind === "not_found" && !context.services.roleGroups.find(type)) {
      throw refusePage(404, { pageTitle: t.title, title: t.notFound });
    }
    return replyWithDomainError(submission, error);
  };
  if (form.get("intent") === "revoke") {
    const submission = parseWithSchema(form, revokeFormSchema);
    if (submission.status !== "success")
      return data({ intent: "revoke" as const, result: submission.reply(), finder: null }, { status: 400 });
    try {
      await context.services.roleGroups.revoke(actor, type, submission.value.grantId, versionOf(submission.value.version));
      return redirectWithToast(context, here, { type: "success", text: t.revoked }, { status: 303 });
    } catch (error) {
      return data(
        { intent: "revoke" as const, result: refuse(error, submission), finder: null },
        { status: isForbidden(error) ? 403 : 400 },
      );
    }
  }
  const submission = parseWithSchema(form, grantFormSchema);
  // The chosen subject is shown again when the form comes back refused.
  const finder = await loadFinder(request, context, WHO, form.getAll(WHO.name).map(String));
  if (submission.status !== "success") return data({ intent: "grant" as const, result: submission.reply(), finder }, { status: 400 });
  try {
    const { who, withSubdepartments, version } = submission.value;
    await context.services.roleGroups.grant(actor, type, { ...who, withSubdepartments }, versionOf(version));
    return redirectWithToast(context, here, { type: "success", text: t.granted }, { status: 303 });
  } catch (error) {
    return data({ intent: "grant" as const, result: refuse(error, submission), finder }, { status: isForbidden(error) ? 403 : 400 });
  }
}

const isForbidden = (error: unknown) => isDomainError(error) && error.kind === "forbidden";

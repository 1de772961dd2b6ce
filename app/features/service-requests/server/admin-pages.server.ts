// The services' settings pages' loaders and actions: the catalogue with a new service's form, and a service's
// settings. A refusal of the domain comes back as conform's reply by its control; a 403 or 404 as the page.
import type { AppLoadContext } from "@remix-run/node";
import type { SignedIn } from "~/platform/actor";
import { replyWithDomainError } from "~/platform/form-reply";
import { createOnce, issueFormToken, orRefusal as refusedAs, redirectWithToast, refusePage } from "~/platform/remix.server";
import { parseWithSchema } from "~/shared/forms/parse.server";
import { adminMessages as m } from "../messages/admin";
import { statusNames } from "../messages/services";
import { toId } from "~/platform/ids";
import { adminRefusals as t } from "../messages.server";
import { showDay, showMoment } from "./pages.server";
import { newServiceSchema, serviceSettingsSchema } from "./admin-schema.server";

/** The settings pages' refusals, under the catalogue's title. */
const orRefusal = <T>(work: () => Promise<T>) => refusedAs(work, { pageTitle: m.catalogueTitle });

export async function cataloguePage(context: AppLoadContext, actor: SignedIn) {
  const catalogue = await context.services.serviceAdmin.catalogue(actor);
  if (catalogue.rows.length === 0 && !catalogue.canCreate) throw refusePage(403, { pageTitle: m.catalogueTitle, text: t.forbidden });
  return { ...catalogue, formToken: catalogue.canCreate ? await issueFormToken(context, actor) : null };
}

export async function createService(context: AppLoadContext, actor: SignedIn, form: FormData) {
  const submission = parseWithSchema(form, newServiceSchema);
  if (submission.status !== "success") return submission.reply();
  try {
    return await orRefusal(() =>
      createOnce(
        context,
        actor,
        form,
        async () => {
          const { key } = await context.services.serviceAdmin.create(actor, submission.value);
          return { path: `/services/${key}/admin`, toast: { type: "success", text: t.created } };
        },
        // "See other", as the services' request form answers.
        { status: 303 },
      ),
    );
  } catch (error) {
    return replyWithDomainError(submission, error);
  }
}

export const settingsPage = (context: AppLoadContext, actor: SignedIn, key: string) =>
  orRefusal(() => context.services.serviceAdmin.settings(actor, key));

export async function saveSettings(context: AppLoadContext, actor: SignedIn, key: string, form: FormData) {
  const submission = parseWithSchema(form, serviceSettingsSchema);
  if (submission.status !== "success") return submission.reply();
  try {
    await orRefusal(() => context.services.serviceAdmin.save(actor, key, submission.payload));
  } catch (error) {
    return replyWithDomainError(submission, error);
  }
  return redirectWithToast(context, `/services/${key}/admin`, { type: "success", text: t.saved }, { status: 303 });
}

/** /services/{key}/list: ?status= one of the statuses, ?after= the last number of the page before. */
export async function serviceListPage(context: AppLoadContext, actor: SignedIn, key: string, request: Request) {
  const params = new URL(request.url).searchParams;
  const status = params.get("status") ?? "";
  const chosen = Object.hasOwn(statusNames, status) ? status : null;
  const after = toId(params.get("after") ?? "");
  const { service, rows, next } = await orRefusal(() => context.services.serviceList.list(actor, key, { status: chosen, after }));
  const query = (last: number) => `?${new URLSearchParams({ ...(chosen ? { status: chosen } : {}), after: String(last) })}`;
  return {
    me: actor.userId,
    service,
    status: chosen,
    rows: rows.map((r) => ({
      ...r,
      status: statusNames[r.status as keyof typeof statusNames] ?? r.status,
      date: showDay(r.createDate),
      due: r.dueAt === null ? null : showMoment(r.dueAt),
    })),
    nextHref: next === null ? null : `/services/${key}/list${query(next)}`,
  };
}

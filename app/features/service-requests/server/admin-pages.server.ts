// The services' settings pages' loaders and actions: the catalogue with a new service's form, and a service's
// settings. A refusal of the domain comes back as conform's reply by its control; a 403 or 404 as the page.
import type { AppLoadContext } from "@remix-run/node";
import type { SignedIn } from "~/platform/actor";
import { isDomainError } from "~/platform/errors";
import { replyWithDomainError } from "~/platform/form-reply";
import { createOnce, issueFormToken, redirectWithToast, refusePage } from "~/platform/remix.server";
import { parseWithSchema } from "~/shared/forms/parse.server";
import * as z from "zod/mini";
import { adminMessages as m } from "../messages/admin";
import { statusNames } from "../messages/services";
import { toId } from "~/platform/ids";
import { adminRefusals as t } from "../messages.server";
import { serviceSettingsSchema } from "./admin-schema.server";

/** A 403 or 404 of the domain as the page's refusal, under the settings' title. */
async function orRefusal<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isDomainError(error) && (error.kind === "forbidden" || error.kind === "not_found")) {
      throw refusePage(error.kind === "forbidden" ? 403 : 404, { pageTitle: m.catalogueTitle, text: error.message });
    }
    throw error;
  }
}

export async function cataloguePage(context: AppLoadContext, actor: SignedIn) {
  const catalogue = await context.services.serviceAdmin.catalogue(actor);
  if (catalogue.rows.length === 0 && !catalogue.canCreate) throw refusePage(403, { pageTitle: m.catalogueTitle, text: t.forbidden });
  return { ...catalogue, formToken: catalogue.canCreate ? await issueFormToken(context, actor) : null };
}

/** Every control of the new service's form is checked by the domain; this shape only reads them. */
const newServiceForm = z.object({ key: z.optional(z.string()), name: z.optional(z.string()), categoryId: z.optional(z.string()) });

export async function createService(context: AppLoadContext, actor: SignedIn, form: FormData) {
  const submission = parseWithSchema(form, newServiceForm);
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

const dayFormat = new Intl.DateTimeFormat("ru-RU", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "Europe/Moscow" });

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
      date: dayFormat.format(new Date(r.createDate)),
    })),
    nextHref: next === null ? null : `/services/${key}/list${query(next)}`,
  };
}

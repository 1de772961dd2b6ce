// /club: the items, newest first, and for editors a form that adds one. With JavaScript off the form is a
// plain POST: a refused title comes back under the field with what was typed; a saved one redirects here.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { createOnce, issueFormToken, readForm, requireSignedIn } from "~/platform/remix.server";
import { parseWithSchema } from "~/shared/forms/parse.server";
import { replyWithDomainError } from "~/platform/form-reply";
import { pageTitle } from "~/shared/ui/meta";
import { canEditClub } from "../policy";
import { createItemSchema } from "../schema.server";
import { messages } from "../messages";
import { serverMessages } from "../messages.server";
import { clubInputs as parse } from "../server/inputs.server";
import { ItemForm } from "../ui/item-form";

const t = messages;

export const meta: MetaFunction = () => pageTitle(t.title);
export const handle = { title: t.title };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const canEdit = canEditClub(actor);
  const items = await context.services.club.list(actor);
  return { items, canEdit, formToken: canEdit ? await issueFormToken(context, actor) : null };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const actor = requireSignedIn(request, context);
  if (!canEditClub(actor)) return data({ status: "error" as const, error: { "": [serverMessages.forbidden] } }, { status: 403 });
  const formData = await readForm(request);
  const submission = parseWithSchema(formData, createItemSchema);
  if (submission.status !== "success") return submission.reply();
  try {
    return await createOnce(context, actor, formData, async () => {
      await context.services.club.create(actor, parse.create(actor, submission.value));
      return { path: "/club", toast: { type: "success", text: serverMessages.created } };
    });
  } catch (error) {
    return replyWithDomainError(submission, error);
  }
}

export default function ClubPage() {
  const { items, canEdit, formToken } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <div className="club">
      <h1 className="page-title">{t.title}</h1>
      {canEdit ? (
        <section className="card" aria-labelledby="club-add">
          <h2 id="club-add">{t.addTitle}</h2>
          <ItemForm formToken={formToken ?? undefined} lastResult={lastResult} />
        </section>
      ) : null}
      {items.length === 0 ? (
        <p className="empty-state card" role="status">
          {t.empty}
        </p>
      ) : (
        <section className="card">
          <p className="muted" role="status">
            {t.count(items.length)}
          </p>
          <ul className="club__items">
            {items.map((item) => (
              <li key={item.id} id={`item-${item.id}`}>
                {item.title}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

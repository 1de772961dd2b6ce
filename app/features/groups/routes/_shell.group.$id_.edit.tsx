// /group/{id}/edit (issue #14 point 4): the group's settings, for its managers and administrators
// (others: 403). Fields as the create form's plus the list order (administrators), messages to managers
// on or off, the messages' subjects and resolution types. A save over a newer version is refused.
// `?dialog=delete` is the delete confirmation: the group's exact name typed, else nothing is deleted.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import type { AppLoadContext } from "@remix-run/node";
import type { SignedIn } from "~/platform/actor";
import { isDomainError } from "~/platform/errors";
import { readForm, redirectWithToast, refusePage, requireSignedIn } from "~/platform/remix.server";
import { ConfirmByNameFields } from "~/shared/forms/fields";
import { Link } from "~/shared/ui/link";
import { PageDialog } from "~/shared/ui/page-dialog";
import { pageTitle } from "~/shared/ui/meta";
import { RefusalBoundary, refusalMeta } from "~/shared/ui/refusal";
import { groupFormMessages as tf } from "~/features/groups/messages/group-form";
import { groupMessages as t } from "~/features/groups/messages/group";
import { groupPageMessages as p } from "~/features/groups/messages/page";
import { isGroupsAdmin } from "~/features/groups/policy";
import { GROUP_FORM_LIMITS, GROUP_FORM_MAX_BYTES, groupValues, postEditForm } from "~/features/groups/server/form-page.server";
import { groupOfPage } from "~/features/groups/server/pages.server";
import { GroupForm } from "~/features/groups/ui/group-form";
import styles from "~/features/groups/ui/groups.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  error ? refusalMeta(error) : pageTitle(data ? `${tf.editTitle}: ${data.group.name}` : tf.editTitle);
export const handle = { title: tf.editTitle, backTo: "/group" };
/** The form's body limit, images included (server/pages.ts reads it; not sent to the browser). */
export const uploadLimit = GROUP_FORM_MAX_BYTES;

/** The group its managers (and administrators) edit; anyone else gets the 403 page, an unknown id the 404. */
async function editableGroup(context: AppLoadContext, actor: SignedIn, id: string | undefined) {
  const group = await groupOfPage(context, actor, id);
  if (!group.canEdit) throw refusePage(403, { pageTitle: tf.editTitle });
  return group;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const group = await editableGroup(context, actor, params.id);
  const options = await context.services.groups.options(group.id);
  return { group, values: groupValues(group, options), canSort: isGroupsAdmin(actor), limits: GROUP_FORM_LIMITS };
}

export { RefusalBoundary as ErrorBoundary };

type DeleteFailure = { deleteError: string; typed: string };

export async function action({ request, context, params }: ActionFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const group = await editableGroup(context, actor, params.id);
  const here = `/group/${group.id}/edit`;
  if (new URL(request.url).searchParams.get("dialog") === "delete") {
    const form = await readForm(request);
    const typed = String(form.get("confirmName") ?? "");
    try {
      await context.services.groups.remove(actor, { id: group.id, name: typed.trim() });
    } catch (error) {
      if (!isDomainError(error)) throw error;
      return data<DeleteFailure>({ deleteError: error.message, typed }, { status: 400 });
    }
    return redirectWithToast(context, "/group", { type: "success", text: tf.deleted }, { status: 303 });
  }
  return postEditForm(request, context, actor, group, async (input) => {
    await context.services.groups.update(actor, input);
    return redirectWithToast(context, here, { type: "success", text: tf.saved }, { status: 303 });
  });
}

export default function EditGroup() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const [params] = useSearchParams();
  const busy = useNavigation().state === "submitting";
  const { group } = page;
  const here = `/group/${group.id}/edit`;

  const deleting = params.get("dialog") === "delete";
  const deleteFailed = answer && "deleteError" in answer ? answer : undefined;
  const failed = answer && !("deleteError" in answer) ? answer : undefined;
  return (
    <>
      {deleting ? (
        <PageDialog label={tf.deleteTitle} closeTo={here}>
          <section className="card confirm" aria-labelledby="delete-title">
            <h1 id="delete-title" className="page-title">
              {tf.deleteTitle}
            </h1>
            <p>{p.deleteText(group.name)}</p>
            <p className="muted">{tf.deleteHint}</p>
            <Form method="post" action={`${here}?dialog=delete`}>
              <ConfirmByNameFields
                label={p.deleteNameLabel}
                error={deleteFailed?.deleteError}
                typed={deleteFailed?.typed}
                confirmLabel={p.deleteConfirm}
                cancelLabel={tf.cancel}
                cancelTo={here}
                busy={busy}
              />
            </Form>
          </section>
        </PageDialog>
      ) : null}
      <p className="group-form-page__links">
        <Link to={`/group/${group.id}`}>{p.back}</Link>
        {/* Managers are appointed among the members, on their page. */}
        <Link to={`/group/${group.id}/members`}>{t.membersLink}</Link>
      </p>
      <section className="card group-form-page">
        <h1 className="page-title">{tf.editTitle}</h1>
        <GroupForm
          mode="edit"
          defaultValues={page.values}
          lastResult={failed}
          canSort={page.canSort}
          limits={page.limits}
          images={group}
          cancelTo={`/group/${group.id}`}
        />
      </section>
      <section className="card danger-zone">
        <h2>{tf.deleteTitle}</h2>
        <p className="muted">{p.deleteText(group.name)}</p>
        <Link to={`${here}?dialog=delete`} className="button button--danger-outline">
          {tf.deleteTitle}
        </Link>
      </section>
    </>
  );
}

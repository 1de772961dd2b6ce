// /group-create (issue #14 point 4): anyone signed in creates a group and becomes its first manager.
// The same rendered form saves once (a double submit makes one group); the new group's page opens with
// «Группа создана».
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { createOnce, issueFormToken, requireSignedIn } from "~/platform/remix.server";
import { pageTitle } from "~/shared/ui/meta";
import { groupFormMessages as tf } from "~/features/groups/messages/group-form";
import { GROUP_FORM_LIMITS, GROUP_FORM_MAX_BYTES, postCreateForm } from "~/features/groups/server/form-page.server";
import { emptyGroupValues } from "~/features/groups/ui/group-form-values";
import { GroupForm } from "~/features/groups/ui/group-form";
import styles from "~/features/groups/ui/groups.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => pageTitle(tf.createTitle);
export const handle = { title: tf.createTitle, backTo: "/group" };
/** The form's body limit, images included (server/pages.ts reads it; not sent to the browser). */
export const uploadLimit = GROUP_FORM_MAX_BYTES;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  return { formToken: await issueFormToken(context, actor), limits: GROUP_FORM_LIMITS };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const actor = requireSignedIn(request, context);
  return postCreateForm(request, context, actor, (form, input) =>
    createOnce(
      context,
      actor,
      form,
      async () => {
        const group = await context.services.groups.create(actor, await input());
        return { path: `/group/${group.id}`, toast: { type: "success", text: tf.created } };
      },
      { status: 303 },
    ),
  );
}

export default function CreateGroup() {
  const { formToken, limits } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  return (
    <section className="card group-form-page">
      <h1 className="page-title">{tf.createTitle}</h1>
      <GroupForm
        mode="create"
        defaultValues={emptyGroupValues()}
        lastResult={failed}
        formToken={formToken}
        limits={limits}
        cancelTo="/group"
      />
    </section>
  );
}

// POST /groups/message {groupId, subjectId, text, redirectTo}: the group page's «Написать руководителям»
// form, without JavaScript. Sent: 303 back to the group with a toast. Refused (a blank or too long text,
// no subject, a group one may not write to) or failed: this page shows the form again, open, with the
// reason by its field and what was typed kept (conform's reply, ADR 0023) — a refusal never loses the text.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import type { SignedIn } from "~/platform/actor";
import type { SubmissionResult } from "@conform-to/react";
import { isDomainError } from "~/platform/errors";
import { toId } from "~/platform/ids";
import { backTo, readForm, redirectWithToast, requireSignedIn } from "~/platform/remix.server";
import { parseWithSchema } from "~/shared/forms/parse.server";
import { replyWithDomainError } from "~/platform/form-reply";
import { Link, useBasePath } from "~/shared/ui/link";
import { pageTitle } from "~/shared/ui/meta";
import { groupMessageMessages as t } from "~/features/groups/messages/message";
import { groupMessages } from "~/features/groups/messages/group";
import { createMessageSchema } from "~/features/groups/schema-messages";
import { MessageForm, type MessageFormState } from "~/features/groups/ui/message-form";
import { replyView, type LastResult } from "~/shared/forms/reply-view";
import styles from "~/features/groups/ui/groups.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => pageTitle(t.write);
export const handle = { title: t.write, backTo: "/group" };

/**
 * Nothing to show without a post but a way back to the groups. Not a redirect: Remix runs this loader
 * after a refused post too, and the refusal's page must render.
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  requireSignedIn(request, context);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const form = await readForm(request);
  const back = backTo(request, context, form.get("redirectTo"));
  const again = async (result: SubmissionResult<string[]>) =>
    data({ ...(await formAgain(context, actor, form.get("groupId"))), back, result }, { status: 400 });
  const submission = parseWithSchema(form, createMessageSchema);
  if (submission.status !== "success") return again(submission.reply());
  try {
    await context.services.groupMessages.create(actor, submission.value);
    return redirectWithToast(context, back, { type: "success", text: t.sent }, { status: 303 });
  } catch (error) {
    if (isDomainError(error)) return again(replyWithDomainError(submission, error));
    // Anything else is the spec's «Ошибка отправки сообщения», the text kept.
    console.error("Group message failed:", error);
    return again(submission.reply({ formErrors: [t.sendFailed] }));
  }
}

/** The group and its subjects for the form shown again (none when the group is unknown). */
async function formAgain(context: ActionFunctionArgs["context"], actor: SignedIn, groupIdValue: FormDataEntryValue | null) {
  const groupId = typeof groupIdValue === "string" ? toId(groupIdValue) : null;
  if (groupId === null) return { group: null, subjects: [] };
  const { groups, groupMessages: messages } = context.services;
  const [group, subjects] = await Promise.all([
    groups.get(actor, groupId).catch(() => null),
    messages.subjects(actor, groupId).catch(() => []),
  ]);
  return { group: group ? { id: group.id, name: group.name } : null, subjects };
}

/** The action's reply as the form shows it: the typed subject and text, each message by its field. */
function stateOf(lastResult: LastResult): MessageFormState | undefined {
  const reply = replyView(lastResult);
  if (!reply) return undefined;
  return {
    formError: reply.formError(["subjectId", "text"]),
    fieldErrors: { subjectId: reply.error("subjectId"), text: reply.error("text") },
    subjectId: reply.value("subjectId"),
    text: reply.value("text"),
  };
}

export default function GroupMessagePage() {
  const answer = useActionData<typeof action>();
  const basePath = useBasePath();
  if (!answer) {
    return (
      <>
        <h1 className="page-title">{t.write}</h1>
        <p className="card">
          <Link to="/group">{groupMessages.allGroups}</Link>
        </p>
      </>
    );
  }
  return (
    <section className="group-page">
      <h1 className="page-title">{t.write}</h1>
      <p>
        {answer.group ? (
          <Link to={`/group/${answer.group.id}`}>{answer.group.name}</Link>
        ) : (
          <Link to="/group">{groupMessages.allGroups}</Link>
        )}
      </p>
      <MessageForm
        groupId={answer.group?.id ?? 0}
        subjects={answer.subjects}
        back={answer.back}
        basePath={basePath}
        state={stateOf(answer.result)}
      />
    </section>
  );
}

// /services/hot-line: the hot line (spec part 1 §2.3): a message to the managers of the group the
// HOT_LINE_GROUP_ID setting names, as the group's own «Написать руководителям» (the groups' form, drawn by the
// server and sent page-only: no code of it in the browser). It posts to /groups/message, which comes back
// here with its toast, or shows the form again with the refusal. Unset, or a group one may not write to: said.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { toId } from "~/platform/ids";
import { pageOnly, requireSignedIn } from "~/platform/remix.server";
import { Link } from "~/shared/ui/link";
import { pageTitle } from "~/shared/ui/meta";
import { PageOnlyBlock } from "~/shared/ui/page-only";
import { messageFormHtml } from "~/features/groups/index.server";
import { hotLineMessages as t } from "~/features/service-requests/messages/hot-line";
import { messages } from "~/features/service-requests/messages/services";
import styles from "~/features/service-requests/ui/services.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => pageTitle(t.title);
export const handle = { title: t.title };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const { settings, groups, groupMessages } = context.services;
  const groupId = toId((await settings.keptValue("HOT_LINE_GROUP_ID")) ?? "");
  const group = groupId === null ? null : await groups.get(actor, groupId).catch(() => null);
  if (!group) return { group: null, form: null };
  const form = await groupMessages.formOf(actor, group);
  const html = form
    ? messageFormHtml({ groupId: group.id, subjects: form.subjects, back: "/services/hot-line", basePath: context.basePath, open: true })
    : null;
  return { group: { id: group.id, name: group.name }, form: html === null ? null : pageOnly(context, "hot-line", html) };
}

export default function HotLine() {
  const { group, form } = useLoaderData<typeof loader>();
  return (
    <div className="services">
      <p className="services__back">
        <Link to="/services">{messages.toHub}</Link>
      </p>
      <h1 className="page-title">{t.title}</h1>
      <section className="card">
        {!group ? (
          <p>{t.off}</p>
        ) : (
          <>
            <p>
              {t.intro} <Link to={`/group/${group.id}`}>{group.name}</Link>
            </p>
            {form ? <PageOnlyBlock as="div" id="hot-line-form" value={form} html={(markup) => markup} /> : <p>{t.closed}</p>}
          </>
        )}
      </section>
    </div>
  );
}

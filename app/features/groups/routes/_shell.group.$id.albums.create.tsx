// /group/{id}/albums/create: a member names a new album (1–255 characters) and describes it; saved, it
// opens. The same form sent twice creates one album (createOnce).
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { createOnce, issueFormToken, readForm, refusePage, requireSignedIn } from "~/platform/remix.server";
import { parseWithSchema } from "~/shared/forms/parse.server";
import { replyWithDomainError } from "~/platform/form-reply";
import { albumMessages as t } from "~/features/albums/index";
import { groupAlbumMessages } from "~/features/groups/messages/album";
import { albumFormSchema } from "~/features/groups/schema-albums.server";
import { readableGroupOfPage } from "~/features/groups/server/pages.server";
import { AlbumForm } from "~/features/albums/forms";
import { albumPath, albumsPath } from "~/features/groups/ui/album-urls";
import { albumStyles as styles } from "~/features/albums/styles";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const group = await readableGroupOfPage(context, actor, params.id);
  const { canAdd } = await context.services.groupAlbums.list(actor, { groupId: group.id, after: null, pageSize: 1 });
  if (!canAdd) throw refusePage(403, { pageTitle: t.createTitle, title: t.createTitle, text: groupAlbumMessages.notMember });
  return { groupId: group.id, formToken: await issueFormToken(context, actor) };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const group = await readableGroupOfPage(context, actor, params.id);
  const formData = await readForm(request);
  const submission = parseWithSchema(formData, albumFormSchema);
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    return await createOnce(context, actor, formData, async () => {
      const album = await context.services.groupAlbums.create(actor, { groupId: group.id, ...submission.value });
      return { path: albumPath(group.id, album.id), toast: { type: "success", text: t.created } };
    });
  } catch (error) {
    return data(replyWithDomainError(submission, error), { status: 400 });
  }
}

export default function CreateAlbum() {
  const { groupId, formToken } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <section className="card album-create" aria-labelledby="album-create-title">
      <h2 className="page-title" id="album-create-title">
        {t.createTitle}
      </h2>
      <AlbumForm
        id="album-new"
        formToken={formToken}
        lastResult={lastResult}
        defaultValue={{ name: "", description: "" }}
        submitLabel={t.createSubmit}
        cancelTo={albumsPath(groupId)}
      />
    </section>
  );
}

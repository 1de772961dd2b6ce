// /group/{id}/albums/{albumId}/{photoId}: the albums' photo page (PhotoPanel) — the photo, its description (a
// form for its author, the group's managers, administrators), the previous and next photos, the original, and
// delete after `?dialog=delete` asks again.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { isDomainError } from "~/platform/errors";
import { readForm, redirectWithToast, requireSignedIn } from "~/platform/remix.server";
import { pageTitle } from "~/shared/ui/meta";
import { albumMessages as t } from "~/features/albums/index";
import { photoDescription, photoPage } from "~/features/groups/server/albums-pages.server";
import { PhotoPanel } from "~/features/albums/index";
import { albumPath, photoPath } from "~/features/groups/ui/album-urls";
import { albumStyles as styles } from "~/features/albums/styles";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = () => pageTitle(t.title);

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const { group, photo, prevId, nextId } = await photoPage(context, actor, params);
  return { groupId: group.id, photo, prevId, nextId };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const { group, photo } = await photoPage(context, actor, params);
  const form = await readForm(request);
  const description = String(form.get("description") ?? "");
  try {
    if (form.get("intent") === "delete") {
      await context.services.groupAlbums.removePhoto(actor, photo.id);
      return redirectWithToast(context, albumPath(group.id, photo.albumId), { type: "success", text: t.photoDeleted });
    }
    await context.services.groupAlbums.updatePhoto(actor, { id: photo.id, description: photoDescription(description) });
    return redirectWithToast(context, photoPath(group.id, photo.albumId, photo.id), { type: "success", text: t.saved });
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return data({ error: error.message, description }, { status: error.kind === "forbidden" ? 403 : 400 });
  }
}

export default function Photo() {
  const { groupId, photo, prevId, nextId } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [search] = useSearchParams();
  return (
    <section aria-label={t.title}>
      <PhotoPanel
        photo={photo}
        here={photoPath(groupId, photo.albumId, photo.id)}
        back={albumPath(groupId, photo.albumId)}
        prev={prevId ? photoPath(groupId, photo.albumId, prevId) : null}
        next={nextId ? photoPath(groupId, photo.albumId, nextId) : null}
        asking={search.get("dialog") === "delete"}
        result={result}
      />
    </section>
  );
}

// /gallery/photos/create (issue #36): an editor of the gallery names a new company album (1–255 characters)
// and describes it; saved, it opens. The same form sent twice creates one album (createOnce).
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { createOnce, issueFormToken, readForm, refusePage, requireSignedIn } from "~/platform/remix.server";
import { parseWithSchema } from "~/shared/forms/parse.server";
import { replyWithDomainError } from "~/platform/form-reply";
import { pageTitle } from "~/shared/ui/meta";
import { AlbumForm } from "~/features/albums/forms";
import { albumMessages as ta } from "~/features/albums/index";
import { albumFormSchema } from "~/features/albums/index.server";
import { albumStyles } from "~/features/albums/styles";
import { serverMessages } from "../messages.server";
import { canEditGallery } from "../policy";
import { galleryAlbumPath, GALLERY_PHOTOS } from "../paths";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: albumStyles }];
export const meta: MetaFunction = () => pageTitle(ta.createTitle);
export const handle = { title: ta.createTitle };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  if (!canEditGallery(actor)) throw refusePage(403, { pageTitle: ta.createTitle, title: ta.createTitle, text: serverMessages.forbidden });
  return { formToken: await issueFormToken(context, actor) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const formData = await readForm(request);
  const submission = parseWithSchema(formData, albumFormSchema);
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    return await createOnce(context, actor, formData, async () => {
      const album = await context.services.gallery.create(actor, submission.value);
      return { path: galleryAlbumPath(album.id), toast: { type: "success", text: ta.created } };
    });
  } catch (error) {
    return data(replyWithDomainError(submission, error), { status: 400 });
  }
}

export default function CreateGalleryAlbum() {
  const { formToken } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <section className="card album-create" aria-labelledby="album-create-title">
      <h1 className="page-title" id="album-create-title">
        {ta.createTitle}
      </h1>
      <AlbumForm
        id="album-new"
        formToken={formToken}
        lastResult={lastResult}
        defaultValue={{ name: "", description: "" }}
        submitLabel={ta.createSubmit}
        cancelTo={GALLERY_PHOTOS}
      />
    </section>
  );
}

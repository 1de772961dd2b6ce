// /media (issue #36): the newest photos (and, once the videos feature is merged, videos) of the gallery and
// of the groups the reader may see, newest first, 60 a page by keyset («Показать ещё» is a link). A closed
// group's photo never reaches an outsider, nor its file's URL: the albums' readable-owners rule is in the
// page's one statement.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { toId } from "~/platform/ids";
import { requireSignedIn } from "~/platform/remix.server";
import { pageTitle } from "~/shared/ui/meta";
import { useMorePages } from "~/shared/ui/more-pages";
import { ShowMore } from "~/features/albums/index";
import { albumStyles } from "~/features/albums/styles";
import { messages as t } from "../messages";
import { MEDIA } from "../paths";
import { cardOf, MediaGrid } from "../ui/media";

/** Photos of /media per page (its call's default). */
export const MEDIA_PAGE = 60;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: albumStyles }];
export const meta: MetaFunction = () => pageTitle(t.mediaTitle);
export const handle = { title: t.mediaTitle };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const after = toId(new URL(request.url).searchParams.get("after"));
  const page = await context.services.gallery.media(actor, { after, pageSize: MEDIA_PAGE });
  return { items: page.items.map(cardOf), nextCursor: page.nextCursor };
}

export default function Media() {
  const page = useLoaderData<typeof loader>();
  const moreOf = (p: typeof page) => ({ items: p.items, more: p.nextCursor ? `${MEDIA}?after=${p.nextCursor}` : null });
  const list = useMorePages(moreOf(page), moreOf);
  return (
    <section aria-labelledby="media-title">
      <h1 className="page-title" id="media-title">
        {t.mediaTitle}
      </h1>
      {list.items.length ? <MediaGrid items={list.items} /> : <p className="card muted">{t.mediaEmpty}</p>}
      <ShowMore more={list.more} onMore={list.onMore} />
    </section>
  );
}

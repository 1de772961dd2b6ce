// /group/{id}/albums: the group's albums as cards (cover = the first photo's thumbnail, name, count),
// newest first, 50 a page by keyset ("Показать ещё" is a link); members get the create link.
import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { toId } from "~/platform/ids";
import { requireSignedIn } from "~/platform/remix.server";
import { Link } from "~/shared/ui/link";
import { useMorePages } from "~/shared/ui/more-pages";
import { albumMessages as t, ShowMore } from "~/features/albums/index";
import { ALBUMS_PAGE } from "~/features/albums/index";
import { readableGroupOfPage } from "~/features/groups/server/pages.server";
import { AlbumCards } from "~/features/albums/index";
import { albumsPath, groupAlbumPaths } from "~/features/groups/ui/album-urls";
import { albumStyles as styles } from "~/features/albums/styles";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const actor = requireSignedIn(request, context);
  const group = await readableGroupOfPage(context, actor, params.id);
  const after = toId(new URL(request.url).searchParams.get("after"));
  const page = await context.services.groupAlbums.list(actor, { groupId: group.id, after, pageSize: ALBUMS_PAGE });
  return { groupId: group.id, ...page };
}

export default function GroupAlbums() {
  const page = useLoaderData<typeof loader>();
  const { groupId, canAdd } = page;
  // With JavaScript «Показать ещё» appends the next page here.
  const moreOf = (p: typeof page) => ({ items: p.items, more: p.nextCursor ? `${albumsPath(p.groupId)}?after=${p.nextCursor}` : null });
  const list = useMorePages(moreOf(page), moreOf);
  return (
    <section aria-labelledby="albums-title">
      <div className="album-bar">
        <h2 className="page-title" id="albums-title">
          {t.title}
        </h2>
        {canAdd ? (
          <Link to={`${albumsPath(groupId)}/create`} className="button button--primary">
            {t.create}
          </Link>
        ) : null}
      </div>
      {list.items.length ? (
        <AlbumCards paths={groupAlbumPaths(groupId)} albums={list.items} />
      ) : (
        <p className="card muted group-page__empty">{t.none}</p>
      )}
      <ShowMore more={list.more} onMore={list.onMore} />
    </section>
  );
}

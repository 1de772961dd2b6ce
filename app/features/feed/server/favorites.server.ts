// The POST favourite kind (POST /favorite/update {type: "POST"}; the favourites feature lists, counts
// and checks through it): a person's starred posts that she may still open, newest starred first.
import type { Kysely } from "kysely";
import type { SignedIn } from "~/platform/actor";
import type { Database } from "~/platform/db/schema";
import type { FavoriteKind } from "~/platform/feature";
import { feedServerMessages as t } from "../messages.server";
import { POST_FAVORITE, type Post } from "../types";
import type { FeedDeps } from "./feed.server";
import { postQuery, present } from "./post-rows.server";
import { visiblePost } from "./visibility.server";

function starred(db: Kysely<Database>, actor: SignedIn) {
  return postQuery(db, actor)
    .innerJoin("favorites as sf", (j) =>
      j.onRef("sf.object_id", "=", "p.id").on("sf.user_id", "=", actor.userId).on("sf.type", "=", POST_FAVORITE),
    )
    .where(visiblePost(actor))
    .where("p.status", "in", ["PUBLISHED", "DEFERRED"]);
}

export function postFavoriteKind(feed: FeedDeps): FavoriteKind<Post> {
  const { db } = feed;
  return {
    type: POST_FAVORITE,
    notFoundMessage: t.postNotFound,
    async exists(objectId, reader) {
      const row = await db
        .selectFrom("posts as p")
        .select("p.id")
        .where("p.id", "=", objectId)
        .where("p.status", "in", ["PUBLISHED", "DEFERRED"])
        .where(visiblePost(reader))
        .executeTakeFirst();
      return Boolean(row);
    },
    async count(reader) {
      const row = await starred(db, reader)
        .clearSelect()
        .select((eb) => eb.fn.countAll<number | string>().as("n"))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async ids(reader) {
      const rows = await starred(db, reader).orderBy("sf.created_at", "desc").orderBy("p.id", "desc").execute();
      return rows.map((r) => r.id);
    },
    async list(reader, { pageNumber, pageSize }) {
      const rows = await starred(db, reader)
        .orderBy("sf.created_at", "desc")
        .orderBy("p.id", "desc")
        .limit(pageSize)
        .offset(pageNumber * pageSize)
        .execute();
      return present(feed, reader, rows);
    },
  };
}

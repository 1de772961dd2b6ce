// Favourites of every kind: one table (user, type, object id), one set of calls. Each type is a
// FavoriteKind registered by its feature (contacts registers CONTACT, the guide WIKI_GUIDE); POST joins
// the same way when the feed lands. Unknown types are refused. A favourite whose object the person can
// no longer see (deleted, or an article they lost the right to read) is left out everywhere. Inputs
// are parsed at the edge (inputs.server.ts).
import type { Actor, SignedIn } from "~/platform/actor";
import type { Deps } from "~/platform/deps.server";
import { invalid, notFound } from "~/platform/errors";
import { requireUser } from "~/features/users/index.server";
import type { FavoriteKind } from "~/platform/feature";
import { isStarred, star, unstar } from "~/platform/favorites.server";
import type { FavoriteChange, FavoriteListQuery, FavoriteRef, FavoriteTypeQuery } from "./inputs.server";
import { serverMessages } from "~/features/favorites/messages.server";

const t = serverMessages;

/** What a feature tells favourites about its objects (declared with the manifests). Every query filters in SQL. */
export type { FavoriteKind };

export interface FavoriteType {
  type: string;
  name: string;
  count: number;
}

export function createFavorites({ db, now }: Deps, kinds: FavoriteKind[]) {
  const byType = new Map(kinds.map((kind) => [kind.type, kind]));

  function kindOf(type: string): FavoriteKind {
    const kind = byType.get(type);
    if (!kind) throw invalid(t.unknownType(type), { type: t.unknownType(type) });
    return kind;
  }

  async function allTypes(reader: SignedIn): Promise<FavoriteType[]> {
    return Promise.all(
      kinds.map(async (kind) => ({ type: kind.type, name: t.typeNames[kind.type] ?? kind.type, count: await kind.count(reader) })),
    );
  }

  return {
    /** The types favourites know, with the person's count of each (the tabs of /favorites). */
    async knownTypes(actor: Actor): Promise<FavoriteType[]> {
      const user = requireUser(actor);
      return allTypes(user);
    },

    /** The person's count of one type (a page that shows one type's count reads no other type). */
    async count(actor: Actor, { type }: FavoriteTypeQuery): Promise<number> {
      const user = requireUser(actor);
      return kindOf(type).count(user);
    },

    /** GET /favorite/type/list: the types the person has favourites of, with counts. */
    async typeList(actor: Actor): Promise<FavoriteType[]> {
      const user = requireUser(actor);
      return (await allTypes(user)).filter((type) => type.count > 0);
    },

    /** GET /favorite/list?type&pageNumber&pageSize: the objects, newest favourite first. */
    async list(actor: Actor, { type, pageNumber, pageSize }: FavoriteListQuery): Promise<unknown[]> {
      const user = requireUser(actor);
      return kindOf(type).list(user, { pageNumber, pageSize });
    },

    /** GET /favorite/ids-list?type: the object ids, newest first (the shell keeps the contacts' ids). */
    async ids(actor: Actor, { type }: FavoriteTypeQuery): Promise<number[]> {
      const user = requireUser(actor);
      return kindOf(type).ids(user);
    },

    /** GET /favorite/check?type&objectId: {favorite}. */
    async check(actor: Actor, { type, objectId }: FavoriteRef): Promise<{ favorite: boolean }> {
      const user = requireUser(actor);
      const kind = kindOf(type);
      const starred = await isStarred(db, { userId: user.userId, type, objectId });
      return { favorite: starred && (await kind.exists(objectId, user)) };
    },

    /**
     * POST /favorite/update {type, objectId, favorite}: sets or clears the star (repeating either is
     * harmless). Returns the new state and the toast text.
     */
    async update(
      actor: Actor,
      { type, objectId, favorite }: FavoriteChange,
    ): Promise<{ type: string; objectId: number; favorite: boolean; message: string }> {
      const user = requireUser(actor);
      const kind = kindOf(type);
      if (favorite) {
        if (!(await kind.exists(objectId, user))) throw notFound(kind.notFoundMessage);
        await star(db, { userId: user.userId, type, objectId }, now());
      } else {
        const cleared = await unstar(db, { userId: user.userId, type, objectId });
        // Clearing a star that is not there is fine, unless the object itself does not exist.
        if (!cleared && !(await kind.exists(objectId, user))) throw notFound(kind.notFoundMessage);
      }
      return { type, objectId, favorite: Boolean(favorite), message: favorite ? t.added : t.removed };
    },
  };
}

export type Favorites = ReturnType<typeof createFavorites>;

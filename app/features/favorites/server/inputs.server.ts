// The parse step of every favourites call, used at the edges (the /api handlers and the star's form
// action): the person must be signed in, then the input is read with the zod schema, so the answers
// stay as they were and the domain functions take typed values. parseInput also applies the text rule
// of every call (no control characters, no absurd nesting).
import * as z from "zod/mini";
import type { Actor } from "~/platform/actor";
import { idOf, MAX_PAGE_NUMBER, pageParam } from "~/platform/schema";
import { parseInput } from "~/platform/validate";
import { requireUser } from "~/features/users/index.server";
import { serverMessages } from "~/features/favorites/messages.server";

const t = serverMessages;

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

const typeSchema = z
  .pipe(
    z.optional(z.nullable(z.string({ error: t.typeRequired }))),
    z.transform((v) => v?.trim() ?? ""),
  )
  .check(z.refine((v) => v.length > 0, { error: t.typeRequired }));

const boolean = z
  .pipe(
    z.optional(z.nullable(z.union([z.boolean(), z.string(), z.number()], { error: t.favoriteRequired }))),
    z.transform((v) => {
      if (v === true || v === 1 || v === "true" || v === "1" || v === "on") return true;
      if (v === false || v === 0 || v === "false" || v === "0") return false;
      return null;
    }),
  )
  .check(z.refine((v) => v !== null, { error: t.favoriteRequired }));

const listSchema = z.object({
  type: typeSchema,
  pageNumber: pageParam(0, 0, MAX_PAGE_NUMBER),
  pageSize: pageParam(DEFAULT_PAGE_SIZE, 1, MAX_PAGE_SIZE),
});
const typeOnlySchema = z.object({ type: typeSchema });
const checkSchema = z.object({ type: typeSchema, objectId: idOf(t.objectRequired) });
const updateSchema = z.object({ type: typeSchema, objectId: idOf(t.objectRequired), favorite: boolean });

export type FavoriteListQuery = z.output<typeof listSchema>;
export type FavoriteTypeQuery = z.output<typeof typeOnlySchema>;
export type FavoriteRef = z.output<typeof checkSchema>;
export type FavoriteChange = z.output<typeof updateSchema>;

export const favoriteInputs = {
  list(actor: Actor, input: unknown): FavoriteListQuery {
    requireUser(actor);
    return parseInput(listSchema, input);
  },
  ids(actor: Actor, input: unknown): FavoriteTypeQuery {
    requireUser(actor);
    return parseInput(typeOnlySchema, input);
  },
  check(actor: Actor, input: unknown): FavoriteRef {
    requireUser(actor);
    return parseInput(checkSchema, input);
  },
  update(actor: Actor, input: unknown): FavoriteChange {
    requireUser(actor);
    return parseInput(updateSchema, input);
  },
};

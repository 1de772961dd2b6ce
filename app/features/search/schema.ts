// The input rules of the search calls (zod/mini); the plain rules and shapes are in ./query.ts.
import * as z from "zod/mini";
import { search } from "~/features/search/messages";
import { cleanQuery, DEFAULT_LIMIT, DEFAULT_PAGE_SIZE, INDEX_NAMES, MAX_LIMIT, MAX_PAGE_SIZE, MIN_QUERY } from "./query";

export * from "./query";

const flag = z.pipe(
  z.optional(z.union([z.string(), z.boolean()])),
  z.transform((v) => v === true || v === "true" || v === "1"),
);

/** A search query: cleaned (spec part 1 §5), at least 3 characters left. */
const queryField = z
  .pipe(
    z.union([z.string(), z.number()], { error: search.queryTooShort }),
    z.transform((v) => cleanQuery(String(v))),
  )
  .check(z.refine((q) => q.length >= MIN_QUERY, { error: search.queryTooShort }));

/** The results pages' query (the path's text): the same rule as the calls'. */
export const pageQuerySchema = z.object({ query: queryField });

const indexNameField = z
  .pipe(
    z.string({ error: search.indexRequired }),
    z.transform((v) => v.trim().toUpperCase()),
  )
  .check(z.refine((v) => (INDEX_NAMES as readonly string[]).includes(v), { error: search.unknownIndex }));

/** A whole number from `min` up (at most `max`), anything else the default: odd paging values are not refused. */
const countField = (fallback: number, min: number, max: number) =>
  z.pipe(
    z.optional(z.union([z.string(), z.number()])),
    z.transform((v) => {
      const n = Number(v);
      return v === undefined || v === "" || !Number.isFinite(n) || n < min ? fallback : Math.min(Math.trunc(n), max);
    }),
  );

/** GET /search/find-index-with-grouping (ours): CONTACT by its parts, a page of each. */
export const groupedFindSchema = z.object({
  query: queryField,
  pageNumber: countField(0, 0, 1_000_000),
  pageSize: countField(DEFAULT_PAGE_SIZE, 1, MAX_PAGE_SIZE),
  withoutMe: flag,
});

/** GET /search/find-pagination (ours): one index, a page of it (pageNumber from 0). */
export const pagedFindSchema = z.object({ ...groupedFindSchema.shape, indexName: indexNameField });

export const findSchema = z.object({
  query: queryField,
  indexName: indexNameField,
  limit: z.pipe(
    z.optional(z.union([z.string(), z.number()])),
    z.transform((v) => {
      const n = Number(v);
      return v === undefined || v === "" || !Number.isFinite(n) || n < 1 ? DEFAULT_LIMIT : Math.min(Math.trunc(n), MAX_LIMIT);
    }),
  ),
  noLimit: flag,
  withoutMe: flag,
});
export type FindInput = z.input<typeof findSchema>;

export const tagsByValueSchema = z.object({
  value: z
    .pipe(
      z.optional(z.union([z.string(), z.number()])),
      z.transform((v) => cleanQuery(v === undefined ? "" : String(v))),
    )
    .check(z.refine((v) => v.length > 0, { error: search.tagValueRequired })),
  limit: z.pipe(
    z.optional(z.union([z.string(), z.number()])),
    z.transform((v) => {
      const n = Number(v);
      return v === undefined || v === "" || !Number.isFinite(n) || n < 1 ? DEFAULT_LIMIT : Math.min(Math.trunc(n), MAX_LIMIT);
    }),
  ),
});

/** POST /search/create: one index by name (any case), or all of the engine's. */
export const rebuildSchema = z.object({
  indexName: z.pipe(
    z.optional(z.nullable(z.string({ error: search.unknownIndex }))),
    z.transform((v) => (v == null || v.trim() === "" ? null : v.trim().toUpperCase())),
  ),
});

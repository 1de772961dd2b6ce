// The parse step of every documents call, used at the edges (the /api handlers and the pages' loaders
// and actions): who may ask is checked first, then the input is read with the zod schema, so the
// answers stay as they were (a person who may not edit is refused before any rule of the input is
// told) and the domain functions take typed values. parseInput also applies the text rule of every
// call (no control characters, no absurd nesting).
import type { Actor } from "~/platform/actor";
import { parseInput } from "~/platform/validate";
import { requireUser } from "~/features/users/index.server";
import {
  documentIdSchema,
  documentSchema,
  sortSchema,
  themeCreateSchema,
  themeIdSchema,
  themeRefSchema,
  themeUpdateSchema,
  type DocumentRef,
  type DocumentSort,
  type DocumentUpdate,
  type DocumentValues,
  type ThemeCreate,
  type ThemeDocumentsQuery,
  type ThemeRef,
  type ThemeUpdate,
} from "~/features/documents/schema";
import { requireEditor } from "./document-rows.server";
import { requireReportReader } from "./acknowledgements.server";

/** The spec names the field wikiName and allows old-editor `content`: both are accepted. */
function withSpecNames(input: unknown): Record<string, unknown> {
  const o = (input && typeof input === "object" ? input : {}) as Record<string, unknown>;
  return { ...o, name: o.name ?? o.wikiName, contentNewEditor: o.contentNewEditor ?? o.content };
}

export const documentInputs = {
  list(actor: Actor, input: unknown): ThemeDocumentsQuery {
    requireUser(actor);
    return parseInput(themeIdSchema, input);
  },
  /** get, acknowledge: any signed-in person. */
  document(actor: Actor, input: unknown): DocumentRef {
    requireUser(actor);
    return parseInput(documentIdSchema, input);
  },
  /** delete: editors only. */
  editedDocument(actor: Actor, input: unknown): DocumentRef {
    requireEditor(actor);
    return parseInput(documentIdSchema, input);
  },
  add(actor: Actor, input: unknown): DocumentValues {
    requireEditor(actor);
    return parseInput(documentSchema("create"), withSpecNames(input));
  },
  update(actor: Actor, input: unknown): DocumentUpdate {
    requireEditor(actor);
    const { id } = parseInput(documentIdSchema, input);
    return { ...parseInput(documentSchema("update"), withSpecNames(input)), id };
  },
  sort(actor: Actor, input: unknown): DocumentSort {
    requireEditor(actor);
    return parseInput(sortSchema, input);
  },
  report(actor: Actor, input: unknown): DocumentRef {
    requireReportReader(actor);
    return parseInput(documentIdSchema, input);
  },
  theme(actor: Actor, input: unknown): ThemeRef {
    requireUser(actor);
    return parseInput(themeRefSchema, input);
  },
  /** inc-sort, dec-sort, delete of a theme: editors only. */
  editedTheme(actor: Actor, input: unknown): ThemeRef {
    requireEditor(actor);
    return parseInput(themeRefSchema, input);
  },
  createTheme(actor: Actor, input: unknown): ThemeCreate {
    requireEditor(actor);
    return parseInput(themeCreateSchema, input);
  },
  updateTheme(actor: Actor, input: unknown): ThemeUpdate {
    requireEditor(actor);
    return parseInput(themeUpdateSchema, input);
  },
};

// The parse step of every glossary call, used at the edges (the /api handlers and the pages' loaders
// and actions): who may change is checked first, then the input is read with the zod schema, so the
// answers stay as they were and the domain functions take typed values. parseInput also applies the
// text rule of every call (no control characters, no absurd nesting).
import type { Actor } from "~/platform/actor";
import { parseInput } from "~/platform/validate";
import {
  addTermSchema,
  listQuerySchema,
  termIdSchema,
  updateTermSchema,
  type GlossaryQuery,
  type TermAdd,
  type TermRef,
  type TermUpdate,
} from "~/features/glossary/schema";
import { requireGlossaryEditor } from "./glossary.server";

export const glossaryInputs = {
  /** Reading needs no right beyond being signed in (the /api router and the pages check that). */
  list: (_actor: Actor, input: unknown = {}): GlossaryQuery => parseInput(listQuerySchema, input),
  term: (_actor: Actor, input: unknown): TermRef => parseInput(termIdSchema, input),
  add(actor: Actor, input: unknown): TermAdd {
    requireGlossaryEditor(actor);
    return parseInput(addTermSchema, input);
  },
  update(actor: Actor, input: unknown): TermUpdate {
    requireGlossaryEditor(actor);
    return parseInput(updateTermSchema, input);
  },
  remove(actor: Actor, input: unknown): TermRef {
    requireGlossaryEditor(actor);
    return parseInput(termIdSchema, input);
  },
};

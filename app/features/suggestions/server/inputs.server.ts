// The parse step of every suggestions call, used at the edges (the /api handlers and the pages'
// actions): who may ask is checked first, then the input is read with the zod schema, so the answers
// stay as they were and the domain functions take typed values. parseInput also applies the text rule
// of every call (no control characters, no absurd nesting).
import * as z from "zod/mini";
import type { Actor } from "~/platform/actor";
import { idOf } from "~/platform/schema";
import { parseInput } from "~/platform/validate";
import { requireUser } from "~/features/users/index.server";
import {
  contactSuggestionSchema,
  guideSuggestionSchema,
  type ContactSuggestion,
  type GuideSuggestion,
} from "~/features/suggestions/schema";
import { requireManager } from "./suggestions.server";
import { serverMessages } from "~/features/suggestions/messages.server";

const t = serverMessages;

const listSchema = z.object({
  status: z.pipe(
    z.optional(z.union([z.literal("open"), z.literal("resolved"), z.literal("")], { error: t.notFound })),
    z.transform((v) => (v === "resolved" ? "resolved" : "open")),
  ),
});
const idSchema = z.object({
  id: idOf(t.notFound),
});

export type SuggestionListQuery = z.output<typeof listSchema>;
export type SuggestionRef = z.output<typeof idSchema>;

export const suggestionInputs = {
  suggestContact(actor: Actor, input: unknown): ContactSuggestion {
    requireUser(actor);
    return parseInput(contactSuggestionSchema, input);
  },
  suggestGuide(actor: Actor, input: unknown): GuideSuggestion {
    requireUser(actor);
    return parseInput(guideSuggestionSchema, input);
  },
  list(actor: Actor, input: unknown): SuggestionListQuery {
    requireManager(actor);
    return parseInput(listSchema, input);
  },
  resolve(actor: Actor, input: unknown): SuggestionRef {
    requireManager(actor);
    return parseInput(idSchema, input);
  },
};

// The parse step of Клуб партнёров's calls, at the edges (the /api handlers and the page's action): who may change
// is checked first, then the input is read with the zod schema (parseInput also refuses control characters).
import type { Actor } from "~/platform/actor";
import { parseInput } from "~/platform/validate";
import { createItemSchema, type ClubItemCreate } from "../schema";
import { requireClubEditor } from "./club.server";

export const clubInputs = {
  create(actor: Actor, input: unknown): ClubItemCreate {
    requireClubEditor(actor);
    return parseInput(createItemSchema, input);
  },
};

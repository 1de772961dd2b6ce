// The rules of Клуб партнёров's item, shared by the page's form (browser and action) and /api: zod/mini, since
// the form loads it in the browser on the person's first act (the route's action reads it through schema.server.ts).
import * as z from "zod/mini";
import { requiredText } from "~/platform/schema";
import { messages } from "./messages";

export const TITLE_MAX = 200;

export const createItemSchema = z.object({ title: requiredText(TITLE_MAX, messages.titleRequired, messages.titleTooLong) });

/** What the domain function takes, parsed at the edge (server/inputs.server.ts). */
export type ClubItemCreate = z.output<typeof createItemSchema>;

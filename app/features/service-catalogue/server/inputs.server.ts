// The rules of the editors' changes and the ticket call, shared by the /api and the editors' page: zod/mini
// schemas read through parseInput (each refusal in Russian, by its field).
import * as z from "zod/mini";
import { flag, idOf, optionalIdOf, optionalText, requiredText } from "~/platform/schema";
import { CATALOGUE_KINDS, type CatalogueKind } from "../addresses";
import { serverMessages as t } from "../messages.server";

export const NAME_MAX = 200;
export const DESCRIPTION_MAX = 2000;
export const DETAILS_MAX = 500;

const nodeId = idOf(t.nodeNotFound);
const texts = {
  name: requiredText(NAME_MAX, t.nameRequired, t.nameTooLong),
  description: optionalText(DESCRIPTION_MAX, t.descriptionTooLong),
  details: optionalText(DETAILS_MAX, t.detailsTooLong),
  // A leaf's service; blank: a category.
  serviceKey: optionalText(100, t.serviceUnknown),
};

export const createNodeSchema = z.object({
  kind: z.optional(z.string().check(z.refine((v) => (CATALOGUE_KINDS as readonly string[]).includes(v), { error: t.kindUnknown }))),
  parentId: optionalIdOf(t.nodeNotFound),
  /** A leaf's form: its service is required (a blank one is not a category). */
  leaf: z.optional(flag),
  ...texts,
});
export const updateNodeSchema = z.object({ id: nodeId, ...texts });
export const orderSchema = z.object({ id: nodeId, direction: z.enum(["up", "down"], { error: t.directionUnknown }) });
export const moveSchema = z.object({ id: nodeId, parentId: idOf(t.nodeNotFound) });
export const nodeRefSchema = z.object({ id: nodeId });
export const ticketSchema = z.object({ nodeId, answers: z.optional(z.unknown()) });
export const kindSchema = z.object({
  kind: z
    .string({ error: t.kindUnknown })
    .check(z.refine((v) => (CATALOGUE_KINDS as readonly string[]).includes(v), { error: t.kindUnknown })),
});

export type NewNode = Omit<z.output<typeof createNodeSchema>, "kind"> & { kind?: CatalogueKind };
export type NodeChange = z.output<typeof updateNodeSchema>;

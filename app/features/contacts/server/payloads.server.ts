// The payloads of the directory's /api calls and page actions, which only the server parses (at the
// edge: /api handlers and actions), and the types domain functions take once they are parsed. The
// service-record fields they share with the forms are in ../schema.ts.
import * as z from "zod/mini";
import { idOf, optionalIdOf } from "~/platform/schema";
import { toId } from "~/platform/ids";
import { versionField } from "~/platform/validate";
import { linkedName, recordFields } from "~/features/contacts/schema";
import { contactsRefusals as t } from "~/features/contacts/messages.server";

/**
 * Page modules take parseInput from here, not from ~/platform/validate: a .server module stays out of
 * the browser's bundle, while validate's module (its shared versionField) would put zod into the page.
 */
export { parseInput } from "~/platform/validate";

/** A change-sort list longer than this is refused (no category holds that many cards). */
export const SORT_LIST_MAX = 5000;

export const createAnotherSchema = z.object({ categoryId: idOf(t.categoryNotFound), ...recordFields });
export const createAnotherWithUserSchema = z.object({
  categoryId: idOf(t.categoryNotFound),
  userId: idOf(t.userRequired),
  ...recordFields,
  name: linkedName,
  /** The version the edit started from (core/versions.server.ts); optional for the spec's clients. */
  version: versionField,
});
/** Every field is replaced (an absent one is cleared); categoryId moves the record when given. */
export const updateAnotherSchema = z.object({
  id: idOf(t.serviceNotFound),
  categoryId: optionalIdOf(t.categoryNotFound),
  ...recordFields,
  name: linkedName,
  /** The version the edit started from (core/versions.server.ts); optional for the spec's clients. */
  version: versionField,
});
export const deleteAnotherSchema = z.object({ id: idOf(t.serviceNotFound) });

export const changeSortSchema = z.object({
  categoryId: idOf(t.categoryNotFound),
  sortIdList: z
    .pipe(
      z.union([z.array(z.union([z.number(), z.string()])), z.string()], { error: t.sortInvalid }),
      z.transform((v) => (Array.isArray(v) ? v : v.split(",")).map((x) => toId(x) ?? Number.NaN)),
    )
    .check(
      z.refine(
        (ids) => ids.length > 0 && ids.length <= SORT_LIST_MAX && ids.every((n) => !Number.isNaN(n)) && new Set(ids).size === ids.length,
        { error: t.sortInvalid },
      ),
    ),
});

/** One step up or down (the arrows of the pages). */
export const moveContactSchema = z.object({
  contactId: idOf(t.contactNotFound),
  direction: z.enum(["up", "down"], { error: t.directionInvalid }),
});

export const parentIdSchema = z.object({ parentId: idOf(t.categoryNotFound) });
export const contactIdSchema = z.object({ id: idOf(t.contactNotFound) });
export const recentAddSchema = z.object({ contactId: idOf(t.contactNotFound) });
export const structureSchema = z.object({ id: optionalIdOf(t.departmentNotFound) });

export type ParentIdInput = z.output<typeof parentIdSchema>;
export type ContactIdInput = z.output<typeof contactIdSchema>;
export type RecentAddInput = z.output<typeof recentAddSchema>;
export type StructureInput = z.output<typeof structureSchema>;
export type ChangeSortInput = z.output<typeof changeSortSchema>;
export type MoveContactInput = z.output<typeof moveContactSchema>;
export type CreateAnotherInput = z.output<typeof createAnotherSchema>;
export type CreateAnotherWithUserInput = z.output<typeof createAnotherWithUserSchema>;
export type UpdateAnotherInput = z.output<typeof updateAnotherSchema>;
export type RecordIdInput = z.output<typeof deleteAnotherSchema>;

// Rules of the contacts directory, shared by the service-record forms (client and server) and /api.
// zod/mini keeps the browser bundle small (ADR 0003).
import * as z from "zod/mini";
import { idOf, optionalIdOf, toId } from "~/platform/schema";
import { ru } from "~/shared/ru";
import { versionField } from "~/platform/validate";

const t = ru.contacts;

export const MAX_PHONE_LINES = 10;
export const NAME_MAX = 255;
export const POSITION_MAX = 255;
export const PHONE_MAX = 50;
export const IP_PHONE_MAX = 20;
export const EMAIL_MAX = 255;
export const ADDRESS_MAX = 500;
/** A change-sort list longer than this is refused (no category holds that many cards). */
export const SORT_LIST_MAX = 5000;

/** A phone line: digits with the usual separators, optionally an extension ("доб. 123"). */
const PHONE_LINE = /^(?=.*\d)[0-9+()\-.\s]+(?:(?:доб\.?|ext\.?)\s*\d+)?$/i;
const IP_PHONE = /^[0-9*#\-\s]+$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Optional text: trimmed, "" becomes null, at most `max` characters. */
const optionalText = (max: number, tooLong: string, pattern?: { re: RegExp; message: string }) =>
  z
    .pipe(
      z.optional(z.nullable(z.string({ error: pattern?.message ?? tooLong }))),
      z.transform((v) => v?.trim() || null),
    )
    .check(
      z.refine((v) => v === null || v.length <= max, { error: tooLong }),
      z.refine((v) => v === null || !pattern || pattern.re.test(v), { error: pattern?.message ?? tooLong }),
    );

const requiredName = z
  .pipe(z.optional(z.nullable(z.string({ error: t.nameRequired }))), z.transform((v) => v?.trim() ?? ""))
  .check(
    z.refine((v) => v.length > 0, { error: t.nameRequired }),
    z.refine((v) => v.length <= NAME_MAX, { error: t.nameTooLong }),
  );

/** Phone lines: a list, or one text with a number per line (the form's textarea). Empty lines are dropped. */
export const telephoneSchema = z
  .pipe(
    z.optional(z.nullable(z.union([z.string(), z.array(z.string())], { error: t.phoneInvalid }))),
    z.transform((v) =>
      (Array.isArray(v) ? v : (v ?? "").split(/\r?\n/)).map((line) => line.trim().replace(/\s+/g, " ")).filter(Boolean),
    ),
  )
  .check(
    z.refine((lines) => lines.length <= MAX_PHONE_LINES, { error: t.phoneTooMany }),
    z.refine((lines) => lines.every((line) => line.length <= PHONE_MAX), { error: t.phoneTooLong }),
    z.refine((lines) => lines.every((line) => PHONE_LINE.test(line)), { error: t.phoneInvalid }),
  );

/** The fields of a service record as its form and /api send them. */
const recordFields = {
  name: requiredName,
  position: optionalText(POSITION_MAX, t.positionTooLong),
  telephone: telephoneSchema,
  ipPhone: optionalText(IP_PHONE_MAX, t.ipPhoneInvalid, { re: IP_PHONE, message: t.ipPhoneInvalid }),
  email: optionalText(EMAIL_MAX, t.emailInvalid, { re: EMAIL, message: t.emailInvalid }),
  address: optionalText(ADDRESS_MAX, t.addressTooLong),
};
/** A record linked to a person may leave its name empty: the person's name is shown. */
const linkedName = optionalText(NAME_MAX, t.nameTooLong);

/** The service-record form of the pages (a record of its own: the name is required). */
export const serviceRecordFormSchema = z.object({ ...recordFields, version: versionField });
/** The same form for a record linked to a person. */
export const linkedRecordFormSchema = z.object({ ...recordFields, name: linkedName, version: versionField });

// --- /api payloads ---
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
        (ids) =>
          ids.length > 0 &&
          ids.length <= SORT_LIST_MAX &&
          ids.every((n) => !Number.isNaN(n)) &&
          new Set(ids).size === ids.length,
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
export const structureSchema = z.object({ id: optionalIdOf(ru.structure.departmentNotFound) });

export type ServiceRecordInput = z.output<typeof serviceRecordFormSchema>;

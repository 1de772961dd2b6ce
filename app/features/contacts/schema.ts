// Rules of the service-record forms (checked in the browser and again on the server), whose fields
// the /api payloads share (server/payloads.server.ts). zod/mini keeps the browser bundle small (ADR 0003).
import * as z from "zod/mini";
import { versionField } from "~/platform/validate";
import { serviceRecordMessages as t } from "~/features/contacts/messages/record";
import { MAX_PHONE_LINES, NAME_MAX, POSITION_MAX, PHONE_MAX, IP_PHONE_MAX, EMAIL_MAX } from "./limits";

export const ADDRESS_MAX = 500;

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
  .pipe(
    z.optional(z.nullable(z.string({ error: t.nameRequired }))),
    z.transform((v) => v?.trim() ?? ""),
  )
  .check(
    z.refine((v) => v.length > 0, { error: t.nameRequired }),
    z.refine((v) => v.length <= NAME_MAX, { error: t.nameTooLong }),
  );

/** Phone lines: a list, or one text with a number per line (the form's textarea). Empty lines are dropped. */
export const telephoneSchema = z
  .pipe(
    z.optional(z.nullable(z.union([z.string(), z.array(z.string())], { error: t.phoneInvalid }))),
    z.transform((v) => (Array.isArray(v) ? v : (v ?? "").split(/\r?\n/)).map((line) => line.trim().replace(/\s+/g, " ")).filter(Boolean)),
  )
  .check(
    z.refine((lines) => lines.length <= MAX_PHONE_LINES, { error: t.phoneTooMany }),
    z.refine((lines) => lines.every((line) => line.length <= PHONE_MAX), { error: t.phoneTooLong }),
    z.refine((lines) => lines.every((line) => PHONE_LINE.test(line)), { error: t.phoneInvalid }),
  );

/** The fields of a service record as its form and /api send them. */
export const recordFields = {
  name: requiredName,
  position: optionalText(POSITION_MAX, t.positionTooLong),
  telephone: telephoneSchema,
  ipPhone: optionalText(IP_PHONE_MAX, t.ipPhoneInvalid, { re: IP_PHONE, message: t.ipPhoneInvalid }),
  email: optionalText(EMAIL_MAX, t.emailInvalid, { re: EMAIL, message: t.emailInvalid }),
  address: optionalText(ADDRESS_MAX, t.addressTooLong),
};
/** A record linked to a person may leave its name empty: the person's name is shown. */
export const linkedName = optionalText(NAME_MAX, t.nameTooLong);

/** The service-record form of the pages (a record of its own: the name is required). */
export const serviceRecordFormSchema = z.object({ ...recordFields, version: versionField });
/** The same form for a record linked to a person. */
export const linkedRecordFormSchema = z.object({ ...recordFields, name: linkedName, version: versionField });

export type ServiceRecordInput = z.output<typeof serviceRecordFormSchema>;

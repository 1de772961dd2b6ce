// Rules of a reply and a recommendation (issue #15 point 6): zod/mini, client-safe, so the vacancy page's
// two forms and the /api calls check the same fields with the same messages.
// - The calls name the vacancy `claimId` (spec §7); the forms post to the vacancy's own page and take its
//   id from the URL, so their schemas hold the typed fields only (replyFormSchema, recommendFormSchema).
// - `telephone`: +7 or 8, then 3+3+2+2 digits, spaces, dashes and brackets anywhere between; stored and
//   answered as +7XXXXXXXXXX (pages show it with formatPhone).
import * as z from "zod/mini";
import { field, idOf, optionalIdOf, refuse, requiredText } from "~/platform/schema";
import { EMAIL_MAX, FULL_NAME_MAX, REPLY_INFO_MAX } from "./limits";
import type { ReplyMode } from "./model";
import { vacancyReplyMessages as t } from "./messages/replies";

/** What people type around the digits of a phone. */
const PHONE_SEPARATORS = /[\s\-()]/g;
const PHONE = /^(?:\+7|8)(\d{10})$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** +7XXXXXXXXXX from "+7 (921) 123-45-67" or "8 921 123 45 67"; null when it is not such a number. */
export function normalizeReplyPhone(value: string): string | null {
  const digits = PHONE.exec(value.trim().replace(PHONE_SEPARATORS, ""))?.[1];
  return digits ? `+7${digits}` : null;
}

/** "+7 (921) 123-45-67" from a stored +7XXXXXXXXXX (§9's display). */
export const showReplyPhone = (phone: string): string => phone.replace(/^\+7(\d{3})(\d{3})(\d{2})(\d{2})$/, "+7 ($1) $2-$3-$4");

const telephone = field((v) => (typeof v === "string" ? (normalizeReplyPhone(v) ?? refuse(t.phoneInvalid)) : refuse(t.phoneInvalid)));

const email = field((v) => {
  const text = typeof v === "string" ? v.trim() : "";
  if (text === "") return refuse(t.emailRequired);
  if (text.length > EMAIL_MAX) return refuse(t.emailTooLong);
  return EMAIL.test(text) ? text : refuse(t.emailInvalid);
});

/** Optional, trimmed; absent is "". */
const info = z
  .pipe(
    z.optional(z.nullable(z.string({ error: t.infoTooLong }))),
    z.transform((v) => v?.trim() ?? ""),
  )
  .check(z.refine((v) => v.length <= REPLY_INFO_MAX, { error: t.infoTooLong }));

const fullName = requiredText(FULL_NAME_MAX, t.fullNameRequired, t.fullNameTooLong);

/** The self reply's typed fields (the «Откликнуться» form). */
export const replyFormSchema = z.object({ telephone, email, info });
/** The recommendation's typed fields (the «Рекомендовать кандидата» form). */
export const recommendFormSchema = z.object({ fullName, telephone, email, info });

const resumeId = optionalIdOf(t.resumeInvalid);
const claimId = idOf(t.vacancyRequired);

/** POST /vacancies/reply-internal-user {claimId, telephone, email, info, resumeId}: claimId is the vacancy's id. */
export const selfReplySchema = z.object({ claimId, telephone, email, info, resumeId });
/** POST /vacancies/reply {claimId, fullName, telephone, email, info, resumeId}. */
export const recommendReplySchema = z.object({ claimId, fullName, telephone, email, info, resumeId });

/** GET /vacancies/replies {vacancyId, after}: `after` is the opaque cursor of the page before (a bad one reads page 1). */
export const repliesQuerySchema = z.object({
  vacancyId: idOf(t.vacancyRequired),
  after: z.pipe(
    z.optional(z.nullable(z.unknown())),
    z.transform((v) => (typeof v === "string" && v !== "" ? v : null)),
  ),
});

export type ReplyFormFields = z.output<typeof replyFormSchema>;
export type RecommendFormFields = z.output<typeof recommendFormSchema>;
export type SelfReplyCall = z.output<typeof selfReplySchema>;
export type RecommendReplyCall = z.output<typeof recommendReplySchema>;
export type RepliesQuery = z.output<typeof repliesQuerySchema>;

/** The service's ReplyInput (server/contract.ts) from a form's or a call's fields. */
export function replyInputOf(
  mode: ReplyMode,
  vacancyId: number,
  fields: { telephone: string; email: string; info: string; fullName?: string },
  resumeId: number | null | undefined,
) {
  return {
    vacancyId,
    mode,
    fullName: mode === "RECOMMEND" ? (fields.fullName ?? null) : null,
    telephone: fields.telephone,
    email: fields.email,
    info: fields.info,
    resumeId: resumeId ?? null,
  };
}

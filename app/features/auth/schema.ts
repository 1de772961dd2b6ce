// Rules of the entry area, shared by the forms (client and server) and /api. zod/mini keeps the
// browser bundle small.
import * as z from "zod/mini";
import { ru } from "~/shared/ru";

const v = ru.validation;

/** Digits of a Russian mobile number without +7: accepts "+7 (900) 000-00-01", "89000000001" or "9000000001". */
export function normalizePhone(value: string): string {
  // Typed into the mask, "+7" is the prefix: an incomplete "+7 (900) 000-00-0" must stay 9 digits,
  // not become 10 by counting the 7.
  const trimmed = value.trim();
  if (trimmed.startsWith("+7")) return trimmed.slice(2).replace(/\D/g, "");
  const digits = value.replace(/\D/g, "");
  return digits.length === 11 && /^[78]/.test(digits) ? digits.slice(1) : digits;
}

/** "+7 (900) 000-00-01" for 10 digits; a partial number is formatted as far as it goes. */
export function formatPhone(digits: string): string {
  const d = normalizePhone(digits).slice(0, 10);
  if (!d) return "";
  let out = `+7 (${d.slice(0, 3)}`;
  if (d.length >= 3) out += ")";
  if (d.length > 3) out += ` ${d.slice(3, 6)}`;
  if (d.length > 6) out += `-${d.slice(6, 8)}`;
  if (d.length > 8) out += `-${d.slice(8, 10)}`;
  return out;
}

/** The one trimming rule: a value of spaces only is empty (sign-in reads a password so, so none is set so). */
const notBlank = (message: string) => z.refine<string>((s) => s.trim().length > 0, { error: message });
const requiredString = (message: string) => z.string({ error: message }).check(notBlank(message));

export const phoneSchema = z
  .pipe(requiredString(v.phoneRequired), z.transform(normalizePhone))
  .check(z.refine((d) => /^\d{10}$/.test(d), { error: v.phoneIncomplete }));

/** A new password: what sign-in's password field accepts (not blank), 8 to 32 characters. */
export const passwordSchema = z
  .string({ error: v.passwordLength })
  .check(z.minLength(8, { error: v.passwordLength }), z.maxLength(32, { error: v.passwordLength }), notBlank(v.passwordRequired));

const claimUuid = requiredString(v.claimRequired);
const code = z
  .pipe(requiredString(v.codeRequired), z.transform((s) => s.replace(/\s/g, "")))
  .check(z.refine((s) => /^\d{6}$/.test(s), { error: v.codeFormat }));

/** A checkbox posted by a form ("on") or a boolean from JSON. */
const accepted = z
  .pipe(z.optional(z.union([z.boolean(), z.string()])), z.transform((x) => x === true || x === "on" || x === "true"))
  .check(z.refine((x) => x, { error: v.rulesRequired }));

// --- /api payloads, named as the spec names them ---
export const apiLoginSchema = z.object({
  username: phoneSchema,
  password: requiredString(v.passwordRequired),
});
export const apiStartSchema = z.object({ phoneNumber: phoneSchema });
export const apiConfirmSchema = z.object({ claimUuid, confirmationCode: code });
export const apiCompleteRegistrationSchema = z.object({ claimUuid, newPassword: passwordSchema, rulesAccepted: accepted });
export const apiSetNewPasswordSchema = z.object({ claimUuid, newPassword: passwordSchema });
export const apiRefreshSchema = z.object({ refreshToken: requiredString(ru.auth.refreshInvalid) });

// --- entry-area forms ---
export const loginFormSchema = z.object({
  phone: phoneSchema,
  password: apiLoginSchema.shape.password,
  next: z.optional(z.string()),
});
export const startFormSchema = z.object({ phone: phoneSchema });
// The pages' steps carry no claimUuid: the server finds the browser's own claim (claim-flow.server.ts).
export const confirmFormSchema = z.object({ code });
export const resendFormSchema = z.object({});

const passwordPair = {
  password: passwordSchema,
  passwordRepeat: z.string({ error: v.passwordsDiffer }),
};
const samePasswords = z.refine<{ password: string; passwordRepeat: string }>((f) => f.password === f.passwordRepeat, {
  error: v.passwordsDiffer,
  path: ["passwordRepeat"],
});
export const registrationPasswordFormSchema = z
  .object({ ...passwordPair, rulesAccepted: accepted })
  .check(samePasswords);
export const recoveryPasswordFormSchema = z.object(passwordPair).check(samePasswords);

export type LoginForm = z.infer<typeof loginFormSchema>;

// Rules of the entry area, shared by the forms (client and server) and the /api payloads
// (server/api-schema.server.ts). zod/mini keeps the browser bundle small.
import * as z from "zod/mini";
import { normalizePhone } from "~/features/auth/phone";
import { validation as v } from "~/shared/messages";

export { formatPhone, normalizePhone } from "~/features/auth/phone";

/** The one trimming rule: a value of spaces only is empty (sign-in reads a password so, so none is set so). */
export const notBlank = (message: string) => z.refine<string>((s) => s.trim().length > 0, { error: message });
export const requiredString = (message: string) => z.string({ error: message }).check(notBlank(message));

export const phoneSchema = z
  .pipe(requiredString(v.phoneRequired), z.transform(normalizePhone))
  .check(z.refine((d) => /^\d{10}$/.test(d), { error: v.phoneIncomplete }));

/** A new password: what sign-in's password field accepts (not blank), 8 to 32 characters. */
export const passwordSchema = z
  .string({ error: v.passwordLength })
  .check(z.minLength(8, { error: v.passwordLength }), z.maxLength(32, { error: v.passwordLength }), notBlank(v.passwordRequired));

/** What sign-in accepts as a password: anything not blank (the rules for a new one are above). */
export const signInPasswordSchema = requiredString(v.passwordRequired);

export const claimUuid = requiredString(v.claimRequired);
export const code = z
  .pipe(
    requiredString(v.codeRequired),
    z.transform((s) => s.replace(/\s/g, "")),
  )
  .check(z.refine((s) => /^\d{6}$/.test(s), { error: v.codeFormat }));

/** A checkbox posted by a form ("on") or a boolean from JSON. */
export const accepted = z
  .pipe(
    z.optional(z.union([z.boolean(), z.string()])),
    z.transform((x) => x === true || x === "on" || x === "true"),
  )
  .check(z.refine((x) => x, { error: v.rulesRequired }));

// --- entry-area forms ---
export const loginFormSchema = z.object({
  phone: phoneSchema,
  password: signInPasswordSchema,
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
export const registrationPasswordFormSchema = z.object({ ...passwordPair, rulesAccepted: accepted }).check(samePasswords);
export const recoveryPasswordFormSchema = z.object(passwordPair).check(samePasswords);

export type LoginForm = z.infer<typeof loginFormSchema>;

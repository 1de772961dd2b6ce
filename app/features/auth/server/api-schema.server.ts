// Payloads of the entry area's /api calls, named as the spec names them. Built from the same rules as
// the forms (../schema.ts); kept out of that file so the browser's entry pages do not load them.
import * as z from "zod/mini";
import { accepted, claimUuid, code, passwordSchema, phoneSchema, requiredString, signInPasswordSchema } from "~/features/auth/schema";
import { auth } from "~/features/auth/messages.server";

export const apiLoginSchema = z.object({
  username: phoneSchema,
  password: signInPasswordSchema,
});
export const apiStartSchema = z.object({ phoneNumber: phoneSchema });
export const apiConfirmSchema = z.object({ claimUuid, confirmationCode: code });
export const apiCompleteRegistrationSchema = z.object({ claimUuid, newPassword: passwordSchema, rulesAccepted: accepted });
export const apiSetNewPasswordSchema = z.object({ claimUuid, newPassword: passwordSchema });
export type LoginCredentials = z.output<typeof apiLoginSchema>;
export type StartPayload = z.output<typeof apiStartSchema>;
export type ConfirmPayload = z.output<typeof apiConfirmSchema>;

export const apiRefreshSchema = z.object({ refreshToken: requiredString(auth.refreshInvalid) });

// A domain refusal as conform's reply (ADR 0024), the one shape of a refused page form: a message that
// names a field goes under it, the message over the form only when no field says it already.
import type { Submission } from "@conform-to/react";
import { isDomainError } from "./errors";

/** Rethrows anything that is not a domain error (a bug stays a bug). */
export function replyWithDomainError<T>(submission: Submission<T>, error: unknown) {
  if (!isDomainError(error)) throw error;
  const fields = error.fieldErrors ?? {};
  const fieldErrors = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, [v]]));
  const formErrors = Object.values(fields).includes(error.message) ? [] : [error.message];
  return submission.reply({ formErrors, fieldErrors });
}

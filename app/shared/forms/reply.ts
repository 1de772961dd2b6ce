// A domain refusal as conform's reply: the message over the form, field messages under their fields.
import type { Submission } from "@conform-to/react";
import { isDomainError } from "~/platform/errors";

/** Rethrows anything that is not a domain error (a bug stays a bug). */
export function replyWithDomainError<T>(submission: Submission<T>, error: unknown) {
  if (!isDomainError(error)) throw error;
  const fieldErrors = Object.fromEntries(Object.entries(error.fieldErrors ?? {}).map(([k, v]) => [k, [v]]));
  // A message that belongs to a field is shown there only.
  const formErrors = Object.values(error.fieldErrors ?? {}).includes(error.message) ? [] : [error.message];
  return submission.reply({ formErrors, fieldErrors });
}

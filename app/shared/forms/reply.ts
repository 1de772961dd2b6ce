// A domain refusal as conform's reply: the message over the form, field messages under their fields.
import type { Submission } from "@conform-to/react";
import { formRefusal } from "~/platform/errors";

/** Rethrows anything that is not a domain error (a bug stays a bug). */
export function replyWithDomainError<T>(submission: Submission<T>, error: unknown) {
  const refusal = formRefusal(error);
  const fieldErrors = Object.fromEntries(Object.entries(refusal.fieldErrors).map(([k, v]) => [k, [v]]));
  return submission.reply({ formErrors: refusal.formError === null ? [] : [refusal.formError], fieldErrors });
}

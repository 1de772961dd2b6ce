// Typed domain errors. Domain functions throw them; /api maps them to the envelope and routes to
// field errors or a status. Checked by name, not instanceof: the Remix bundle and server.ts each load
// their own copy of this module.
export type DomainErrorKind = "invalid" | "not_found" | "forbidden" | "unauthorized" | "rate_limited" | "conflict";

export class DomainError extends Error {
  override readonly name = "DomainError";
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** Field name -> message, for forms that can point at the field. */
    readonly fieldErrors?: Record<string, string>,
    /** A rate limit's refusal: the seconds until its window has room again, for a 429's Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const invalid = (message: string, fieldErrors?: Record<string, string>) => new DomainError("invalid", message, fieldErrors);
export const notFound = (message: string, fieldErrors?: Record<string, string>) => new DomainError("not_found", message, fieldErrors);
export const forbidden = (message: string) => new DomainError("forbidden", message);
export const unauthorized = (message: string) => new DomainError("unauthorized", message);
export const rateLimited = (message: string, fieldErrors?: Record<string, string>, retryAfterSeconds?: number) =>
  new DomainError("rate_limited", message, fieldErrors, retryAfterSeconds);

/** The record changed since the form was opened (core/versions.server.ts): the save changed nothing. */
export const conflict = (message: string) => new DomainError("conflict", message);

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof Error && error.name === "DomainError" && "kind" in error;
}

/** A missing, malformed or unknown id: for a page, the page does not exist (404). */
export function isMissing(error: unknown): error is DomainError {
  return isDomainError(error) && (error.kind === "not_found" || error.kind === "invalid");
}

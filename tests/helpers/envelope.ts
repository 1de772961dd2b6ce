// Assertions on the /api envelope, shared by the contract tests.
import { expect } from "vitest";
import type { api } from "./http";

export const UNAUTHORIZED = "Требуется авторизация";

export type Call = Awaited<ReturnType<typeof api>>;

/** Answered with success: returns `response`. */
export const ok = (call: Call) => {
  expect(call.status).toBe(200);
  expect(call.envelope.errorMessage).toBeNull();
  expect(call.envelope.responseCode).toBe(0);
  return call.envelope.response;
};

/** Refused with exactly this Russian message (HTTP 200, responseCode 1). */
export const refused = (call: Call, message: string) => {
  expect(call.status).toBe(200);
  expect(call.envelope).toEqual({ responseCode: 1, response: null, errorMessage: message });
};

/** No session or token on a protected call. */
export const unauthorized = (call: Call) => {
  expect(call.status).toBe(401);
  expect(call.envelope).toEqual({ responseCode: 1, response: null, errorMessage: UNAUTHORIZED });
};

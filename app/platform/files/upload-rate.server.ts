// How many files one person may upload a minute (issue #38). Each upload costs a decode (up to a second
// for a 40 MP image), variants and storage; without a limit one account could keep every core busy. The
// count lives in the database's rate limiter, so it holds across the processes behind the balancer.
import { rateLimited } from "~/platform/errors";
import type { RateLimiter } from "~/platform/rate-limit.server";
import { fileRefusals } from "~/shared/messages.server";

/**
 * 60 a minute, one a second on average: the biggest single form (50 stickers at once) and an album's 20
 * photos or a post's 22 files fit in it with room for a retry, while a script is held to one decode a
 * second. An upload counts once its cheap checks (size, name, signature) pass, whether or not it is then
 * stored: a broken image costs its decode all the same. The demo seed's files are not counted.
 */
export const UPLOADS_PER_MINUTE = 60;

const WINDOW_MS = 60_000;

/**
 * Counts one upload of this person; refuses past the limit, before anything is decoded or stored. The
 * refusal knows when the oldest upload of the window leaves it, so a 429 can say Retry-After and a client
 * (the editor, a script) waits that long rather than guessing.
 */
export async function takeUpload(rate: RateLimiter, userId: number): Promise<void> {
  const key = `upload:${userId}`;
  const taken = await rate.take(key, [{ windowMs: WINDOW_MS, limit: UPLOADS_PER_MINUTE }]);
  if (taken.allowed) return;
  const seconds = Math.max(1, await rate.retryAfter(key, WINDOW_MS));
  throw rateLimited(fileRefusals.tooManyUploads(UPLOADS_PER_MINUTE), undefined, seconds);
}

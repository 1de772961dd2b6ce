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

/** Counts one upload of this person; refuses past the limit, before anything is decoded or stored. */
export async function takeUpload(rate: RateLimiter, userId: number): Promise<void> {
  const taken = await rate.take(`upload:${userId}`, [{ windowMs: 60_000, limit: UPLOADS_PER_MINUTE }]);
  if (!taken.allowed) throw rateLimited(fileRefusals.tooManyUploads(UPLOADS_PER_MINUTE));
}

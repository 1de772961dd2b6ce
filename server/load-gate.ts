// Slow, never broken: a saturated process serves a bounded number of requests at once, lets a short queue
// wait for them, and refuses the rest at once with a cheap 503 and Retry-After (nginx then tries another
// process). Without it, 200 connections all start their loaders together, every one of them gets slower,
// and memory grows with everything in flight.
//
// A request is refused early, when it arrives, if the queue ahead of it would keep it waiting past its
// limit at the pace requests are finishing; one still waiting at the limit is refused then. A form post
// waits longer than a page read: a reader's page reloads itself, but a refused post makes the person
// send again what they typed.
import type { Request, Response, NextFunction, RequestHandler } from "express";
import type { RequestLimits } from "../app/platform/config.server";

export interface LoadGateOptions extends RequestLimits {
  /** Requests that hold their connection open for long (event streams) pass untouched. */
  exempt(req: Request): boolean;
  /** Writes the 503 (the envelope on /api, a plain page elsewhere). */
  refuse(req: Request, res: Response): void;
  now?: () => number;
}

export interface LoadGate {
  handler: RequestHandler;
  /** What the gate holds now and has refused since it started (for an operator's probe and the tests). */
  stats(): { active: number; queued: number; refused: number };
}

interface Waiter {
  start(): void;
  timer: NodeJS.Timeout;
}

export function createLoadGate(options: LoadGateOptions): LoadGate {
  const now = options.now ?? Date.now;
  const queue: Waiter[] = [];
  let active = 0;
  let refused = 0;
  // How long a request holds its place, smoothed: what the early refusal estimates the wait from.
  let serviceMs = 50;

  const waitLimitOf = (req: Request) => (req.method === "GET" || req.method === "HEAD" ? options.maxWaitMs : options.maxWaitWriteMs);

  const refuse = (req: Request, res: Response) => {
    refused += 1;
    if (!res.headersSent) options.refuse(req, res);
  };

  const pump = () => {
    while (active < options.maxActive && queue.length > 0) {
      const next = queue.shift()!;
      clearTimeout(next.timer);
      next.start();
    }
  };

  const handler: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    if (options.exempt(req)) return next();
    let queued: Waiter | null = null;
    const start = () => {
      queued = null;
      // The person left while waiting: nothing to serve.
      if (res.writableEnded || res.destroyed) return;
      active += 1;
      const began = now();
      let done = false;
      const finish = (answered: boolean) => {
        if (done) return;
        done = true;
        active -= 1;
        // Only answers teach the pace: a request its person abandoned says nothing of how long one takes.
        if (answered) serviceMs = serviceMs * 0.9 + (now() - began) * 0.1;
        pump();
      };
      res.once("finish", () => finish(true));
      res.once("close", () => finish(false));
      next();
    };
    if (active < options.maxActive && queue.length === 0) return start();

    const limit = waitLimitOf(req);
    const expectedWait = ((queue.length + 1) * serviceMs) / options.maxActive;
    if (queue.length >= options.maxQueued || expectedWait > limit) return refuse(req, res);
    const waiter: Waiter = {
      start,
      timer: setTimeout(() => {
        const at = queue.indexOf(waiter);
        if (at >= 0) queue.splice(at, 1);
        queued = null;
        refuse(req, res);
      }, limit),
    };
    queued = waiter;
    queue.push(waiter);
    res.once("close", () => {
      if (queued !== waiter) return;
      clearTimeout(waiter.timer);
      queue.splice(queue.indexOf(waiter), 1);
    });
  };

  return { handler, stats: () => ({ active, queued: queue.length, refused }) };
}

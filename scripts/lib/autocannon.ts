// autocannon ships no types; this is the part of its API the bench and load scripts use.
import { createRequire } from "node:module";
import type { EventEmitter } from "node:events";

export interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  "1xx": number;
  "2xx": number;
  "3xx": number;
  "4xx": number;
  "5xx": number;
  /** Answers by status code. */
  statusCodeStats?: Record<string, { count: number }>;
}

export interface AutocannonOptions {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  /** Seconds before a request counts as timed out (autocannon's default is 10). */
  timeout?: number;
}

type Autocannon = (options: AutocannonOptions, done: (error: Error | null, result: AutocannonResult) => void) => EventEmitter;
const run = createRequire(import.meta.url)("autocannon") as Autocannon;

/** One autocannon run; onError hears each socket error (timeouts included) as it happens. */
export function autocannon(options: AutocannonOptions, onError?: (error: Error) => void): Promise<AutocannonResult> {
  return new Promise((resolve, reject) => {
    const instance = run(options, (error, result) => (error ? reject(error) : resolve(result)));
    if (onError) instance.on("reqError", onError);
  });
}

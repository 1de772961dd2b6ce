// s3rver ships no types; the tests start it, watch its requests and close it.
declare module "s3rver" {
  export default class S3rver {
    constructor(options: { port?: number; address?: string; directory: string; silent?: boolean; configureBuckets?: { name: string }[] });
    /** Koa's middleware list: composed at run(), so one put first sees every request. */
    middleware: ((ctx: { method: string; url: string }, next: () => Promise<void>) => Promise<void>)[];
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}

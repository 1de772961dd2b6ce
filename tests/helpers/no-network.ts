// Vitest's setup file: no test reaches a host outside this machine. A connection or DNS lookup to anything
// but loopback is refused at once (the caller sees an error, as with no network) and recorded, and the test
// during which it happened fails, naming the host: a push to a real push service, a gateway or a CDN left in
// a test is caught here instead of becoming a DNS failure on an offline machine or a leak on a connected one.
import dns from "node:dns";
import net from "node:net";
import { afterAll, afterEach } from "vitest";

// One list and one patch per process: with isolate off, this file runs again for every test file in the
// same process, and a second patch would wrap the first.
const GUARD = Symbol.for("portal.tests.no-network");
const shared = globalThis as { [GUARD]?: string[] };
const installed = shared[GUARD] !== undefined;
const attempts: string[] = (shared[GUARD] ??= []);

const LOOPBACK_NAMES = new Set(["localhost", "localhost.localdomain"]);
function loopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, "").toLowerCase();
  if (LOOPBACK_NAMES.has(bare) || bare.endsWith(".localhost")) return true;
  if (net.isIPv4(bare)) return bare.startsWith("127.");
  if (net.isIPv6(bare)) return bare === "::1" || bare.startsWith("::ffff:127.");
  return false;
}

function refuse(host: string): Error {
  attempts.push(host);
  const error = new Error(`A test tried to reach ${host}: tests stay on this machine (tests/helpers/no-network.ts)`);
  (error as NodeJS.ErrnoException).code = "ENOTFOUND";
  return error;
}

function install() {
  type Connect = (this: net.Socket, ...args: unknown[]) => net.Socket;
  const connect = net.Socket.prototype.connect as unknown as Connect;
  net.Socket.prototype.connect = function (this: net.Socket, ...args: unknown[]) {
    // net.connect() hands over its normalized [options, callback]; a socket's own connect() takes
    // (options), (port, host) or (path): a Unix socket path is local.
    const first = Array.isArray(args[0]) ? (args[0] as unknown[])[0] : args[0];
    let host: string | undefined;
    if (first && typeof first === "object") {
      const options = first as net.TcpNetConnectOpts & { path?: string };
      host = options.path ? undefined : (options.host ?? "localhost");
    } else if (typeof first === "number" || (typeof first === "string" && /^\d+$/.test(first))) {
      host = typeof args[1] === "string" ? args[1] : "localhost";
    }
    if (host !== undefined && !loopback(host)) {
      const error = refuse(host);
      process.nextTick(() => this.destroy(error));
      return this;
    }
    return connect.apply(this, args);
  } as typeof net.Socket.prototype.connect;

  type Lookup = (hostname: string, ...rest: unknown[]) => unknown;
  const lookup = dns.lookup as unknown as Lookup;
  (dns as { lookup: unknown }).lookup = function (hostname: string, ...rest: unknown[]) {
    if (loopback(hostname) || net.isIP(hostname)) return lookup.call(dns, hostname, ...rest);
    const callback = [...rest].reverse().find((r) => typeof r === "function") as ((error: Error) => void) | undefined;
    const error = refuse(hostname);
    process.nextTick(() => callback?.(error));
  };
  const promisesLookup = dns.promises.lookup;
  (dns.promises as { lookup: unknown }).lookup = async (hostname: string, ...rest: unknown[]) => {
    if (loopback(hostname) || net.isIP(hostname)) return (promisesLookup as (h: string, ...r: unknown[]) => unknown)(hostname, ...rest);
    throw refuse(hostname);
  };
}
if (!installed) install();

/** The hosts tried since the last check, forgotten (this guard's own test reads them). */
export function takeAttempts(): string[] {
  return attempts.splice(0);
}

function check() {
  if (attempts.length === 0) return;
  const hosts = [...new Set(attempts.splice(0))];
  throw new Error(`Outbound connection attempted to ${hosts.join(", ")}: tests must not leave this machine`);
}
afterEach(check);
afterAll(check);

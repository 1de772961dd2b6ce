// The guard of tests/helpers/no-network.ts (vitest's setup file): a lookup or a connection beyond loopback
// fails at once and is recorded, whichever way it is made; loopback still works.
import dns from "node:dns";
import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { takeAttempts } from "./helpers/no-network";

describe("no test leaves the machine", () => {
  it("refuses DNS lookups of outside names", async () => {
    await expect(dns.promises.lookup("fcm.googleapis.com")).rejects.toThrow(/tried to reach fcm\.googleapis\.com/);
    const error = await new Promise<Error | null>((resolve) => dns.lookup("example.com", (e) => resolve(e)));
    expect(error?.message).toMatch(/tried to reach example\.com/);
    expect(takeAttempts()).toEqual(["fcm.googleapis.com", "example.com"]);
  });

  it("refuses connections by name or address, from net, fetch and https alike", async () => {
    const failed = (socket: net.Socket) => new Promise<Error>((resolve) => socket.on("error", resolve));
    expect((await failed(net.connect(443, "93.184.216.34"))).message).toMatch(/tried to reach 93\.184\.216\.34/);
    expect((await failed(net.connect({ host: "2001:db8::1", port: 80 }))).message).toMatch(/2001:db8::1/);
    await expect(fetch("https://fcm.googleapis.com/fcm/send/x", { method: "POST" })).rejects.toThrow();
    expect(takeAttempts()).toEqual(["93.184.216.34", "2001:db8::1", "fcm.googleapis.com"]);
  });

  it("lets loopback through", async () => {
    const server = http.createServer((_req, res) => res.end("here"));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe("here");
      expect(await (await fetch(`http://localhost:${port}/`)).text()).toBe("here");
      expect(takeAttempts()).toEqual([]);
    } finally {
      server.close();
    }
  });
});

import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createHttpSmsProvider, createOutboxSmsProvider, smsProviderFromEnv } from "./sms.server";
import { createPerson, createTestPortal, dialects, type TestPortal } from "../../../tests/helpers/portal";
import { api, startTestServer, type TestServer } from "../../../tests/helpers/http";

const env = (vars: Record<string, string>) => vars as unknown as NodeJS.ProcessEnv;

describe("outbox SMS provider", () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "sms-outbox-"));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("appends one JSON line {phone, text, code, sentAt} per message, creating the folder", async () => {
    const file = path.join(dir, "nested", "sms-outbox.jsonl");
    const at = new Date("2026-11-21T09:00:00.000Z");
    const provider = createOutboxSmsProvider(file, () => at);
    await provider.send({ phone: "9000000001", text: "Код для регистрации на портале: 123456.", code: "123456" });
    await provider.send({ phone: "9000000002", text: "Без кода" });
    const lines = fs.readFileSync(file, "utf8").split("\n");
    expect(lines.at(-1)).toBe("");
    expect(lines.slice(0, -1).map((line) => JSON.parse(line))).toEqual([
      { phone: "9000000001", text: "Код для регистрации на портале: 123456.", code: "123456", sentAt: "2026-11-21T09:00:00.000Z" },
      { phone: "9000000002", text: "Без кода", code: null, sentAt: "2026-11-21T09:00:00.000Z" },
    ]);
  });

  it("is what the environment selects by default", async () => {
    const provider = smsProviderFromEnv(env({}), dir);
    await provider.send({ phone: "9000000003", text: "t", code: "000001" });
    const last = fs.readFileSync(path.join(dir, "sms-outbox.jsonl"), "utf8").trim().split("\n").at(-1)!;
    expect(JSON.parse(last)).toMatchObject({ phone: "9000000003", code: "000001" });
    expect(() => smsProviderFromEnv(env({ SMS_PROVIDER: "http" }), dir)).toThrow(/SMS_HTTP_URL/);
  });
});

describe("HTTP SMS provider", () => {
  type Received = { method?: string; url?: string; headers: http.IncomingHttpHeaders; body: string };
  const received: Received[] = [];
  let status = 200;
  let server: http.Server;
  let url: string;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = "";
      req.setEncoding("utf8");
      req.on("data", (chunk) => (body += chunk));
      req.on("end", () => {
        received.push({ method: req.method, url: req.url, headers: req.headers, body });
        res.writeHead(status, { "Content-Type": "application/json" });
        res.end(status < 300 ? '{"status":"ok"}' : '{"error":"refused"}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/send`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  afterEach(() => {
    received.length = 0;
    status = 200;
  });

  it("POSTs {to: +7…, text, sender} as JSON with the bearer token", async () => {
    const provider = createHttpSmsProvider({ url, token: "gateway-token", sender: "Portal" });
    await provider.send({ phone: "9000000001", text: "Код: 123456", code: "123456" });
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.method).toBe("POST");
    expect(request!.url).toBe("/api/send");
    expect(request!.headers.authorization).toBe("Bearer gateway-token");
    expect(request!.headers["content-type"]).toMatch(/^application\/json/);
    expect(JSON.parse(request!.body)).toEqual({ to: "+79000000001", text: "Код: 123456", sender: "Portal" });
  });

  it("sends no Authorization header and no sender when none are configured", async () => {
    await createHttpSmsProvider({ url }).send({ phone: "9000000002", text: "t" });
    expect(received[0]!.headers.authorization).toBeUndefined();
    expect(JSON.parse(received[0]!.body)).toEqual({ to: "+79000000002", text: "t" });
  });

  it.each([400, 401, 500, 503])("throws when the gateway answers %i", async (code) => {
    status = code;
    await expect(createHttpSmsProvider({ url, token: "t" }).send({ phone: "9000000001", text: "t" })).rejects.toThrow(String(code));
  });

  it("is what SMS_PROVIDER=http selects", async () => {
    const provider = smsProviderFromEnv(
      env({ SMS_PROVIDER: "http", SMS_HTTP_URL: url, SMS_HTTP_TOKEN: "env-token", SMS_HTTP_SENDER: "Портал" }),
      os.tmpdir(),
    );
    await provider.send({ phone: "9000000004", text: "t" });
    expect(received[0]!.headers.authorization).toBe("Bearer env-token");
    expect(JSON.parse(received[0]!.body)).toEqual({ to: "+79000000004", text: "t", sender: "Портал" });
  });
});

describe.each(await dialects())("SMS failure during registration on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  beforeAll(async () => {
    portal = await createTestPortal(dialect);
    server = await startTestServer(portal);
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  const claimsOf = (phone: string) => portal.db.kysely.selectFrom("sms_claims").select("uuid").where("phone", "=", phone).execute();

  it.each([
    ["registration", "/registration/start"],
    ["recovery", "/change-password/start"],
  ] as const)("%s start answers «Не удалось отправить СМС. Попробуйте позже» and leaves no claim", async (purpose, apiPath) => {
    const person = await createPerson(portal, { password: purpose === "recovery" ? "secret-123" : undefined });
    portal.sms.failNext = true;
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    const failed = await api(server, "POST", apiPath, { body: { phoneNumber: person.phone } }).finally(() => quiet.mockRestore());
    expect(failed.status).toBe(200);
    expect(failed.envelope).toEqual({ responseCode: 1, response: null, errorMessage: "Не удалось отправить СМС. Попробуйте позже" });
    expect(await claimsOf(person.phone)).toEqual([]);
    expect(portal.sms.sent.filter((m) => m.phone === person.phone)).toEqual([]);

    // The failed attempt does not count against the once-a-minute limit: trying again works at once.
    const retry = await api(server, "POST", apiPath, { body: { phoneNumber: person.phone } });
    expect(retry.envelope.responseCode).toBe(0);
    const claimUuid = (retry.envelope.response.startRegistrationResult ?? retry.envelope.response.startChangePasswordDataResult).claimUuid;
    expect(await claimsOf(person.phone)).toEqual([{ uuid: claimUuid }]);
    expect(portal.sms.lastCodeFor(person.phone)).toMatch(/^\d{6}$/);
  });
});

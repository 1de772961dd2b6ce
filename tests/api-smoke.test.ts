import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPerson, createTestPortal, dialects, type TestPortal } from "./helpers/portal";
import { api, startTestServer, type TestServer } from "./helpers/http";

describe.each(await dialects())("API smoke on %s", (dialect) => {
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

  it("signs in with phone digits and answers short-cur-user-info with the bearer token", async () => {
    const person = await createPerson(portal, { password: "secret-123" });
    const login = await api(server, "POST", "/login", { body: { username: person.phone, password: "secret-123" } });
    expect(login.envelope.responseCode).toBe(0);
    const me = await api(server, "GET", "/user/short-cur-user-info", { token: login.envelope.response.accessToken });
    expect(me.envelope.response.id).toBe(person.id);
  });
});

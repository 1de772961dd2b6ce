// The sign-out form (routes/logout.tsx) ends the session's live notification streams, like POST /api/logout
// (app/features/notifications/tests/live.test.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPerson, createTestPortal, dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { api, cookieOf, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { openStream } from "../../notifications/tests/sse";
import { action } from "../routes/logout";

describe.each(await dialects())("the sign-out form on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  beforeAll(async () => {
    portal = await createTestPortal(dialect);
    server = await startTestServer(portal);
  });
  afterAll(async () => {
    await portal.services.notifications.live.close();
    await server?.close();
    await portal?.dispose();
  });

  it("ends the live notification streams of the session it ends", async () => {
    const person = await createPerson(portal, { password: "secret-123" });
    const login = await api(server, "POST", "/login", { body: { username: person.phone, password: "secret-123" } });
    const cookie = cookieOf(login.setCookie, "portal_session");
    const stream = await openStream(server, { cookie });
    expect((await stream.nextOf("count")).data).toBe('{"count":0}');
    await portal.services.notifications.bus.listening();
    const sessionSecret = cookie.split("=")[1]!;
    const actor = await portal.services.auth.resolveActor({ sessionSecret });
    // The action as Remix calls it (the API test server serves no pages).
    const answer = await action({ context: { services: portal.services, actor, sessionSecret, cookieOptions: {} } } as never);
    expect(answer.status).toBe(302);
    await stream.ended;
    expect(await stream.next()).toBeNull();
  });
});

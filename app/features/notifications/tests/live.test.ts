// GET /api/notifications-v2/stream on SQLite and PostgreSQL: the 401 envelope, the first count, a change,
// a new notification, the sixth stream, sign-out, and (PostgreSQL) a notification crossing two processes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPerson, createTestPortal, openSecondProcess, type TestPortal } from "../../../../tests/helpers/portal";
import { api, cookieOf, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { UNAUTHORIZED } from "../../../../tests/helpers/envelope";
import { dialects } from "../../../../tests/helpers/portal";
import type { Portal } from "~/portal/open.server";
import { MAX_STREAMS_PER_PERSON } from "../server/live.server";
import { openStream, type SseStream } from "./sse";

const PASSWORD = "secret-123";

describe.each(await dialects())("the live notification stream on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  const open: SseStream[] = [];

  beforeAll(async () => {
    portal = await createTestPortal(dialect);
    server = await startTestServer(portal);
  });
  afterAll(async () => {
    for (const s of open) s.close();
    await portal.services.notifications.live.close();
    await server?.close();
    await portal?.dispose();
  });

  async function signedIn() {
    const person = await createPerson(portal, { password: PASSWORD });
    const call = await api(server, "POST", "/login", { body: { username: person.phone, password: PASSWORD } });
    return { id: person.id, token: call.envelope.response.accessToken as string, cookie: cookieOf(call.setCookie, "portal_session") };
  }

  async function stream(auth: { token?: string; cookie?: string }) {
    const s = await openStream(server, auth);
    open.push(s);
    return s;
  }

  /** A notification written the way producers do: the row and bus.publish in one transaction. */
  async function notify(target: Portal, userId: number, text = "Новая статья {article}") {
    return target.db.kysely.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto("notifications")
        .values({
          user_id: userId,
          type: "WIKI_GUIDE",
          text,
          variables: JSON.stringify([{ text: "«Кассы»", objectId: 42 }]),
          create_date: new Date().toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await target.services.notifications.bus.publish(trx, [userId], id);
      return id;
    });
  }

  const count = async (s: SseStream) => JSON.parse((await s.nextOf("count")).data) as { count: number };

  it("answers 401 with the envelope when signed out", async () => {
    const response = await fetch(`${server.url}/api/notifications-v2/stream`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ responseCode: 1, response: null, errorMessage: UNAUTHORIZED });
  });

  it("sends the count at once, uncompressed and unbuffered, over a bearer token or the cookie", async () => {
    const me = await signedIn();
    await notify(portal, me.id);
    await notify(portal, me.id);
    for (const auth of [{ token: me.token }, { cookie: me.cookie }]) {
      const s = await stream(auth);
      expect(s.status).toBe(200);
      expect(s.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
      expect(s.headers.get("content-encoding")).toBeNull();
      expect(s.headers.get("cache-control")).toBe("no-store");
      expect(s.headers.get("x-accel-buffering")).toBe("no");
      expect(await count(s)).toEqual({ count: 2 });
      s.close();
    }
  });

  it("sends the new count after a change, and a new notification with its text and link", async () => {
    const me = await signedIn();
    const s = await stream({ token: me.token });
    expect(await count(s)).toEqual({ count: 0 });
    await portal.services.notifications.bus.listening();
    const id = await notify(portal, me.id);
    expect(JSON.parse((await s.nextOf("notification")).data)).toEqual({
      id,
      text: "Новая статья «Кассы»",
      link: "/knowledge/guide/article/42",
    });
    expect(await count(s)).toEqual({ count: 1 });
    await api(server, "POST", "/notifications-v2/show", { token: me.token, body: { id } });
    expect(await count(s)).toEqual({ count: 0 });
    await notify(portal, me.id);
    await notify(portal, me.id);
    // Two changes may come as one count (coalesced per tick) or two; the last one is 2.
    let last = await count(s);
    if (last.count === 1) last = await count(s);
    expect(last).toEqual({ count: 2 });
    await api(server, "POST", "/notifications-v2/show-all", { token: me.token });
    expect(await count(s)).toEqual({ count: 0 });
  });

  it("never sends a notification of someone else, nor one that was rolled back", async () => {
    const me = await signedIn();
    const other = await signedIn();
    const s = await stream({ token: me.token });
    expect(await count(s)).toEqual({ count: 0 });
    await portal.services.notifications.bus.listening();
    // The bus names me with someone else's id: nothing is sent for it.
    const theirs = await notify(portal, other.id);
    await portal.db.kysely.transaction().execute((trx) => portal.services.notifications.bus.publish(trx, [me.id], theirs));
    await portal.db.kysely
      .transaction()
      .execute(async (trx) => {
        const { id } = await trx
          .insertInto("notifications")
          .values({ user_id: me.id, type: "SYSTEM", text: "x", variables: "[]", create_date: new Date().toISOString() })
          .returning("id")
          .executeTakeFirstOrThrow();
        await portal.services.notifications.bus.publish(trx, [me.id], id);
        throw new Error("rolled back");
      })
      .catch(() => {});
    const mine = await notify(portal, me.id, "Моё");
    const first = await s.next();
    expect(first?.event).toBe("notification");
    expect(JSON.parse(first!.data)).toMatchObject({ id: mine, text: "Моё" });
    expect(await count(s)).toEqual({ count: 1 });
  });

  it(`closes the oldest of a person's streams when a ${MAX_STREAMS_PER_PERSON + 1}th opens`, async () => {
    const me = await signedIn();
    const streams: SseStream[] = [];
    for (let i = 0; i <= MAX_STREAMS_PER_PERSON; i++) {
      const s = await stream({ token: me.token });
      await count(s);
      streams.push(s);
    }
    await streams[0]!.ended;
    expect(await streams[0]!.next()).toBeNull();
    await notify(portal, me.id);
    for (const s of streams.slice(1)) expect(await count(s)).toEqual({ count: 1 });
  });

  it("closes the streams of a session on sign-out, and only those", async () => {
    const me = await signedIn();
    const again = await api(server, "POST", "/login", {
      body: {
        username: (await portal.db.kysely.selectFrom("users").select("phone").where("id", "=", me.id).executeTakeFirstOrThrow()).phone,
        password: PASSWORD,
      },
    });
    const otherCookie = cookieOf(again.setCookie, "portal_session");
    const leaving = await stream({ cookie: me.cookie });
    const staying = await stream({ cookie: otherCookie });
    await count(leaving);
    await count(staying);
    await portal.services.notifications.bus.listening();
    const out = await api(server, "POST", "/logout", { cookie: me.cookie });
    expect(out.status).toBe(200);
    await leaving.ended;
    await notify(portal, me.id);
    expect(await count(staying)).toEqual({ count: 1 });
  });

  it.runIf(dialect === "postgres")("carries a notification from one process to another's stream", async () => {
    const other = await openSecondProcess(portal);
    const otherServer = await startTestServer(other);
    try {
      const me = await signedIn();
      const s = await openStream(otherServer, { token: me.token });
      expect(s.status).toBe(200);
      expect(await count(s)).toEqual({ count: 0 });
      await other.services.notifications.bus.listening();
      const id = await notify(portal, me.id);
      expect(JSON.parse((await s.nextOf("notification")).data)).toMatchObject({ id, text: "Новая статья «Кассы»" });
      expect(await count(s)).toEqual({ count: 1 });
      // And back: reading it in this process updates the other's stream.
      await api(server, "POST", "/notifications-v2/show", { token: me.token, body: { id } });
      expect(await count(s)).toEqual({ count: 0 });
      s.close();
    } finally {
      await other.services.notifications.live.close();
      await otherServer.close();
      await other.close();
    }
  });
});

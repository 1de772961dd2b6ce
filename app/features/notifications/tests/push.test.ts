// Web push (issue #13 point 6) on SQLite and PostgreSQL: /web-push/token/add and /delete check what they
// keep, the VAPID key pair is one under concurrent first uses, and a notification reaches a local HTTPS
// push service encrypted for the browser (decrypted here as the browser would) and signed with the key
// GET /web-push/public-key gives; 404/410 forget the device, a failing service changes nothing, and
// neither a family turned off for push nor a signed-out device gets one.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { actingAs } from "~/platform/actor";
import { createPerson, createTestPortal, dialects, openSecondProcess, type TestPortal } from "../../../../tests/helpers/portal";
import { api, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { ok, refused } from "../../../../tests/helpers/envelope";
import { browserSubscription, decryptPush, startPushReceiver, verifyVapid, type PushReceiver } from "../../../../tests/helpers/push";
import { notify } from "../index.server";
import { createWebPush } from "../server/webpush.server";
import { PUSH_EVENT } from "../server/push.server";
import { notificationTemplates } from "../messages.server";

const BAD = "Некорректная подписка на push-уведомления";
const BAD_KEY = "Некорректный ключ подписки на push-уведомления: это не открытый ключ P-256";
const PASSWORD = "secret-123";

describe.each(await dialects())("Web push on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let receiver: PushReceiver;

  beforeAll(async () => {
    receiver = await startPushReceiver();
    portal = await createTestPortal(dialect, { webPush: { allowedHosts: [receiver.host], agent: receiver.agent } });
    server = await startTestServer(portal);
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
    await receiver?.close();
  });
  // Rate-limit windows are per address, and every call comes from 127.0.0.1.
  beforeEach(() => portal.clock.advance(2 * 3600_000));

  async function signedIn() {
    const person = await createPerson(portal, { password: PASSWORD });
    const token = ok(await api(server, "POST", "/login", { body: { username: person.phone, password: PASSWORD } })).accessToken as string;
    return { person, token };
  }

  /** A device of this person, subscribed at the local push service. */
  async function device(token: string, name: string) {
    const subscription = browserSubscription(receiver.endpoint(`${dialect}-${name}`));
    ok(await api(server, "POST", "/web-push/token/add", { token, body: { token: subscription.token } }));
    return subscription;
  }

  const welcome = (userId: number) =>
    portal.db.kysely.transaction().execute(async (trx) => {
      await notify(trx, { recipients: [userId], type: "SYSTEM_WELCOME", variables: [], at: portal.clock.now().toISOString() });
      return (
        await trx.selectFrom("notifications").select("id").where("user_id", "=", userId).orderBy("id", "desc").executeTakeFirstOrThrow()
      ).id;
    });

  /** Until every push event is delivered and every push sent (the bus's kick runs on its own). */
  async function settled() {
    for (;;) {
      await portal.outbox.deliver();
      const pending = await portal.db.kysely
        .selectFrom("event_deliveries")
        .select("event_id")
        .where("consumer", "=", "notifications.push")
        .where("processed_at", "is", null)
        .execute();
      if (pending.length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    await portal.services.webPush.sender.idle();
  }

  const pushesTo = (name: string) => receiver.received.filter((p) => p.path === `/push/${dialect}-${name}`);

  it("refuses a token that is not a subscription to an allowed push service, keeping nothing", async () => {
    const { person, token } = await signedIn();
    const good = JSON.parse(browserSubscription(receiver.endpoint(`${dialect}-good`)).token) as {
      endpoint: string;
      keys: { p256dh: string; auth: string };
    };
    const bad = [
      "device-1",
      "null",
      // The allowed host, but over plain HTTP or with credentials in the address.
      JSON.stringify({ ...good, endpoint: `http://${receiver.host}/push/x` }),
      JSON.stringify({ ...good, endpoint: "https://evil.example/fcm/send/x" }),
      JSON.stringify({ ...good, endpoint: `https://user:pw@${receiver.host}/push/x` }),
      JSON.stringify({ ...good, keys: { ...good.keys, p256dh: good.keys.auth } }),
      JSON.stringify({ ...good, keys: { ...good.keys, auth: "not base64!" } }),
      JSON.stringify({ endpoint: good.endpoint }),
      "x".repeat(4097),
    ];
    for (const body of bad) {
      refused(await api(server, "POST", "/web-push/token/add", { token, body: { token: body } }), BAD);
      refused(await api(server, "POST", "/web-push/token/delete", { token, body: { token: body } }), BAD);
    }
    for (const body of [{ token: "" }, {}]) refused(await api(server, "POST", "/web-push/token/add", { token, body }), "Не передан токен");
    expect(await portal.services.webPush.countFor(person.id)).toBe(0);
  });

  it("refuses a p256dh of the right length that is not a point on P-256, keeping nothing", async () => {
    const { person, token } = await signedIn();
    const good = JSON.parse(browserSubscription(receiver.endpoint(`${dialect}-off-curve`)).token) as {
      endpoint: string;
      keys: { p256dh: string; auth: string };
    };
    const point = Buffer.from(good.keys.p256dh, "base64url");
    point[64] = point[64]! ^ 1; // y no longer matches x: 65 bytes, 0x04 first, off the curve
    const offCurve = JSON.stringify({ ...good, keys: { ...good.keys, p256dh: point.toString("base64url") } });
    refused(await api(server, "POST", "/web-push/token/add", { token, body: { token: offCurve } }), BAD_KEY);
    expect(await portal.services.webPush.countFor(person.id)).toBe(0);
    ok(await api(server, "POST", "/web-push/token/add", { token, body: { token: JSON.stringify(good) } }));
    expect(await portal.services.webPush.countFor(person.id)).toBe(1);
  });

  it("keeps a person's 10 newest devices: an 11th forgets the oldest, which gets no more pushes", async () => {
    const { person, token } = await signedIn();
    for (let i = 0; i < 11; i++) await device(token, `many-${i}`);
    expect(await portal.services.webPush.countFor(person.id)).toBe(10);
    await welcome(person.id);
    await settled();
    expect(pushesTo("many-0")).toHaveLength(0);
    for (let i = 1; i < 11; i++) expect(pushesTo(`many-${i}`)).toHaveLength(1);
  });

  it("keeps a device for the person who adds it last; only its owner removes it", async () => {
    const first = await signedIn();
    const second = await signedIn();
    const { token: subscription } = browserSubscription(receiver.endpoint(`${dialect}-shared`));
    ok(await api(server, "POST", "/web-push/token/add", { token: first.token, body: { token: subscription } }));
    ok(await api(server, "POST", "/web-push/token/add", { token: first.token, body: { token: subscription } }));
    expect(await portal.services.webPush.countFor(first.person.id)).toBe(1);
    ok(await api(server, "POST", "/web-push/token/add", { token: second.token, body: { token: subscription } }));
    expect(await portal.services.webPush.countFor(first.person.id)).toBe(0);
    ok(await api(server, "POST", "/web-push/token/delete", { token: first.token, body: { token: subscription } }));
    expect(await portal.services.webPush.countFor(second.person.id)).toBe(1);
    ok(await api(server, "POST", "/web-push/token/delete", { token: second.token, body: { token: subscription } }));
    expect(await portal.services.webPush.countFor(second.person.id)).toBe(0);
  });

  it("makes one VAPID key pair however many processes start at once, and gives its public half", async () => {
    const processes = [0, 1, 2].map(() => createWebPush({ db: portal.db.kysely, now: portal.clock.now }));
    const pairs = await Promise.all(processes.map((p) => p.keys()));
    expect(new Set(pairs.map((p) => p.publicKey)).size).toBe(1);
    const { publicKey } = ok(await api(server, "GET", "/web-push/public-key"));
    expect(publicKey).toBe(pairs[0]!.publicKey);
    expect(Buffer.from(publicKey as string, "base64url")).toHaveLength(65);
    const rows = await portal.db.kysely.selectFrom("web_push_keys").selectAll().execute();
    expect(rows).toHaveLength(1);
  });

  it("sends a new notification to the person's device: encrypted for it, signed with the portal's key, kept 24 h", async () => {
    const { person, token } = await signedIn();
    const phone = await device(token, "phone");
    const id = await welcome(person.id);
    const [push] = await receiver.waitFor(receiver.received.length + 1).then(() => pushesTo("phone"));
    expect(decryptPush(push!, phone)).toEqual({
      title: "Сообщения портала",
      body: notificationTemplates.welcome,
      url: `/user/${person.id}/notification`,
      tag: `notification-${id}`,
      id,
    });
    expect(push!.headers.ttl).toBe("86400");
    expect(push!.headers["content-encoding"]).toBe("aes128gcm");
    const { publicKey } = ok(await api(server, "GET", "/web-push/public-key"));
    expect(verifyVapid(push!, phone.endpoint)).toBe(publicKey);
  });

  it("forgets a device its push service says is gone (404, 410); a failing service changes nothing", async () => {
    const { person, token } = await signedIn();
    await device(token, "gone");
    receiver.answer.set(`/push/${dialect}-gone`, 410);
    await welcome(person.id);
    await settled();
    expect(pushesTo("gone")).toHaveLength(1);
    expect(await portal.services.webPush.countFor(person.id)).toBe(0);

    const failed = portal.services.webPush.sender.stats.failed;
    await device(token, "down");
    receiver.answer.set(`/push/${dialect}-down`, 500);
    const id = await welcome(person.id);
    await settled();
    expect(pushesTo("down")).toHaveLength(1);
    expect(portal.services.webPush.sender.stats.failed).toBe(failed + 1);
    expect(await portal.services.webPush.countFor(person.id)).toBe(1);
    ok(await api(server, "POST", "/notifications-v2/show", { token, body: { id } }));
  });

  it("sends nothing for a family turned off for push, nor to a device whose sign-in ended", async () => {
    const { person, token } = await signedIn();
    await device(token, "quiet");
    const actor = actingAs(person.id, [], "access");
    await portal.services.notifications.savePreferences(actor, { onPortal: ["SYSTEM"], push: [] });
    const events = () => portal.db.kysely.selectFrom("events").select("id").where("type", "=", PUSH_EVENT).execute();
    const before = (await events()).length;
    await welcome(person.id);
    await settled();
    expect(await events()).toHaveLength(before);
    expect(pushesTo("quiet")).toHaveLength(0);

    await portal.services.notifications.savePreferences(actor, { onPortal: ["SYSTEM"], push: ["SYSTEM"] });
    ok(await api(server, "POST", "/logout", { token }));
    await welcome(person.id);
    await settled();
    expect(await events()).toHaveLength(before + 1);
    expect(pushesTo("quiet")).toHaveLength(0);
  });

  it.runIf(dialect === "postgres")("sends a push once when two processes hear the notification", async () => {
    const other = await openSecondProcess(portal, { webPush: { allowedHosts: [receiver.host], agent: receiver.agent } });
    try {
      await other.services.notifications.bus.listening();
      await portal.services.notifications.bus.listening();
      const { person, token } = await signedIn();
      const tablet = await device(token, "tablet");
      const id = await welcome(person.id);
      await settled();
      await other.services.webPush.sender.idle();
      const pushes = pushesTo("tablet");
      expect(pushes).toHaveLength(1);
      expect(decryptPush(pushes[0]!, tablet)).toMatchObject({ id });
    } finally {
      await other.close();
    }
  });
});

// The consents over the /api on SQLite and PostgreSQL: the registration records the consent with its version,
// address and browser; who may read the list and a person's consents (anonymous, an employee, the role's holder,
// an administrator) and who may publish a text (administrators only, audited); the filters (period, department
// with its sub-departments, name) and the keyset pages; the people who have not accepted a new version, and
// accepting it; the list's statements, the same for 10 consents and 100.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatPhone } from "~/features/auth";
import { actingAs } from "~/platform/actor";
import { createPerson, dialects } from "../../../../tests/helpers/portal";
import { api } from "../../../../tests/helpers/http";
import { ok, refused, unauthorized } from "../../../../tests/helpers/envelope";
import { isOutboxStatement } from "../../../../tests/helpers/statements";
import { consentsRefusals as r } from "../messages.server";
import { consents as t } from "../messages";
import { openConsents, type ConsentsWorld } from "./fixture";

interface Entry {
  id: number;
  userId: number;
  name: string;
  version: number;
  ip: string;
  userAgent: string | null;
  kind: string;
}

describe.each(await dialects())("consents on %s", (dialect) => {
  let w: ConsentsWorld;
  let counting = false;
  let statements = 0;
  beforeAll(async () => {
    w = await openConsents(dialect, { onQuery: (sql) => void (counting && !isOutboxStatement(sql) && statements++) });
  });
  afterAll(async () => {
    await w?.close();
  });

  const list = async (query: Record<string, string> = {}) => ok(await w.get("reader", "/personal-accept/list", query));
  const names = async (query: Record<string, string> = {}) => ((await list(query)).consents as Entry[]).map((c) => c.name);

  it("records the consent given at registration: the current version, the address and the browser", async () => {
    const person = await createPerson(w.portal, { name: "Нина", surname: "Новенькая" });
    const started = ok(await api(w.server, "POST", "/registration/start", { body: { phoneNumber: formatPhone(person.phone) } }));
    const claimUuid = started.startRegistrationResult.claimUuid as string;
    ok(await api(w.server, "POST", "/registration/confirm", { body: { claimUuid, confirmationCode: w.portal.sms.sent.at(-1)!.code } }));
    const headers = { "User-Agent": "ConsentTest/1.0" };
    ok(
      await api(w.server, "POST", "/registration/complete", {
        body: { claimUuid, newPassword: "new-password-1", rulesAccepted: true },
        headers,
      }),
    );
    const mine = ok(await w.get("admin", "/personal-accept/user", { id: String(person.id) }));
    expect(mine.name).toBe("Новенькая Нина");
    expect(mine.consents).toEqual([
      expect.objectContaining({
        version: 1,
        kind: "REGISTRATION",
        userAgent: "ConsentTest/1.0",
        ip: expect.stringMatching(/127\.0\.0\.1/),
      }),
    ]);
    expect(mine.consents[0].text).toContain("152-ФЗ");
    expect(((await list()).consents as Entry[])[0]).toMatchObject({ userId: person.id, name: "Новенькая Нина", version: 1 });
  });

  it("lets only the role's holders and administrators read, with the right named in the refusal", async () => {
    unauthorized(await w.get(null, "/personal-accept/list"));
    unauthorized(await w.get(null, "/personal-accept/user", { id: String(w.people.clerk.id) }));
    refused(await w.get("clerk", "/personal-accept/list"), r.noRight);
    refused(await w.get("clerk", "/personal-accept/user", { id: String(w.people.clerk.id) }), r.noRight);
    // The right is checked before the input.
    refused(await w.get("clerk", "/personal-accept/list", { from: "вчера" }), r.noRight);
    ok(await w.get("admin", "/personal-accept/list"));
    refused(await w.get("reader", "/personal-accept/user", { id: "987654" }), r.personNotFound);
    refused(await w.get("reader", "/personal-accept/list", { from: "вчера" }), r.badDate);
    refused(await w.get("reader", "/personal-accept/list", { from: "2026-03-02", to: "2026-03-01" }), r.badPeriod);
    // The current text is anyone's: the registration dialog shows it.
    expect(ok(await w.get(null, "/personal-accept/text"))).toMatchObject({ version: 1, body: expect.stringContaining("152-ФЗ") });
  });

  it("filters by period (the company's days), department with its sub-departments, and name; pages by keyset", async () => {
    await w.consent("seller", 1, "2026-03-01T08:00:00.000Z");
    await w.consent("cashier", 1, "2026-03-02T20:59:00.000Z"); // 23:59 in Moscow: still 2 March
    await w.consent("clerk", 1, "2026-03-02T21:00:00.000Z"); // 00:00 of 3 March in Moscow
    await w.consent("reader", 1, "2026-03-04T08:00:00.000Z");
    expect(await names({ from: "2026-03-02", to: "2026-03-02" })).toEqual(["Кассиров Олег"]);
    expect(await names({ from: "01.03.2026", to: "2026-03-03" })).toEqual(["Складов Пётр", "Кассиров Олег", "Продавцова Мария"]);
    expect(await names({ departmentId: String(w.units.office) })).toEqual(["Согласнова Вера", "Кассиров Олег", "Продавцова Мария"]);
    expect(await names({ departmentId: String(w.units.shop) })).toEqual(["Кассиров Олег", "Продавцова Мария"]);
    expect(await names({ query: "касс" })).toEqual(["Кассиров Олег"]);
    expect(await names({ query: "Продавцова Мария", departmentId: String(w.units.shop) })).toEqual(["Продавцова Мария"]);

    const first = await list({ departmentId: String(w.units.office), pageSize: "2" });
    expect((first.consents as Entry[]).map((c) => c.name)).toEqual(["Согласнова Вера", "Кассиров Олег"]);
    expect(first.nextAfter).toBe((first.consents as Entry[])[1]!.id);
    const second = await list({ departmentId: String(w.units.office), pageSize: "2", after: String(first.nextAfter) });
    expect((second.consents as Entry[]).map((c) => c.name)).toEqual(["Продавцова Мария"]);
    expect(second.nextAfter).toBeNull();
  });

  it("publishes a new version (administrators only, audited); those who have not accepted it are listed until they do", async () => {
    const body = { body: "Первый абзац новой версии.\n\nВторой абзац." };
    unauthorized(await w.post(null, "/personal-accept/text", body));
    refused(await w.post("reader", "/personal-accept/text", body), r.adminOnly);
    refused(await w.post("admin", "/personal-accept/text", { body: "   " }), t.bodyRequired);
    refused(await w.post("admin", "/personal-accept/text", { body: "я".repeat(20_001) }), t.bodyTooLong);
    expect((await list({ pending: "1" })).pending).toEqual([]);

    const published = ok(await w.post("admin", "/personal-accept/text", body));
    expect(published).toMatchObject({ version: 2, body: body.body });
    expect(ok(await w.get(null, "/personal-accept/text")).version).toBe(2);
    const audit = await w.db.selectFrom("audit_log").selectAll().where("entity", "=", "CONSENT_TEXT").execute();
    expect(audit).toEqual([
      expect.objectContaining({
        action: "CONSENT_TEXT_PUBLISH",
        entity_id: "2",
        actor_id: w.people.admin.id,
        before: JSON.stringify({ version: 1 }),
      }),
    ]);

    const pending = async (query: Record<string, string> = {}) =>
      ((await list({ pending: "1", ...query })).pending as { id: number; name: string; lastVersion: number | null }[]).map((p) => p.name);
    expect(await pending({ departmentId: String(w.units.shop) })).toEqual(["Продавцова Мария", "Кассиров Олег"]);
    ok(await w.post("seller", "/personal-accept/accept", { version: 2 }));
    // A page read before a newer version was published is refused, with the reason.
    refused(await w.post("cashier", "/personal-accept/accept", { version: 1 }), r.versionChanged);
    expect(await pending({ departmentId: String(w.units.shop) })).toEqual(["Кассиров Олег"]);
    unauthorized(await w.post(null, "/personal-accept/accept", {}));
    const seller = ok(await w.get("reader", "/personal-accept/user", { id: String(w.people.seller.id) }));
    expect(seller.consents.map((c: Entry) => [c.version, c.kind])).toEqual([
      [1, "REGISTRATION"],
      [2, "SIGN_IN"],
    ]);
    // Accepting twice records it once.
    ok(await w.post("seller", "/personal-accept/accept", {}));
    expect(ok(await w.get("reader", "/personal-accept/user", { id: String(w.people.seller.id) })).consents).toHaveLength(2);
  });

  it("lists 10 consents and 100 in the same statements", async () => {
    const department = w.units.warehouse;
    const addPeople = async (count: number, from: number) => {
      for (let i = 0; i < count; i++) {
        const person = await createPerson(w.portal, { name: "Сотрудник", surname: `Масштабов${from + i}`, departmentId: department });
        await w.db
          .insertInto("consents")
          .values({
            user_id: person.id,
            version: 1,
            accepted_at: "2026-05-01T08:00:00.000Z",
            ip: "10.0.0.1",
            user_agent: null,
            kind: "REGISTRATION",
          })
          .execute();
      }
    };
    const reader = actingAs(w.people.reader.id, ["ROLE_GET_PERSONAL_DATA_ACCEPT"]);
    const filter = { from: "", to: "", departmentId: department, query: "масштаб", pending: false, after: 0, pageSize: 200 };
    const count = async () => {
      await w.portal.services.consents.list(reader, filter);
      statements = 0;
      counting = true;
      const page = await w.portal.services.consents.list(reader, filter);
      counting = false;
      return { statements, rows: page.consents.length };
    };
    await addPeople(10, 0);
    const ten = await count();
    await addPeople(90, 10);
    const hundred = await count();
    expect([ten.rows, hundred.rows]).toEqual([10, 100]);
    expect(hundred.statements).toBe(ten.statements);
    expect(ten.statements).toBe(1);
  });
});

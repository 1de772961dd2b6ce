// The managers' list of messages (GET /services/group/message/list-for-manager) runs the same statements
// for 3 messages as for 50, and pages by keyset; SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actingAs } from "~/platform/actor";
import { createPerson, createTestPortal, dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { isOutboxStatement } from "../../../../tests/helpers/statements";

describe.each(await dialects())("the managers' list of messages on %s", (dialect) => {
  let portal: TestPortal;
  let statements: string[] = [];
  let counting = false;
  beforeAll(async () => {
    portal = await createTestPortal(dialect, { onQuery: (sql) => counting && !isOutboxStatement(sql) && statements.push(sql) });
  });
  afterAll(async () => {
    await portal?.dispose();
  });

  it("costs one statement for 3 messages and for 50", async () => {
    const { groups, groupMessages } = portal.services;
    const manager = actingAs((await createPerson(portal, { name: "Павел", surname: "Руководов" })).id);
    const writer = actingAs((await createPerson(portal, { name: "Мария", surname: "Пишет" })).id);
    const group = await groups.create(manager, {
      name: "Линия",
      description: "",
      configClose: false,
      avatarFileId: undefined,
      coverFileId: undefined,
    });
    const [subject] = await groupMessages.subjects(manager, group.id);
    const send = async (n: number) => {
      for (let i = 0; i < n; i++) await groupMessages.create(writer, { groupId: group.id, subjectId: subject!.id, text: `Сообщение ${i}` });
    };
    const count = async () => {
      statements = [];
      counting = true;
      const items = await groupMessages.listForManager(manager, { after: 0, pageSize: 100 });
      counting = false;
      return { items, statements: statements.length };
    };
    await send(3);
    const few = await count();
    expect(few.items).toHaveLength(3);
    await send(47);
    const many = await count();
    expect(many.items).toHaveLength(50);
    expect(many.statements).toBe(few.statements);
    expect(few.statements).toBe(1);
    const page = await groupMessages.listForManager(manager, { after: many.items[19]!.id, pageSize: 20 });
    expect(page.map((i) => i.id)).toEqual(many.items.slice(20, 40).map((i) => i.id));
  });
});

// The groups' lists cost the same number of SQL statements for 3 items as for 50 (issue #14 "Scale and
// speed"): the list of groups with the reader's standing in each, and a group's members. SQLite and
// PostgreSQL, through the services the pages and /api call.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actingAs } from "~/platform/actor";
import { createPerson, dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { isOutboxStatement } from "../../../../tests/helpers/statements";
import { openGroups, type GroupsWorld } from "./fixture";

const none = { avatarFileId: undefined, coverFileId: undefined };

describe.each(await dialects())("groups' statements on %s", (dialect) => {
  let w: GroupsWorld;
  let portal: TestPortal;
  let statements: string[] = [];
  let counting = false;

  beforeAll(async () => {
    w = await openGroups(dialect, { onQuery: (sql) => counting && !isOutboxStatement(sql) && statements.push(sql) });
    portal = w.portal;
  });
  afterAll(async () => {
    await w?.close();
  });

  async function count<T>(run: () => Promise<T>): Promise<{ n: number; result: T }> {
    statements = [];
    counting = true;
    try {
      const result = await run();
      return { n: statements.length, result };
    } finally {
      counting = false;
    }
  }

  it("lists 3 groups and 50 groups, and 3 members and 50, with the same statements", async () => {
    const creator = actingAs(w.people.creator.id);
    const reader = actingAs(w.people.member.id);
    const { groups, groupMembers } = portal.services;
    const made: number[] = [];
    for (let i = 0; i < 3; i++)
      made.push((await groups.create(creator, { name: `Группа ${i}`, description: "", configClose: i === 1, ...none })).id);
    const small = await count(() => groups.list(reader, { searchString: "", onlyMy: false, after: "", pageSize: 50 }));
    expect(small.result.items).toHaveLength(3);
    for (let i = 3; i < 50; i++) await groups.create(creator, { name: `Группа ${i}`, description: "", configClose: false, ...none });
    const large = await count(() => groups.list(reader, { searchString: "", onlyMy: false, after: "", pageSize: 50 }));
    expect(large.result.items).toHaveLength(50);
    expect(large.n).toBe(small.n);

    const group = made[0]!;
    for (let i = 0; i < 2; i++)
      await groups.subscribe(actingAs((await createPerson(portal, { name: `Имя${i}`, surname: `Фамилия${i}` })).id), group);
    const few = await count(() => groupMembers.members(reader, { groupId: group, searchString: "", after: "", pageSize: 50 }));
    expect(few.result.items).toHaveLength(3);
    for (let i = 2; i < 49; i++)
      await groups.subscribe(actingAs((await createPerson(portal, { name: `Имя${i}`, surname: `Фамилия${i}` })).id), group);
    const many = await count(() => groupMembers.members(reader, { groupId: group, searchString: "", after: "", pageSize: 50 }));
    expect(many.result.items).toHaveLength(50);
    expect(many.n).toBe(few.n);
  });
});

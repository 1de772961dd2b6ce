// GET /group and GET /group/{id}/members (the real build) run the same SQL statements with 3 groups or
// members as with 50, under a ceiling (issue #14 "Scale and speed"). SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects } from "../../../../tests/helpers/portal";
import { isOutboxStatement } from "../../../../tests/helpers/statements";
import { createPerson } from "../../../../tests/helpers/portal";
import { count } from "../../../../tests/helpers/form-browser";
import { actingAs } from "~/platform/actor";
import { openGroupPages, type GroupPages } from "./pages-fixture";

/**
 * The list: the session and the shell's statements, then the page of groups (one statement with the
 * reader's membership, request and images) and its total.
 */
const LIST_CEILING = 12;
/** The members page: the frame's group, the page's group, the members and their total, the requests (managers). */
const MEMBERS_CEILING = 16;

describe.each(await dialects())("groups' page statements on %s", (dialect) => {
  let g: GroupPages;
  let statements: string[] = [];
  let counting = false;

  beforeAll(async () => {
    g = await openGroupPages(dialect, { onQuery: (sql) => counting && !isOutboxStatement(sql) && statements.push(sql) });
  });
  afterAll(async () => {
    await g?.server.close();
    await g?.portal.dispose();
  });

  async function measure(url: string) {
    // Join requests' notifications go out through the outbox: delivered first, so only the page is counted.
    await g.portal.outbox.deliver();
    statements = [];
    counting = true;
    const response = await g.get(url, "member");
    const html = await response.text();
    counting = false;
    expect(response.status, url).toBe(200);
    return { html, count: statements.length };
  }

  it("runs the same statements for the list with 3 groups and with 50", async () => {
    for (let i = 0; i < 3; i++) await g.group(`Группа ${i}`, { closed: i === 0 });
    await measure("/group"); // a first visit warms what a process reads once
    const three = await measure("/group");
    expect(count(three.html, 'class="card group-card"')).toBe(3);
    const mineThree = await measure("/group?tab=my&q=%D0%93%D1%80%D1%83%D0%BF%D0%BF%D0%B0");
    for (let i = 3; i < 50; i++) await g.group(`Группа ${i}`, { closed: i % 10 === 0 });
    const fifty = await measure("/group");
    expect(count(fifty.html, 'class="card group-card"')).toBe(20);
    expect(fifty.count).toBe(three.count);
    expect(fifty.count).toBeLessThanOrEqual(LIST_CEILING);
    expect((await measure("/group?tab=my&q=%D0%93%D1%80%D1%83%D0%BF%D0%BF%D0%B0")).count).toBe(mineThree.count);
  });

  it("runs the same statements for the members page with 3 members and with 50, for a manager's view too", async () => {
    const club = await g.group("Большой клуб");
    const join = async (n: number) => {
      const person = await createPerson(g.portal, { name: `Имя${n}`, surname: `Фамилия${n}` });
      await g.portal.services.groups.subscribe(actingAs(person.id), club.id);
    };
    await join(0); // the manager, the member and one more
    const three = await measure(`/group/${club.id}/members`);
    expect(count(three.html, 'class="member-row"')).toBe(3);
    for (let n = 1; n < 48; n++) await join(n);
    const fifty = await measure(`/group/${club.id}/members`);
    expect(count(fifty.html, 'class="member-row"')).toBe(50);
    expect(fifty.count).toBe(three.count);
    expect(fifty.count).toBeLessThanOrEqual(MEMBERS_CEILING);
  });
});

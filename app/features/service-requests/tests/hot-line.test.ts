// /services/hot-line through the real build (run `npm run build` first), as a browser without JavaScript, on
// SQLite and PostgreSQL: unset, it says the hot line does not work yet; set to an open group, it shows the
// group's «Написать руководителям» open, whose post reaches the group's managers and comes back here; set to a
// closed group the reader is not in, it says only members write.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects } from "../../../../tests/helpers/portal";
import { ok } from "../../../../tests/helpers/envelope";
import { text } from "../../../../tests/helpers/form-browser";
import { hotLineMessages as t } from "../messages/hot-line";
import { openServices, type ServicesWorld } from "./fixture";

describe.each(await dialects())("the hot line on %s", (dialect) => {
  let w: ServicesWorld;
  beforeAll(async () => {
    w = await openServices(dialect, { pages: true });
  });
  afterAll(async () => {
    await w?.close();
  });

  const group = async (name: string, configClose: boolean) =>
    (ok(await w.post("head", "/groups/create", { name, description: "Вопросы руководству", configClose })) as { id: number }).id;
  const point = (groupId: number) => w.portal.services.settings.set("HOT_LINE_GROUP_ID", String(groupId));
  const messagesTo = async (groupId: number) =>
    (await w.db.selectFrom("claims").select("id").where("type", "=", "GROUP_MESSAGE").where("object_id", "=", groupId).execute()).length;

  it("says the hot line does not work yet while no group is chosen", async () => {
    const page = text(await w.page.html("/services/hot-line", "employee"));
    expect(page).toContain(t.title);
    expect(page).toContain(t.off);
  });

  it("shows the open group's form, open, and a message sent there reaches its managers and comes back here", async () => {
    const groupId = await group("Горячая линия", false);
    await point(groupId);
    const html = await w.page.html("/services/hot-line", "employee");
    expect(text(html)).toContain(t.intro);
    expect(html).toMatch(/<details id="message"[^>]* open/);
    expect(html).toContain('name="redirectTo" value="/services/hot-line"');
    const subjectId = /<option value="(\d+)"/.exec(html)?.[1];
    expect(subjectId).toBeDefined();
    const sent = await w.page.post("/groups/message", "employee", {
      groupId: String(groupId),
      subjectId: subjectId!,
      text: "Нет воды в кулере",
      redirectTo: "/services/hot-line",
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe("/services/hot-line");
    expect(await messagesTo(groupId)).toBe(1);
  });

  it("tells someone outside a closed hot-line group that only its members write", async () => {
    await point(await group("Закрытая линия", true));
    const page = text(await w.page.html("/services/hot-line", "employee"));
    expect(page).toContain(t.closed);
    expect(page).not.toContain("Отправить");
  });
});

// The document themes' short paths of part 1 §7 (GET /theme/get, POST /theme/create, /theme/update,
// /theme/inc-sort, /theme/dec-sort, /theme/delete): the same handlers as /wiki/documents/theme/*, so the same
// envelope, answers and Russian refusals for anonymous, an employee and a document editor, on SQLite and
// PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPortal, dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { ok, refused, unauthorized } from "../../../../tests/helpers/envelope";
import { signedInPeople } from "../../../../tests/helpers/people";
import { ROLE_EDIT_WIKI_DOCUMENT } from "../policy";
import { serverMessages } from "../messages.server";

const PASSWORD = "theme-short-paths-1";
const LONG = "/wiki/documents/theme";

describe.each(await dialects())("document themes' short paths on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let people: Awaited<ReturnType<typeof signedInPeople<"employee" | "editor">>>;

  beforeAll(async () => {
    portal = await createTestPortal(dialect);
    server = await startTestServer(portal);
    people = await signedInPeople(
      portal,
      server,
      {
        employee: { name: "Семён", surname: "Простов" },
        editor: { name: "Ольга", surname: "Документова", roles: [ROLE_EDIT_WIKI_DOCUMENT] },
      },
      PASSWORD,
    );
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  const list = async () => ok(await people.get("employee", `${LONG}/list`)) as { id: number; title: string }[];

  it("answers 401 to every short path without a session, as the long ones do", async () => {
    unauthorized(await people.get(null, "/theme/get", { id: 1 }));
    for (const call of ["create", "update", "inc-sort", "dec-sort", "delete"])
      unauthorized(await people.post(null, `/theme/${call}`, { id: 1 }));
  });

  it("refuses an employee with the documents' message on both paths, and changes nothing", async () => {
    const theme = ok(await people.post("editor", `${LONG}/create`, { title: "Охрана труда" })) as { id: number };
    const before = await list();
    for (const prefix of [LONG, "/theme"]) {
      refused(await people.post("employee", `${prefix}/create`, { title: "Чужая" }), serverMessages.forbidden);
      refused(await people.post("employee", `${prefix}/update`, { id: theme.id, title: "Чужая" }), serverMessages.forbidden);
      for (const call of ["inc-sort", "dec-sort", "delete"])
        refused(await people.post("employee", `${prefix}/${call}`, { id: theme.id }), serverMessages.forbidden);
    }
    expect(await list()).toEqual(before);
  });

  it("creates, reads, renames, moves and deletes a theme by the short paths with the long paths' answers", async () => {
    const created = ok(await people.post("editor", "/theme/create", { title: "Кадры" })) as { id: number; title: string };
    expect(created.title).toBe("Кадры");
    expect(ok(await people.get("employee", "/theme/get", { id: created.id }))).toEqual(
      ok(await people.get("employee", `${LONG}/get`, { id: created.id })),
    );
    expect(ok(await people.post("editor", "/theme/update", { id: created.id, title: "Кадровые документы" }))).toMatchObject({
      title: "Кадровые документы",
    });
    const up = ok(await people.post("editor", "/theme/dec-sort", { id: created.id })) as { id: number }[];
    expect(up.map((t) => t.id).indexOf(created.id)).toBe(up.length - 2);
    ok(await people.post("editor", "/theme/inc-sort", { id: created.id }));
    expect((await list()).at(-1)!.id).toBe(created.id);
    expect(ok(await people.post("editor", "/theme/delete", { id: created.id }))).toBeNull();
    refused(await people.get("employee", "/theme/get", { id: created.id }), serverMessages.themeNotFound);
  });

  it("refuses bad input with the same Russian message on both paths", async () => {
    for (const prefix of [LONG, "/theme"]) {
      const blank = await people.post("editor", `${prefix}/create`, { title: "  " });
      expect(blank.envelope).toMatchObject({ responseCode: 1, response: null });
      expect(blank.envelope).toEqual((await people.post("editor", `${LONG}/create`, { title: "  " })).envelope);
      refused(await people.get("employee", `${prefix}/get`, { id: 999_999 }), serverMessages.themeNotFound);
    }
  });
});

// The hall of fame's /api on SQLite and PostgreSQL: the envelope with its Russian messages, who may change
// (anonymous, an employee, an editor with ROLE_EDIT_WALKFAME, an administrator), boards by year with the keyset
// pages of /walkfame/all, the people on a board (once each, a photo only of the feature's kind), deletion (the
// board's album with it), the search's events, and lists whose statement count does not grow with the boards or the people.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actingAs } from "~/platform/actor";
import { createTestPortal, dialects, type TestPortal } from "../../../../tests/helpers/portal";
import { startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { ok, refused, unauthorized } from "../../../../tests/helpers/envelope";
import { signedInPeople } from "../../../../tests/helpers/people";
import { isOutboxStatement } from "../../../../tests/helpers/statements";
import { messages as t } from "../messages";
import { serverMessages as r } from "../messages.server";
import { ROLE_EDIT_WALKFAME } from "../policy";
import { WALKFAME_PEOPLE_CHANGED } from "../server/events";
import type { WalkfameBoard, WalkfameEntry } from "../server/model";

const PASSWORD = "walkfame-test-1";

describe.each(await dialects())("walkfame /api on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let counting = false;
  let queries = 0;
  let people: Awaited<ReturnType<typeof signedInPeople<"employee" | "editor" | "admin" | "hero">>>;

  beforeAll(async () => {
    portal = await createTestPortal(dialect, { onQuery: (sql) => void (counting && !isOutboxStatement(sql) && queries++) });
    server = await startTestServer(portal);
    people = await signedInPeople(
      portal,
      server,
      {
        employee: { name: "Семён", surname: "Простов" },
        editor: { name: "Ольга", surname: "Редакторова", roles: [ROLE_EDIT_WALKFAME] },
        admin: { name: "Анна", surname: "Админова", roles: ["ROLE_ADMINISTRATOR"] },
        hero: { name: "Герой", surname: "Трудов" },
      },
      PASSWORD,
    );
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  const board = (who: "employee" | "editor" | "admin" | null, body: Record<string, unknown>) =>
    people.post(who, "/walkfame/board/save", body);

  it("answers 401 without a session and refuses an employee's changes, storing nothing", async () => {
    unauthorized(await people.get(null, "/walkfame/boards"));
    unauthorized(await board(null, { title: "Чужая", year: 2025 }));
    refused(await board("employee", { title: "Чужая", year: 2025 }), r.forbidden);
    refused(await people.post("employee", "/walkfame/board/delete", { id: 1 }), r.forbidden);
    expect(ok(await people.get("employee", "/walkfame/boards"))).toEqual([]);
  });

  it("refuses bad input by field with Russian messages", async () => {
    refused(await board("editor", { title: " ", year: 2025 }), t.titleRequired);
    refused(await board("editor", { title: "Доска", year: "двадцать" }), t.yearInvalid);
    refused(await board("editor", { title: "Доска", year: 1800 }), t.yearInvalid);
    refused(await board("editor", { title: "Доска", year: 2025, nomination: "Н".repeat(201) }), t.nominationTooLong);
    refused(await board("editor", { id: 999999, title: "Доска", year: 2025 }), r.boardNotFound);
    refused(await people.get("employee", "/walkfame/board", { id: "abc" }), r.boardNotFound);
  });

  it("lets an editor make boards by year and nomination, puts people on them once, and an admin deletes", async () => {
    const year = ok(await board("editor", { title: "Лучшие 2025", year: 2025, description: "Итоги года" })) as WalkfameBoard;
    expect(year).toMatchObject({ title: "Лучшие 2025", year: 2025, nomination: null, archived: false, peopleCount: 0 });
    const mentor = ok(await board("admin", { title: "Наставники", year: 2024, nomination: "Лучший наставник" })) as WalkfameBoard;
    const add = (who: "employee" | "editor", body: Record<string, unknown>) => people.post(who, "/walkfame/person/add", body);
    refused(await add("employee", { boardId: year.id, userId: people.people.hero.id, story: "За труд" }), r.forbidden);
    refused(await add("editor", { boardId: year.id, story: "За труд" }), t.personRequired);
    refused(await add("editor", { boardId: year.id, userId: 999999, story: "За труд" }), r.personNotFound);
    refused(await add("editor", { boardId: year.id, userId: people.people.hero.id, story: "  " }), t.storyRequired);
    // A file of another kind is not a photo of the hall of fame.
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#123456" } })
      .png()
      .toBuffer();
    const other = await portal.services.files.saveUpload(actingAs(people.people.editor.id, [ROLE_EDIT_WALKFAME]), {
      fileType: "ATTACHMENT",
      originalFileName: "a.png",
      bytes: png,
    });
    refused(
      await add("editor", { boardId: year.id, userId: people.people.hero.id, story: "За труд", photoFileId: other.id }),
      r.fileNotFound,
    );
    const entry = ok(
      await add("editor", { boardId: year.id, userId: people.people.hero.id, story: "За труд\n\nИ за упорство" }),
    ) as WalkfameEntry;
    expect(entry).toMatchObject({
      boardId: year.id,
      story: "За труд\n\nИ за упорство",
      photo: null,
      user: { id: people.people.hero.id, surname: "Трудов" },
    });
    refused(await add("editor", { boardId: year.id, userId: people.people.hero.id, story: "Ещё раз" }), r.alreadyOnBoard);
    const updated = ok(
      await people.post("editor", "/walkfame/person/update", { boardId: year.id, userId: people.people.hero.id, story: "Новый рассказ" }),
    ) as WalkfameEntry;
    expect(updated.story).toBe("Новый рассказ");
    const read = ok(await people.get("employee", "/walkfame/board", { id: year.id })) as WalkfameBoard & { people: WalkfameEntry[] };
    expect(read.peopleCount).toBe(1);
    expect(read.people.map((p) => p.user.id)).toEqual([people.people.hero.id]);
    expect((ok(await people.get("employee", "/walkfame/boards")) as WalkfameBoard[]).map((b) => b.id)).toEqual([year.id, mentor.id]);
    // Archived: off /walkfame, still on /walkfame/all.
    ok(await board("editor", { id: mentor.id, title: "Наставники", year: 2024, nomination: "Лучший наставник", archived: true }));
    expect((ok(await people.get("employee", "/walkfame/boards")) as WalkfameBoard[]).map((b) => b.id)).toEqual([year.id]);
    const events = await portal.db.kysely.selectFrom("events").select("payload").where("type", "=", WALKFAME_PEOPLE_CHANGED).execute();
    expect(events.map((e) => JSON.parse(e.payload))).toContainEqual({ ids: [entry.id] });
    // The portal search finds the board and the person's story, and loses the board once deleted.
    await portal.outbox.deliver();
    const find = async (query: string, indexName: string) =>
      (ok(await people.get("employee", "/search-v2/find", { query, indexName })) as { objects: { id: number; name: string }[] }).objects;
    expect((await find("Итоги", "WALKFAME_BOARD")).map((o) => o.name)).toEqual(["Лучшие 2025"]);
    expect((await find("рассказ", "WALKFAME_PERSON")).map((o) => o.name)).toEqual(["Трудов Герой"]);
    refused(await people.post("employee", "/walkfame/person/delete", { boardId: year.id, userId: people.people.hero.id }), r.forbidden);
    // The board's album (made by an editor, refused to an employee) goes with the board.
    const albums = portal.services.walkfame.album;
    await expect(albums.ensure(actingAs(people.people.employee.id), mentor)).rejects.toThrow(r.forbidden);
    const album = await albums.ensure(actingAs(people.people.editor.id, [ROLE_EDIT_WALKFAME]), mentor);
    expect(album.name).toBe("Наставники");
    expect((await albums.find(actingAs(people.people.employee.id), mentor.id)).album?.id).toBe(album.id);
    ok(await people.post("admin", "/walkfame/board/delete", { id: mentor.id }));
    await expect(albums.albums.get(actingAs(people.people.employee.id), album.id)).rejects.toThrow();
    refused(await people.get("employee", "/walkfame/board", { id: mentor.id }), r.boardNotFound);
    await portal.outbox.deliver();
    expect(await find("Наставники", "WALKFAME_BOARD")).toEqual([]);
  });

  it("walks /walkfame/all by year in keyset pages, and lists in the same statements for 10 boards as for 100", async () => {
    const editor = actingAs(people.people.editor.id, [ROLE_EDIT_WALKFAME]);
    const reader = actingAs(people.people.employee.id);
    const w = portal.services.walkfame;
    const count = async (run: () => Promise<unknown>) => {
      queries = 0;
      counting = true;
      await run();
      counting = false;
      return queries;
    };
    const make = async (n: number, from: number) => {
      for (let i = 0; i < n; i++) {
        const b = await w.boards.save(
          editor,
          null,
          {
            title: `Доска ${from + i}`,
            year: 2000 + ((from + i) % 20),
            nomination: "",
            description: "",
            archived: false,
            coverFileId: undefined,
          },
          portal.services.files,
        );
        await w.people.add(
          editor,
          b.id,
          { userId: people.people.hero.id, story: "За труд", photoFileId: undefined },
          portal.services.files,
        );
      }
    };
    await make(10, 0);
    const few = [await count(() => w.boards.current(reader)), await count(() => w.boards.page(reader, null))];
    await make(90, 10);
    expect([await count(() => w.boards.current(reader)), await count(() => w.boards.page(reader, null))]).toEqual(few);
    expect(few).toEqual([1, 1]);
    const seen: number[] = [];
    let after: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof w.boards.page>> = await w.boards.page(reader, after);
      seen.push(...page.boards.map((b) => b.id));
      expect(page.boards.map((b) => b.year)).toEqual([...page.boards.map((b) => b.year)].sort((a, b) => b - a));
      after = page.next;
    } while (after);
    const total = await portal.db.kysely
      .selectFrom("walkfame_boards")
      .select((e) => e.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(new Set(seen).size).toBe(Number(total.n));
  });
});

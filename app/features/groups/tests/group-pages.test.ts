// The groups' own pages without JavaScript (issue #14 points 3, 4, 6, 7, 12), on SQLite and PostgreSQL:
// the list with its tabs, search messages and paging link; the create form's refusals and its one save;
// the edit form for managers only, a stale save, delete by the typed name; the members page's managers'
// forms and join requests; the news page's group menu. Run `npm run build` first.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageDialects } from "../../../../tests/helpers/portal";
import { count, formTokenOf, text } from "../../../../tests/helpers/form-browser";
import { openGroupPages, PNG, type GroupPages } from "./pages-fixture";

/** A multipart post of the group form, as a browser sends it. */
function groupForm(fields: Record<string, string>, files: Record<string, { name: string; bytes: Uint8Array; type: string }> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [k, f] of Object.entries(files)) form.append(k, new Blob([Buffer.from(f.bytes)], { type: f.type }), f.name);
  return form;
}

const HTML_AS_PNG = { name: "avatar.png", bytes: new TextEncoder().encode("<html><script>alert(1)</script></html>"), type: "image/png" };

describe.each(await pageDialects())("groups' pages on %s", (dialect) => {
  let g: GroupPages;

  beforeAll(async () => {
    g = await openGroupPages(dialect);
  });
  afterAll(async () => {
    await g?.server.close();
    await g?.portal.dispose();
  });

  it("lists groups 20 a page with a link to the next, tabs, search messages and a failed search", async () => {
    for (let i = 1; i <= 23; i++) await g.group(`Клуб ${String(i).padStart(2, "0")}`, { withMember: i <= 2 });
    const first = await g.html("/group", "outsider");
    expect(count(first, 'class="card group-card"')).toBe(20);
    expect(first).toContain("Клуб 01");
    expect(first).toContain('href="/group-create"');
    expect(text(first)).toContain("Открытая");
    const more = /href="(\/group\?after=[^"]+)"/.exec(first)?.[1];
    expect(more, "the Показать ещё link").toBeTruthy();
    const second = await g.html(text(more!), "outsider");
    expect(count(second, 'class="card group-card"')).toBe(3);
    expect(second).toContain("Клуб 23");
    expect(second).not.toContain("Показать ещё");
    expect(second).toContain("В начало списка");
    expect(first).not.toContain("В начало списка");

    // Мои группы: only the member's two; an outsider's tab says there are none.
    const mine = await g.html("/group?tab=my", "member");
    expect(count(mine, 'class="card group-card"')).toBe(2);
    expect(mine).toContain('aria-current="page"');
    expect(await g.html("/group?tab=my", "outsider")).toContain("Вы пока не состоите ни в одной группе");

    // Search: too short asks for more and lists nothing; nothing found says so; a match is listed.
    const short = await g.html("/group?q=Кл", "outsider");
    expect(short).toContain("Введите для поиска не менее 3 символов");
    expect(count(short, "group-card")).toBe(0);
    expect(await g.html("/group?q=Несуществующая", "outsider")).toContain("По Вашему запросу ничего не найдено");
    const found = await g.html(`/group?q=${encodeURIComponent("клуб 07")}`, "outsider");
    expect(count(found, 'class="card group-card"')).toBe(1);
    // The paging link keeps the tab and the search.
    const myFirst = await g.html(`/group?tab=my&q=${encodeURIComponent("Клуб")}`, "member");
    expect(count(myFirst, 'class="card group-card"')).toBe(2);
    const all = await g.html(`/group?q=${encodeURIComponent("Клуб")}`, "outsider");
    expect(text(all)).toMatch(/href="\/group\?q=%D0%9A%D0%BB%D1%83%D0%B1&after=[^"]+"/);
  });

  it("shows each card's membership form and subscribes from the list, back to the list", async () => {
    const open = await g.group("Открытый клуб любителей чая", { withMember: false });
    const list = await g.html(`/group?q=${encodeURIComponent("любителей чая")}`, "outsider");
    expect(list).toContain("Подписаться");
    const { page } = await g.postAndFollow(
      "/groups/membership",
      "outsider",
      { groupId: String(open.id), intent: "subscribe", redirectTo: "/group?q=любителей чая" },
      /^\/group\?q=/,
    );
    expect(page).toContain("Вы подписаны на группу");
    expect(page).toContain("Отписаться");
    await g.portal.services.groups.unsubscribe(g.actors.outsider, open.id);
  });

  it("refuses a bad create form beside its fields, keeps the text, and saves a good one once", async () => {
    const page = await g.html("/group-create", "member");
    const token = formTokenOf(page);
    expect(token).not.toBe("");
    expect(page).toMatch(/enctype="multipart\/form-data"/i);

    const blank = await g.post("/group-create", "member", groupForm({ formToken: token, name: "  ", description: "Про всё" }));
    expect(blank.status).toBe(400);
    const blankPage = text(await blank.text());
    expect(blankPage).toContain("Укажите название группы");
    expect(blankPage).toContain("Про всё");

    const long = await g.post("/group-create", "member", groupForm({ formToken: token, name: "Я".repeat(256) }));
    expect(text(await long.text())).toContain("Название группы — не более 255 символов");

    const badFiles = await g.post(
      "/group-create",
      "member",
      groupForm(
        { formToken: token, name: "Книжный клуб", configClose: "on" },
        { avatar: HTML_AS_PNG, cover: { ...HTML_AS_PNG, name: "cover.jpg" } },
      ),
    );
    expect(badFiles.status).toBe(400);
    const badPage = text(await badFiles.text());
    expect(badPage).toContain("Не удалось загрузить файл");
    expect(badPage).toContain("Ошибка загрузки");
    expect(badPage).toContain('value="Книжный клуб"');
    expect(badPage).toMatch(/name="configClose" checked/);

    const good = groupForm(
      { formToken: token, name: "Книжный клуб", description: "Читаем вместе", configClose: "on" },
      { avatar: { name: "a.png", bytes: PNG, type: "image/png" } },
    );
    const created = await g.post("/group-create", "member", good);
    expect(created.status).toBe(303);
    const at = created.headers.get("location") ?? "";
    expect(at).toMatch(/^\/group\/\d+$/);
    const groupPage = await g.html(at, "member");
    expect(groupPage).toContain("Группа создана");
    expect(groupPage).toContain("Книжный клуб");
    expect(groupPage).toContain("Закрытая");
    // The same rendered form sent again: sent to the group made the first time, not a second group.
    const again = await g.post("/group-create", "member", groupForm({ formToken: token, name: "Книжный клуб" }));
    expect(again.headers.get("location")).toBe(at);
    const { total } = await g.portal.services.groups.list(g.actors.admin, {
      searchString: "Книжный клуб",
      onlyMy: false,
      after: "",
      pageSize: 20,
    });
    expect(total).toBe(1);
    const made = await g.portal.services.groups.get(g.actors.member, Number(at.split("/").pop()));
    expect(made.isManager).toBe(true);
    expect(made.avatarFile?.originalFileName).toBe("a.png");
  });

  it("lets managers and administrators edit, refuses others, refuses a stale save and saves a fresh one", async () => {
    const club = await g.group("Клуб садоводов");
    const path = `/group/${club.id}/edit`;
    expect((await g.get(path, "member")).status).toBe(403);
    expect((await g.get(path, "outsider")).status).toBe(403);
    expect((await g.get("/group/999999/edit", "manager")).status).toBe(404);
    const managerPage = text(await g.html(path, "manager"));
    expect(managerPage).toContain("Участники могут писать руководителям группы");
    expect(managerPage).toContain("Вопрос\nПредложение");
    expect(managerPage).not.toContain('name="sort"');
    expect(await g.html(path, "admin")).toContain('name="sort"');
    // A member's post changes nothing.
    expect((await g.post(path, "member", groupForm({ name: "Захват" }))).status).toBe(403);

    const fields = {
      name: "Клуб садоводов и огородников",
      description: "Грядки",
      subjects: "Семена\nРассада",
      resolutionTypes: "Ответили",
      version: String(club.version),
    };
    const { page } = await g.postAndFollow(path, "manager", groupForm({ ...fields, messagesEnabled: "on" }), path);
    expect(page).toContain("Все изменения сохранены");
    expect(text(page)).toContain("Семена\nРассада");
    const saved = await g.portal.services.groups.get(g.actors.manager, club.id);
    expect(saved.name).toBe("Клуб садоводов и огородников");
    expect(saved.messagesEnabled).toBe(true);

    // The same version again: someone saved since; the form comes back with the text typed.
    const stale = await g.post(path, "manager", groupForm({ ...fields, name: "Устаревшее" }));
    expect(stale.status).toBe(400);
    const stalePage = text(await stale.text());
    expect(stalePage).toContain("Группу изменили, пока вы её редактировали");
    expect(stalePage).toContain('value="Устаревшее"');
    expect((await g.portal.services.groups.get(g.actors.manager, club.id)).name).toBe("Клуб садоводов и огородников");

    // An administrator sets the order; a bad one is refused beside the field.
    const adminForm = { ...fields, version: String(saved.version), sort: "abc" };
    expect(text(await (await g.post(path, "admin", groupForm(adminForm))).text())).toContain("Укажите целое число от 0 до 10000");
    await g.postAndFollow(path, "admin", groupForm({ ...adminForm, sort: "5" }), path);
    expect((await g.portal.services.groups.get(g.actors.admin, club.id)).sort).toBe(5);
  });

  it("deletes a group only with its exact name typed", async () => {
    const club = await g.group("Клуб на удаление");
    const dialog = `/group/${club.id}/edit?dialog=delete`;
    const confirm = text(await g.html(dialog, "manager"));
    expect(confirm).toContain('name="confirmName"');
    const wrong = await g.post(dialog, "manager", { confirmName: "Клуб не тот" });
    expect(wrong.status).toBe(400);
    const wrongPage = text(await wrong.text());
    expect(wrongPage).toContain("Название не совпадает");
    expect(wrongPage).toContain('value="Клуб не тот"');
    expect((await g.get(`/group/${club.id}`, "manager")).status).toBe(200);
    expect((await g.post(dialog, "member", { confirmName: "Клуб на удаление" })).status).toBe(403);

    const { page } = await g.postAndFollow(dialog, "manager", { confirmName: "Клуб на удаление" }, "/group");
    expect(page).toContain("Группа удалена");
    expect((await g.get(`/group/${club.id}`, "manager")).status).toBe(404);
  });

  it("shows members with the managers' mark; managers appoint, unmake and remove, the last manager stays", async () => {
    const club = await g.group("Клуб шахматистов");
    const path = `/group/${club.id}/members`;
    const seen = await g.html(path, "member");
    expect(seen).toContain("Руководитель");
    expect(seen).toContain(`href="/user/${g.people.manager.id}"`);
    expect(seen).toContain("Участникова Мария");
    expect(seen).not.toContain("Исключить");
    expect(seen).not.toContain("Заявки на вступление");
    expect(await g.html(path, "outsider")).toContain("Участникова Мария");
    expect((await g.get("/group/999999/members", "member")).status).toBe(404);

    const managerView = await g.html(path, "manager");
    expect(managerView).toContain("Исключить");
    expect(managerView).toContain("Назначить руководителем");
    expect(managerView).toContain("Снять с руководителей");

    // The only manager cannot be unmade: an error toast, nothing changed.
    const last = await g.postAndFollow(
      path,
      "manager",
      { intent: "unmanager", userId: String(g.people.manager.id), redirectTo: path },
      path,
    );
    expect(last.page).toContain("В группе должен остаться хотя бы один руководитель");
    // A member cannot act as a manager.
    const refused = await g.postAndFollow(
      path,
      "member",
      { intent: "remove", userId: String(g.people.manager.id), redirectTo: path },
      path,
    );
    expect(refused.page).toContain("Управлять группой могут только её руководители");

    const made = await g.postAndFollow(path, "manager", { intent: "manager", userId: String(g.people.member.id), redirectTo: path }, path);
    expect(made.page).toContain("Руководители группы изменены");
    expect((await g.portal.services.groups.get(g.actors.member, club.id)).isManager).toBe(true);
    await g.postAndFollow(path, "manager", { intent: "unmanager", userId: String(g.people.member.id), redirectTo: path }, path);
    expect((await g.portal.services.groups.get(g.actors.member, club.id)).isManager).toBe(false);

    // An administrator who is not a member manages too.
    await g.postAndFollow(path, "admin", { intent: "manager", userId: String(g.people.member.id), redirectTo: path }, path);
    expect((await g.portal.services.groups.get(g.actors.member, club.id)).isManager).toBe(true);
    await g.postAndFollow(path, "admin", { intent: "unmanager", userId: String(g.people.member.id), redirectTo: path }, path);

    const removed = await g.postAndFollow(
      path,
      "manager",
      { intent: "remove", userId: String(g.people.member.id), redirectTo: path },
      path,
    );
    expect(removed.page).toContain("Участник исключён");
    expect(removed.page).not.toContain("Участникова Мария");
    expect((await g.portal.services.groups.get(g.actors.member, club.id)).relationType).toBeNull();

    // Search among members.
    expect(await g.html(`${path}?q=Ру`, "manager")).toContain("Введите для поиска не менее 3 символов");
    expect(await g.html(`${path}?q=${encodeURIComponent("руководов")}`, "manager")).toContain("Руководов Олег");
    expect(await g.html(`${path}?q=${encodeURIComponent("никого")}`, "manager")).toContain("По Вашему запросу ничего не найдено");
  });

  it("lists join requests of a closed group to its managers, who accept one and reject another", async () => {
    const club = await g.group("Закрытый клуб дегустаторов", { closed: true, withMember: false });
    const path = `/group/${club.id}/members`;
    // The outsider asks from the list; the closed group's members page stays shut to them.
    const back = `/group?q=${encodeURIComponent("дегустаторов")}`;
    const asked = await g.postAndFollow(
      "/groups/membership",
      "outsider",
      { groupId: String(club.id), intent: "subscribe", redirectTo: back },
      back,
    );
    expect(asked.page).toContain("Отозвать");
    expect(asked.page).toContain("Заявка отправлена");
    expect((await g.get(path, "outsider")).status).toBe(403);
    await g.portal.services.groups.subscribe(g.actors.member, club.id);

    const managerView = await g.html(path, "manager");
    expect(managerView).toContain("Заявки на вступление");
    expect(managerView).toContain("Сторонний Семён");
    expect(managerView).toContain("Участникова Мария");
    const requests = await g.portal.services.groupMembers.requests(g.actors.manager, club.id);
    const of = (userId: number) => String(requests.find((r) => r.user.id === userId)!.claimId);

    const accepted = await g.postAndFollow(
      path,
      "manager",
      { intent: "accept", claimId: of(g.people.outsider.id), redirectTo: path },
      path,
    );
    expect(accepted.page).toContain("Заявка принята");
    const rejected = await g.postAndFollow(path, "manager", { intent: "reject", claimId: of(g.people.member.id), redirectTo: path }, path);
    expect(rejected.page).toContain("Заявка отклонена");
    expect(rejected.page).toContain("Новых заявок нет");
    expect((await g.portal.services.groups.get(g.actors.outsider, club.id)).relationType).toBe("SUBSCRIBER");
    const refusedOne = await g.portal.services.groups.get(g.actors.member, club.id);
    expect(refusedOne.relationType).toBeNull();
    expect(refusedOne.requestPending).toBe(false);
    expect(await g.html(path, "outsider")).toContain("Сторонний Семён");
  });

  it("shows the person's groups in the news page's group menu, marked closed or open", async () => {
    await g.group("Меню: открытая группа");
    await g.group("Меню: закрытая группа", { closed: true });
    for (const page of ["/", "/news"]) {
      const html = text(await g.html(page, "member"));
      const menu = html.slice(html.indexOf('id="group-menu"'));
      expect(menu).toContain('href="/group-create"');
      expect(menu).toContain("Меню: открытая группа");
      expect(menu).toMatch(/Меню: закрытая группа<\/a><br\/><span class="muted">Закрытая/);
      expect(menu).toContain('href="/group"');
    }
    // The administrator reads every group but belongs to none.
    expect(text(await g.html("/", "admin"))).toContain("Вы пока не состоите в группах");
  });

  it("sends anonymous posts to sign in and changes nothing", async () => {
    const club = await g.group("Клуб без гостей");
    const anonymous = (url: string, form: Record<string, string>) =>
      fetch(`${g.server.url}${url}`, { method: "POST", redirect: "manual", body: new URLSearchParams(form) });
    for (const [url, form] of [
      ["/group-create", { name: "Гостевая группа" }],
      [`/group/${club.id}/edit`, { name: "Гостевое имя", version: String(club.version) }],
      [`/group/${club.id}/edit?dialog=delete`, { confirmName: "Клуб без гостей" }],
      [`/group/${club.id}/members`, { intent: "remove", userId: String(g.people.member.id) }],
    ] as const) {
      const response = await anonymous(url, form);
      expect([302, 303], url).toContain(response.status);
      expect(response.headers.get("location"), url).toMatch(/^\/login/);
    }
    const after = await g.portal.services.groups.get(g.actors.member, club.id);
    expect(after.name).toBe("Клуб без гостей");
    expect(after.relationType).toBe("SUBSCRIBER");
  });

  it("says «Ошибка получения списка» when the list cannot be read, and keeps the page", async () => {
    // The groups' table out of reach for a moment: the page, not a 500.
    const db = g.portal.db.kysely;
    await db.schema.alterTable("groups").renameTo("groups_away").execute();
    try {
      const page = await g.html("/group", "member");
      expect(page).toContain("Ошибка получения списка");
      expect(page).toContain('href="/group-create"');
    } finally {
      await db.schema.alterTable("groups_away").renameTo("groups").execute();
    }
    expect(await g.html("/group", "member")).not.toContain("Ошибка получения списка");
  });
});

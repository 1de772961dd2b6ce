// /services and /services/{key} through the real build (run `npm run build` first), read and posted the way a
// browser without JavaScript does, on SQLite and PostgreSQL: the hub and its search; a control for every
// field kind; a refused post answering the form again with each message and everything typed; a good post
// seeing the request's page with its toast; one request of one form posted twice; the login, 403 and 404.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageDialects } from "../../../../tests/helpers/portal";
import { ok } from "../../../../tests/helpers/envelope";
import { count, formTokenOf, inputValue, text, textareaValue } from "../../../../tests/helpers/form-browser";
import type { ServiceField } from "../fields";
import { ROLE_OFFICE_SERVICES } from "../policy";
import { addCategory } from "../server/catalogue.server";
import { openServices, type ServicesWorld } from "./fixture";

/** One field of every kind. */
const EVERY_KIND: ServiceField[] = [
  { key: "guest", kind: "text", label: "ФИО гостя", required: true, max: 100 },
  { key: "note", kind: "longtext", label: "Комментарий", required: false, max: 500, help: "Что ещё нужно знать" },
  { key: "copies", kind: "number", label: "Количество", required: false, min: 1, max: 5 },
  { key: "day", kind: "date", label: "Дата визита", required: false },
  { key: "stay", kind: "daterange", label: "Даты пребывания", required: false },
  { key: "at", kind: "time", label: "Время прихода", required: false },
  { key: "floor", kind: "choice", label: "Этаж", required: true, options: ["Первый", "Второй"] },
  { key: "rooms", kind: "multichoice", label: "Помещения", required: false, options: ["Переговорная", "Столовая", "Склад"] },
  { key: "phone", kind: "phone", label: "Телефон гостя", required: false },
];

const REQUEST_PAGE = /^\/user\/\d+\/claims\/(\d+)$/;

describe.each(await pageDialects())("the services' pages on %s", (dialect) => {
  let w: ServicesWorld;
  let key: string;
  beforeAll(async () => {
    w = await openServices(dialect, { pages: true });
    ({ key } = await w.service({
      key: "guest-pass",
      name: "Пропуск для гостя",
      description: "Разовый пропуск в офис",
      fields: EVERY_KIND,
    }));
  });
  afterAll(async () => {
    await w?.close();
  });

  /** A good post's fields, as the form sends them; `over` replaces some. */
  const form = (over: Record<string, string | string[]> = {}) => ({
    "a.guest": "Иванов Пётр Сергеевич",
    "a.floor": "Второй",
    ...over,
  });
  const requestsOf = async (typeId?: number) =>
    (
      await w.db
        .selectFrom("service_requests")
        .select("claim_id")
        .where("type_id", "=", typeId ?? 0)
        .execute()
    ).length;
  const typeIdOf = async (k: string) =>
    (await w.db.selectFrom("service_types").select("id").where("key", "=", k).executeTakeFirstOrThrow()).id;

  it("shows the hub: categories and services in order, the search box, the open requests", async () => {
    const catalogue = await addCategory(w.db, "Канцелярия", 0);
    await w.service({ key: "paper", name: "Бумага", description: "Пачки бумаги А4 и А3", categoryId: catalogue, sort: 1 });
    await w.service({ key: "pens", name: "Ручки", description: "Шариковые и гелевые", categoryId: catalogue, sort: 0 });
    const page = text(await w.page.html("/services", "employee"));
    const order = ["Канцелярия", "/services/pens", "/services/paper", "Тестовые сервисы", "/services/guest-pass"];
    const positions = order.map((s) => page.indexOf(s));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(page).toContain("Найти сервис");
    expect(page).toContain("Открытых заявок нет");

    const found = text(await w.page.html(`/services?q=${encodeURIComponent("ГЕЛЕВЫЕ")}`, "employee"));
    expect(found).toContain("/services/pens");
    expect(found).not.toContain("/services/paper");
    expect(found).not.toContain("Тестовые сервисы");
    expect(inputValue(found, "q")).toBe("ГЕЛЕВЫЕ");
    expect(found).toContain("Сбросить");
    const none = text(await w.page.html(`/services?q=${encodeURIComponent("вертолёт")}`, "employee"));
    expect(none).toContain("По запросу «вертолёт» сервисов не найдено");
    expect(none).not.toContain("/services/pens");
  });

  it("renders a control for each field kind, the required ones marked", async () => {
    const page = await w.page.html(`/services/${key}`, "employee");
    const shown = text(page);
    expect(shown).toContain("Пропуск для гостя");
    expect(shown).toContain("Разовый пропуск в офис");
    expect(shown).toContain("Вы ещё не подавали заявок на этот сервис");
    expect(formTokenOf(page)).not.toBe("");
    expect(page).toMatch(/<input id="service-guest" name="a.guest" aria-required="true" type="text" maxLength="100"/);
    expect(page).toMatch(/<textarea id="service-note" name="a.note" aria-describedby="service-note-hint" rows="4" maxLength="500">/);
    expect(shown).toContain("Что ещё нужно знать");
    expect(page).toMatch(/<input id="service-copies" name="a.copies" type="number"[^>]* min="1" max="5"/);
    expect(page).toMatch(/<input id="service-day" name="a.day" type="date"/);
    expect(page).toMatch(/<input type="date" name="a.stay.from"/);
    expect(page).toMatch(/<input type="date" name="a.stay.to"/);
    expect(page).toMatch(/<input id="service-at" name="a.at" type="time"/);
    expect(page).toMatch(/<select id="service-floor" name="a.floor" aria-required="true">/);
    expect(page).toContain('<option value="Первый">Первый</option><option value="Второй">Второй</option>');
    expect(count(page, /<input type="checkbox" name="a.rooms" value="[^"]+"\/>/)).toBe(3);
    expect(page).toMatch(/<input id="service-phone" name="a.phone" type="tel"/);
    expect(shown).toContain("Отправить заявку");
    // The two required fields carry PlainField's mark: «ФИО гостя *», «Этаж *».
    expect(count(page, '<span aria-hidden="true"> *</span>')).toBe(2);
  });

  it("answers a refused post with the form again: each field's message, every typed value kept, nothing filed", async () => {
    const typeId = await typeIdOf(key);
    const before = await requestsOf(typeId);
    const response = await w.page.post(`/services/${key}`, "employee", {
      "a.guest": "",
      "a.note": "Приедет с «коробкой» <документов>",
      "a.copies": "семь",
      "a.day": "2027-02-30",
      "a.stay.from": "2027-03-10",
      "a.stay.to": "2027-03-01",
      "a.at": "9 утра",
      "a.floor": "Первый",
      "a.rooms": ["Переговорная", "Склад"],
      "a.phone": "12-34",
      formToken: formTokenOf(await w.page.html(`/services/${key}`, "employee")),
    });
    expect(response.status).toBe(200);
    const page = text(await response.text());
    for (const message of [
      "Заполните поле «ФИО гостя»",
      "В поле «Количество» нужно число",
      "Укажите в поле «Дата визита» дату",
      "В поле «Даты пребывания» дата окончания раньше даты начала",
      "Укажите в поле «Время прихода» время в виде ЧЧ:ММ",
      "Укажите в поле «Телефон гостя» телефон: +7 и 10 цифр",
    ]) {
      expect(page).toContain(message);
    }
    expect(count(page, 'class="field__error"')).toBe(6);
    expect(textareaValue(page, "a.note")).toBe("Приедет с «коробкой» <документов>");
    expect(inputValue(page, "a.copies")).toBe("семь");
    expect(inputValue(page, "a.day")).toBe("2027-02-30");
    expect(inputValue(page, "a.stay.from")).toBe("2027-03-10");
    expect(inputValue(page, "a.stay.to")).toBe("2027-03-01");
    expect(inputValue(page, "a.at")).toBe("9 утра");
    expect(inputValue(page, "a.phone")).toBe("12-34");
    expect(page).toContain('<option value="Первый" selected="">Первый</option>');
    expect(page).not.toContain('<option value="Второй" selected="">');
    expect(page).toMatch(/name="a.rooms" checked="" value="Переговорная"/);
    expect(page).toMatch(/name="a.rooms" value="Столовая"/);
    expect(page).toMatch(/name="a.rooms" checked="" value="Склад"/);
    expect(await requestsOf(typeId)).toBe(before);

    // A single box checked comes back checked too; a choice not in the list is refused under its field.
    const one = text(
      await (
        await w.page.post(`/services/${key}`, "employee", form({ "a.rooms": "Столовая", "a.floor": "Подвал", "a.guest": "Гость" }))
      ).text(),
    );
    expect(one).toContain("Выберите в поле «Этаж» вариант из списка");
    expect(one).toMatch(/name="a.rooms" checked="" value="Столовая"/);
    expect(inputValue(one, "a.guest")).toBe("Гость");
    expect(await requestsOf(typeId)).toBe(before);
  });

  it("files a good post and sees the request's page with «Заявка отправлена»", async () => {
    const token = formTokenOf(await w.page.html(`/services/${key}`, "employee"));
    const { page, location } = await w.page.postAndFollow(
      `/services/${key}`,
      "employee",
      form({
        "a.rooms": ["Столовая", "Переговорная"],
        "a.phone": "8 912 345-67-89",
        "a.stay.from": "2027-03-01",
        "a.stay.to": "2027-03-02",
        formToken: token,
      }),
      new RegExp(`^/user/${w.people.employee.id}/claims/\\d+$`),
    );
    const id = Number(REQUEST_PAGE.exec(location)?.[1]);
    expect(text(page)).toContain("Заявка отправлена");
    expect(text(page)).toContain("Пропуск для гостя");
    const claim = ok(await w.claimOf("employee", id));
    expect(claim.text.split("\n")).toEqual([
      "ФИО гостя: Иванов Пётр Сергеевич",
      "Даты пребывания: 01.03.2027 — 02.03.2027",
      "Этаж: Второй",
      "Помещения: Столовая, Переговорная",
      "Телефон гостя: +79123456789",
    ]);
    // The service's page and the hub list it now.
    const service = text(await w.page.html(`/services/${key}`, "employee"));
    expect(service).toContain(`href="/user/${w.people.employee.id}/claims/${id}"`);
    expect(service).toContain("Ждёт исполнителя");
    expect(text(await w.page.html("/services", "employee"))).toContain(`href="/user/${w.people.employee.id}/claims/${id}"`);
  });

  it("serves the leave at the spec's /service/vacation: the vacation service's page, its form posted there", async () => {
    await w.service({ key: "vacation", name: "Отпуск", description: "Заявление на отпуск", fields: EVERY_KIND.slice(0, 1) });
    const html = await w.page.html("/service/vacation", "employee");
    expect(text(html)).toContain("Заявление на отпуск");
    const refused = await w.page.post("/service/vacation", "employee", { "a.guest": "", formToken: formTokenOf(html) });
    expect(refused.status).toBe(200);
    expect(text(await refused.text())).toContain("Заполните поле «ФИО гостя»");
    await w.page.postAndFollow(
      "/service/vacation",
      "employee",
      { "a.guest": "Отпуск с понедельника", formToken: formTokenOf(html) },
      new RegExp(`^/user/${w.people.employee.id}/claims/\\d+$`),
    );
    expect(await requestsOf(await typeIdOf("vacation"))).toBe(1);
  });

  it("files one request of one form posted twice", async () => {
    const typeId = await typeIdOf(key);
    const before = await requestsOf(typeId);
    const token = formTokenOf(await w.page.html(`/services/${key}`, "junior"));
    const first = await w.page.post(`/services/${key}`, "junior", form({ formToken: token }));
    const second = await w.page.post(`/services/${key}`, "junior", form({ formToken: token }));
    expect(first.status).toBe(303);
    expect(second.status).toBe(303);
    expect(first.headers.get("location")).toMatch(new RegExp(`^/user/${w.people.junior.id}/claims/\\d+$`));
    expect(second.headers.get("location")).toBe(first.headers.get("location"));
    expect(await requestsOf(typeId)).toBe(before + 1);
  });

  it("sends the signed-out to the login page, with the service as the way back", async () => {
    for (const url of [`/services/${key}`, "/services"]) {
      const response = await w.page.get(url, null);
      expect(response.status, url).toBe(302);
      expect(response.headers.get("location")).toBe(`/login?next=${encodeURIComponent(url)}`);
    }
    const posted = await w.page.post(`/services/${key}`, null, form());
    expect(posted.status).toBe(302);
    expect(posted.headers.get("location")).toBe(`/login?next=${encodeURIComponent(`/services/${key}`)}`);
  });

  it("answers 403 «Этот сервис вам недоступен» without the audience's role, and 404 «Сервис не найден» for no service", async () => {
    const office = await w.service({ name: "Ключи от склада", audience: { roles: [ROLE_OFFICE_SERVICES] } });
    const before = await requestsOf(office.id);
    for (const [url, status, message] of [
      [`/services/${office.key}`, 403, "Этот сервис вам недоступен"],
      ["/services/no-such-service", 404, "Сервис не найден"],
    ] as const) {
      const page = await w.page.get(url, "employee");
      expect(page.status, url).toBe(status);
      expect(text(await page.text())).toContain(message);
      const posted = await w.page.post(url, "employee", { "a.what": "Ключ" });
      expect(posted.status, `POST ${url}`).toBe(status);
      expect(text(await posted.text())).toContain(message);
    }
    expect(await requestsOf(office.id)).toBe(before);
    expect(text(await w.page.html("/services", "employee"))).not.toContain("Ключи от склада");
    expect(text(await w.page.html(`/services/${office.key}`, "office"))).toContain("Ключи от склада");
  });
});

// The services' /api calls (ADR 0034) on SQLite and PostgreSQL, as a client sees them: 401 signed out; the
// hub's categories and services in order, filtered by the search box's words; a service's audience; unknown
// and archived keys; a field's refusal writing nothing; a good request read back as a claim.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects } from "../../../../tests/helpers/portal";
import { ok, refused, unauthorized } from "../../../../tests/helpers/envelope";
import { ROLE_HR_SERVICES, ROLE_OFFICE_SERVICES } from "../policy";
import { addCategory } from "../server/catalogue.server";
import { openServices, SIMPLE_FIELDS, type ServicesWorld } from "./fixture";

const NOT_FOUND = "Сервис не найден";
const NOT_FOR_YOU = "Этот сервис вам недоступен";

interface Hub {
  categories: { id: number; name: string; services: { key: string; name: string; description: string; icon: string }[] }[];
  open: { id: number; serviceKey: string; status: string }[];
}

describe.each(await dialects())("the services' calls on %s", (dialect) => {
  let w: ServicesWorld;
  /** The hub's catalogue of this file: two categories (the second made first, sorted before it). */
  const hubCategories: number[] = [];
  beforeAll(async () => {
    w = await openServices(dialect);
    const office = await addCategory(w.db, "Офис и хозяйство", 2);
    const hr = await addCategory(w.db, "Кадровые сервисы", 1);
    hubCategories.push(hr, office);
    await w.service({ key: "vacation", name: "Отпуск", description: "Заявление на ежегодный отпуск", categoryId: hr, sort: 2 });
    await w.service({ key: "statements", name: "Справки", description: "Справка с места работы, 2-НДФЛ", categoryId: hr, sort: 1 });
    await w.service({ key: "passes", name: "Пропуск для посетителя", description: "Разовый пропуск в офис", categoryId: office, sort: 1 });
    await w.service({ key: "courier", name: "Курьер", description: "Доставка документов", categoryId: office, sort: 0 });
  });
  afterAll(async () => {
    await w?.close();
  });

  const hub = async (q?: string) => ok(await w.get("employee", "/service-requests/hub", q === undefined ? {} : { q })) as Hub;
  /** The hub's services by category name, in the hub's order, of this file's catalogue only. */
  const shelves = (h: Hub) => h.categories.filter((c) => hubCategories.includes(c.id)).map((c) => [c.name, c.services.map((s) => s.key)]);

  it("answers 401 to every call signed out, and files nothing", async () => {
    const { key } = await w.service();
    unauthorized(await w.get(null, "/service-requests/hub"));
    unauthorized(await w.get(null, "/service-requests/service", { service: key }));
    unauthorized(await w.post(null, "/service-requests/create", { service: key, answers: { what: "Бумага" } }));
    expect(await w.counts()).toEqual({ claims: 0, requests: 0 });
  });

  it("lists the categories and their services in their order, with what the hub shows of each", async () => {
    const h = await hub();
    expect(shelves(h)).toEqual([
      ["Кадровые сервисы", ["statements", "vacation"]],
      ["Офис и хозяйство", ["courier", "passes"]],
    ]);
    expect(h.categories.find((c) => c.name === "Кадровые сервисы")?.services[0]).toEqual({
      id: expect.any(Number),
      key: "statements",
      name: "Справки",
      description: "Справка с места работы, 2-НДФЛ",
      icon: "document",
    });
  });

  it("filters the hub by every word of q in a name or description, whatever the case", async () => {
    expect(shelves(await hub("ПРОПУСК"))).toEqual([["Офис и хозяйство", ["passes"]]]);
    expect(shelves(await hub("  справка  2-ндфл "))).toEqual([["Кадровые сервисы", ["statements"]]]);
    expect(shelves(await hub("отпуск Ежегодный"))).toEqual([["Кадровые сервисы", ["vacation"]]]);
    // Every word must be there: «пропуск» is one service's, «отпуск» another's.
    expect(shelves(await hub("пропуск отпуск"))).toEqual([]);
    expect(shelves(await hub("документ"))).toEqual([["Офис и хозяйство", ["courier"]]]);
    expect((await hub("вертолёт")).categories).toEqual([]);
  });

  it("hides a service from those without its audience's role and refuses it to them; opens it to a holder", async () => {
    const { key } = await w.service({ name: "Парковочное место", audience: { roles: [ROLE_OFFICE_SERVICES] } });
    const keysOf = (h: Hub) => h.categories.flatMap((c) => c.services.map((s) => s.key));
    expect(keysOf(await hub())).not.toContain(key);
    refused(await w.get("employee", "/service-requests/service", { service: key }), NOT_FOR_YOU);
    refused(await w.post("employee", "/service-requests/create", { service: key, answers: { what: "Место" } }), NOT_FOR_YOU);
    expect(await w.counts()).toEqual({ claims: 0, requests: 0 });

    expect(keysOf(ok(await w.get("office", "/service-requests/hub")) as Hub)).toContain(key);
    expect(ok(await w.get("office", "/service-requests/service", { service: key })).form).toMatchObject({ key, name: "Парковочное место" });
    const { id } = ok(await w.post("office", "/service-requests/create", { service: key, answers: { what: "Место у входа" } }));
    expect(ok(await w.claimOf("office", id)).subject).toBe("Парковочное место");
  });

  it("refuses an unknown, missing or archived service as not found", async () => {
    const { id, key } = await w.service({ name: "Старый сервис" });
    const before = await w.counts();
    await w.db.updateTable("service_types").set({ archived: 1 }).where("id", "=", id).execute();
    for (const service of ["no-such-service", key]) {
      refused(await w.get("employee", "/service-requests/service", { service }), NOT_FOUND);
      refused(await w.post("employee", "/service-requests/create", { service, answers: { what: "Что-то" } }), NOT_FOUND);
    }
    refused(await w.get("employee", "/service-requests/service"), NOT_FOUND);
    refused(await w.post("employee", "/service-requests/create", { answers: {} }), NOT_FOUND);
    const keys = (await hub()).categories.flatMap((c) => c.services.map((s) => s.key));
    expect(keys).not.toContain(key);
    expect(await w.counts()).toEqual(before);
  });

  it("shows a service's form: its fields and version, and the person's requests of it", async () => {
    const { key, name } = await w.service();
    const view = ok(await w.get("employee", "/service-requests/service", { service: key }));
    expect(view).toEqual({
      form: expect.objectContaining({
        key,
        name,
        description: "Для проверки движка заявок",
        fields: SIMPLE_FIELDS,
        versionId: expect.any(Number),
      }),
      requests: [],
      // An employee configures no service; the services' administrators do.
      canConfigure: false,
      // Only a business card has a preview and starts filled.
      card: null,
      defaults: {},
    });
    const id = await w.ask("employee", key);
    const after = ok(await w.get("employee", "/service-requests/service", { service: key }));
    expect(after.requests).toEqual([
      { id, serviceName: name, serviceKey: key, status: "NEW", createDate: expect.any(String), document: null },
    ]);
    expect(ok(await w.get("junior", "/service-requests/service", { service: key })).requests).toEqual([]);
  });

  it("refuses bad answers with the field's message and writes nothing", async () => {
    const { key } = await w.service();
    const before = await w.counts();
    const cases: [unknown, string][] = [
      [{}, "Заполните поле «Что нужно»"],
      [undefined, "Заполните поле «Что нужно»"],
      [{ what: "   " }, "Заполните поле «Что нужно»"],
      [{ what: "я".repeat(101) }, "Поле «Что нужно» — не больше 100 символов"],
      [{ what: "Бумага", copies: "много" }, "В поле «Количество» нужно число"],
      [{ what: "Бумага", copies: 9 }, "Поле «Количество» — от 1 до 5"],
    ];
    for (const [answers, message] of cases) {
      refused(await w.post("employee", "/service-requests/create", { service: key, answers }), message);
    }
    expect(await w.counts()).toEqual(before);
  });

  it("files a good request and shows it as a claim: the service's name, the answers as «Label: value» lines", async () => {
    const { key } = await w.service({
      name: "Справка о доходах",
      family: "STATEMENT",
      fields: [
        { key: "kind", kind: "choice", label: "Справка", required: true, options: ["2-НДФЛ", "С места работы"] },
        { key: "copies", kind: "number", label: "Экземпляров", required: true, min: 1, max: 5 },
        { key: "purpose", kind: "text", label: "Куда", required: false },
        { key: "dates", kind: "daterange", label: "За период", required: true },
        { key: "langs", kind: "multichoice", label: "Языки", required: false, options: ["Русский", "Английский"] },
      ],
    });
    const before = await w.counts();
    const created = ok(
      await w.post("employee", "/service-requests/create", {
        service: key,
        answers: {
          kind: "2-НДФЛ",
          copies: "2",
          purpose: "",
          dates: { from: "2026-01-01", to: "2026-06-30" },
          langs: ["Английский", "Русский"],
        },
      }),
    );
    expect(created).toEqual({ id: expect.any(Number) });
    expect(await w.counts()).toEqual({ claims: before.claims + 1, requests: before.requests + 1 });
    const claim = ok(await w.claimOf("employee", created.id));
    expect(claim).toMatchObject({
      id: created.id,
      type: "STATEMENT",
      typeDescription: "Справки и заявления",
      status: { name: "NEW", description: "Ждёт исполнителя" },
      subject: "Справка о доходах",
      owner: { id: w.people.employee.id, name: "Мария", surname: "Продавцова" },
      version: 1,
    });
    expect(claim.text.split("\n")).toEqual([
      "Справка: 2-НДФЛ",
      "Экземпляров: 2",
      "За период: 01.01.2026 — 30.06.2026",
      "Языки: Английский, Русский",
    ]);
    expect(claim.handlers.map((h: { id: number }) => h.id)).toEqual([w.people.hr1.id, w.people.hr2.id]);
    const row = await w.db.selectFrom("service_requests").selectAll().where("claim_id", "=", created.id).executeTakeFirstOrThrow();
    expect(JSON.parse(row.answers)).toEqual({
      kind: "2-НДФЛ",
      copies: 2,
      dates: { from: "2026-01-01", to: "2026-06-30" },
      langs: ["Английский", "Русский"],
    });
    expect(row.owner_id).toBe(w.people.employee.id);
    // The hub's open requests show it; another person's do not.
    expect((await hub()).open).toContainEqual(expect.objectContaining({ id: created.id, serviceKey: key, status: "NEW" }));
    expect((ok(await w.get("junior", "/service-requests/hub")) as Hub).open).toEqual([]);
  });

  it("refuses a past date to an employee, and takes it from the service's own administrators", async () => {
    const { key } = await w.service({
      managerRole: ROLE_HR_SERVICES,
      fields: [{ key: "dates", kind: "daterange", label: "Даты отпуска", required: true, notPast: true }],
    });
    const past = { dates: { from: "2020-01-10", to: "2020-01-12" } };
    const before = await w.counts();
    refused(
      await w.post("employee", "/service-requests/create", { service: key, answers: past }),
      "В поле «Даты отпуска» дата не может быть в прошлом",
    );
    expect(await w.counts()).toEqual(before);
    // HR (the service's manager role) records a leave already taken.
    ok(await w.post("hr1", "/service-requests/create", { service: key, answers: past }));
  });
});

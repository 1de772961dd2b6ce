// Departments' secretaries over /api (issue #32 point 3), on SQLite and PostgreSQL: who may assign and remove
// them (anonymous, an employee, a contact editor, the right's holder, an administrator), each change with its
// audit entry; the refusals by name (a missing or blocked person, a missing department, a duplicate); the list's
// filters and pages; what a secretary may edit in the directory and where she is refused; and the structure's
// answer naming them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects } from "../../../../tests/helpers/portal";
import { ok, refused, unauthorized } from "../../../../tests/helpers/envelope";
import { contactsRefusals, secretaryRefusals } from "../messages.server";
import { openSecretaries, type SecretariesWorld } from "./secretaries-fixture";

const record = (categoryId: number, name = "Приёмная") => ({ categoryId, name, telephone: ["+7 (495) 100-00-01"] });

describe.each(await dialects())("departments' secretaries on %s", (dialect) => {
  let w: SecretariesWorld;
  beforeAll(async () => {
    w = await openSecretaries(dialect);
  });
  afterAll(async () => {
    await w?.close();
  });

  const pair = () => ({ departmentId: w.units.sales, userId: w.people.secretary.id });
  const audit = (action: string) =>
    w.db.selectFrom("audit_log").select(["actor_id", "entity", "entity_id", "before", "after"]).where("action", "=", action).execute();

  it("is refused to anyone without the right, by its name", async () => {
    unauthorized(await w.get(null, "/secretary/list"));
    unauthorized(await w.post(null, "/secretary/add", pair()));
    for (const who of ["employee", "editor", "secretary"] as const) {
      refused(await w.get(who, "/secretary/list"), secretaryRefusals.noRight);
      refused(await w.post(who, "/secretary/add", pair()), secretaryRefusals.noRight);
      refused(await w.post(who, "/secretary/remove", pair()), secretaryRefusals.noRight);
    }
    expect(await w.db.selectFrom("department_secretaries").selectAll().execute()).toEqual([]);
  });

  it("adds an assignment with its audit entry, refuses a duplicate, a missing or blocked person and a missing department", async () => {
    const added = ok(await w.post("manager", "/secretary/add", pair()));
    expect(added).toEqual({ ...pair(), person: "Приёмова Ирина", department: "Отдел продаж" });
    expect(await audit("DEPARTMENT_SECRETARY_ADD")).toEqual([
      {
        actor_id: w.people.manager.id,
        entity: "DEPARTMENT",
        entity_id: String(w.units.sales),
        before: null,
        after: JSON.stringify({ userId: w.people.secretary.id, person: "Приёмова Ирина", department: "Отдел продаж" }),
      },
    ]);
    refused(await w.post("admin", "/secretary/add", pair()), secretaryRefusals.duplicate("Приёмова Ирина", "Отдел продаж"));
    refused(
      await w.post("admin", "/secretary/add", { departmentId: 999_999, userId: w.people.secretary.id }),
      secretaryRefusals.departmentNotFound,
    );
    refused(await w.post("admin", "/secretary/add", { departmentId: w.units.sales, userId: 999_999 }), secretaryRefusals.personNotFound);
    refused(
      await w.post("admin", "/secretary/add", { departmentId: w.units.warehouse, userId: w.people.gone.id }),
      secretaryRefusals.personBlocked("Уволенный Семён"),
    );
    refused(await w.post("admin", "/secretary/add", { departmentId: "склад" }), "Выберите подразделение");
    expect(await audit("DEPARTMENT_SECRETARY_ADD")).toHaveLength(1);
  });

  it("lists assignments filtered by the department's name and the person's, a page at a time", async () => {
    ok(await w.post("admin", "/secretary/add", { departmentId: w.units.warehouse, userId: w.people.secretary.id }));
    ok(await w.post("admin", "/secretary/add", { departmentId: w.units.warehouse, userId: w.people.employee.id }));
    const all = ok(await w.get("manager", "/secretary/list"));
    // By department, then by person (ids: the employee was written before the secretary).
    expect(
      all.assignments.map((a: { department: { name: string }; person: { name: string } }) => `${a.department.name}: ${a.person.name}`),
    ).toEqual(["Отдел продаж: Приёмова Ирина", "Склад «Восток»: Продавцова Мария", "Склад «Восток»: Приёмова Ирина"]);
    expect(all.assignments).toHaveLength(3);
    expect(all.assignments[0]).toMatchObject({
      assignedBy: { id: w.people.manager.id, name: "Назначеев Глеб" },
      assignedAt: expect.any(String),
    });
    expect(all.nextAfter).toBeNull();
    expect(ok(await w.get("admin", "/secretary/list", { department: "СКЛАД" })).assignments).toHaveLength(2);
    expect(ok(await w.get("admin", "/secretary/list", { person: "приёмова" })).assignments).toHaveLength(2);
    expect(ok(await w.get("admin", "/secretary/list", { person: "ирина", department: "продаж" })).assignments).toHaveLength(1);
    expect(ok(await w.get("admin", "/secretary/list", { department: "нет такого" })).assignments).toEqual([]);
    const first = ok(await w.get("admin", "/secretary/list", { pageSize: "2" }));
    expect(first.assignments).toHaveLength(2);
    const rest = ok(await w.get("admin", "/secretary/list", { pageSize: "2", after: first.nextAfter }));
    expect(rest.assignments).toHaveLength(1);
    expect(rest.nextAfter).toBeNull();
    refused(await w.get("admin", "/secretary/list", { department: "я".repeat(101) }), "Строка отбора — не длиннее 100 символов");
  });

  it("lets a secretary edit her department's cards and records and those below it, and refuses her elsewhere by the right's name", async () => {
    // Secretary of sales and of the warehouse (added above); the employee of the warehouse only.
    const card = ok(await w.post("secretary", "/contacts-v2/create-another", record(w.categories.sales)));
    const below = ok(await w.post("secretary", "/contacts-v2/create-another", record(w.categories.display, "Выкладка")));
    ok(await w.post("secretary", "/contacts-v2/update-another", { id: card.id, name: "Приёмная продаж" }));
    ok(await w.post("secretary", "/contacts-v2/change-sort", { categoryId: w.categories.display, sortIdList: [below.id] }));
    refused(await w.post("secretary", "/contacts-v2/create-another", record(w.categories.direction)), contactsRefusals.notTheirDepartment);
    refused(
      await w.post("secretary", "/contacts-v2/update-another", { id: card.id, name: "Уведу", categoryId: w.categories.direction }),
      contactsRefusals.notTheirDepartment,
    );
    refused(await w.post("employee", "/contacts-v2/delete-another", { id: card.id }), contactsRefusals.notTheirDepartment);
    ok(await w.post("secretary", "/contacts-v2/delete-another", { id: card.id }));
    // An editor edits everywhere, as before.
    ok(await w.post("editor", "/contacts-v2/delete-another", { id: below.id }));
    // Every change to a service record is in the audit log, by who made it, with the fields before and after;
    // the refused ones are not.
    const entries = async (action: string) => (await audit(action)).map((e) => ({ actor: e.actor_id, id: Number(e.entity_id) }));
    const { secretary, editor } = w.people;
    expect(await entries("CONTACT_RECORD_CREATE")).toEqual([
      { actor: secretary.id, id: card.id },
      { actor: secretary.id, id: below.id },
    ]);
    const [renamed] = await audit("CONTACT_RECORD_UPDATE");
    expect(renamed).toMatchObject({ actor_id: secretary.id, entity: "CONTACT", entity_id: String(card.id) });
    expect(JSON.parse(renamed!.after!)).toMatchObject({ name: "Приёмная продаж", category_id: w.categories.sales });
    expect(JSON.parse(renamed!.before!).name).not.toBe("Приёмная продаж");
    expect(await entries("CONTACT_RECORD_DELETE")).toEqual([
      { actor: secretary.id, id: card.id },
      { actor: editor.id, id: below.id },
    ]);
  });

  it("names the department's secretaries in the structure's answer", async () => {
    const [direction] = ok(await w.get("employee", "/contacts-v2/category/get-company-structure", { id: String(w.units.direction) }));
    const sales = direction.children[0];
    expect(direction.secretaries).toEqual([]);
    expect(sales.secretaries).toEqual([{ userId: w.people.secretary.id, name: "Приёмова Ирина" }]);
  });

  it("removes an assignment with its audit entry; she edits there no more", async () => {
    ok(await w.post("admin", "/secretary/remove", pair()));
    expect(await audit("DEPARTMENT_SECRETARY_REMOVE")).toEqual([
      expect.objectContaining({ actor_id: w.people.admin.id, entity: "DEPARTMENT", entity_id: String(w.units.sales), after: null }),
    ]);
    refused(await w.post("admin", "/secretary/remove", pair()), secretaryRefusals.notAssigned);
    refused(await w.post("secretary", "/contacts-v2/create-another", record(w.categories.sales)), contactsRefusals.notTheirDepartment);
    // Secretary of nothing more: the directory's own refusal.
    ok(await w.post("admin", "/secretary/remove", { departmentId: w.units.warehouse, userId: w.people.secretary.id }));
    refused(await w.post("secretary", "/contacts-v2/create-another", record(w.categories.sales)), contactsRefusals.forbidden);
  });
});

// A service's person and department fields (chosen with the portal's finder) on SQLite and PostgreSQL: over
// /api an id is checked and named when the request is made (an unknown one or a blocked person refused by
// its field, nothing written); as a browser without JavaScript (`npm run build` first) the finder's «Найти»
// brings the form back by GET with the colleagues found and everything typed kept, and a refused post keeps
// the chosen colleague.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects } from "../../../../tests/helpers/portal";
import { ok } from "../../../../tests/helpers/envelope";
import { formTokenOf, inputValue, text } from "../../../../tests/helpers/form-browser";
import { answerRefusals } from "../messages.server";
import type { ServiceField } from "../fields";
import { openServices, type ServicesWorld } from "./fixture";

const FIELDS: ServiceField[] = [
  { key: "what", kind: "text", label: "Что нужно", required: true, max: 100 },
  { key: "deputy", kind: "person", label: "Кто замещает", required: true },
  { key: "unit", kind: "department", label: "Подразделение", required: false },
];

describe.each(await dialects())("person and department fields on %s", (dialect) => {
  let w: ServicesWorld;
  beforeAll(async () => {
    w = await openServices(dialect, { pages: true });
    await w.service({ key: "chosen", fields: FIELDS });
    // The people into the finder's index.
    await w.portal.outbox.deliver();
  });
  afterAll(async () => {
    await w?.close();
  });

  const refusal = async (answers: unknown) =>
    (await w.post("employee", "/service-requests/create", { service: "chosen", answers })).envelope.errorMessage;

  it("names the chosen colleague and department in the request as they were when asked", async () => {
    const id = await w.ask("employee", "chosen", { what: "Отпуск", deputy: w.people.head.id, unit: String(w.units.sales) });
    const claim = ok(await w.claimOf("hr1", id)) as { text: string };
    expect(claim.text).toContain("Кто замещает: Начальников Олег");
    expect(claim.text).toContain("Подразделение: Отдел продаж");
  });

  it("refuses an unknown or blocked colleague, an unknown department and a malformed id, writing nothing", async () => {
    const before = await w.counts();
    expect(await refusal({ what: "Отпуск", deputy: 999_999 })).toBe(answerRefusals.person("Кто замещает"));
    expect(await refusal({ what: "Отпуск", deputy: "Начальников" })).toBe(answerRefusals.person("Кто замещает"));
    expect(await refusal({ what: "Отпуск" })).toBe(answerRefusals.required("Кто замещает"));
    expect(await refusal({ what: "Отпуск", deputy: w.people.head.id, unit: 999_999 })).toBe(answerRefusals.department("Подразделение"));
    await w.db.updateTable("users").set({ blocked: 1 }).where("id", "=", w.people.loner.id).execute();
    try {
      expect(await refusal({ what: "Отпуск", deputy: w.people.loner.id })).toBe(answerRefusals.person("Кто замещает"));
    } finally {
      await w.db.updateTable("users").set({ blocked: 0 }).where("id", "=", w.people.loner.id).execute();
    }
    expect(await w.counts()).toEqual(before);
  });

  it("finds colleagues without JavaScript, keeping what was typed, and keeps the chosen one through a refusal", async () => {
    const page = await w.page.html("/services/chosen", "employee");
    expect(page).toContain('name="finder_a.deputy_q"');
    const search = `finder_a.deputy_q=${encodeURIComponent("Начальников")}&a.what=${encodeURIComponent("Отпуск в мае")}`;
    const found = await w.page.html(`/services/chosen?${search}`, "employee");
    expect(found).toContain(`<input type="radio" name="a.deputy" value="${w.people.head.id}"/>`);
    expect(inputValue(found, "a.what")).toBe("Отпуск в мае");
    // Sent with the colleague chosen but the text emptied: the text is refused, the colleague stays chosen.
    const refused = await w.page.post("/services/chosen", "employee", {
      formToken: formTokenOf(found),
      "a.what": "",
      "a.deputy": String(w.people.head.id),
    });
    expect(refused.status).toBe(200);
    const html = await refused.text();
    expect(text(html)).toContain(answerRefusals.required("Что нужно"));
    expect(html).toContain(`<input type="radio" name="a.deputy" checked="" value="${w.people.head.id}"/>`);
  });
});

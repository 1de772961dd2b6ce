// A business card's request is filled from the profile and previewed as an image (issue #34 point 3), on SQLite
// and PostgreSQL through the real build (`npm run build` first): the page draws the card with the person's name,
// position, department, phones and e-mail as an SVG image with a text alternative, and the form's phone starts
// with her work phone; a refused post keeps what she typed instead; other services show no card.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects } from "../../../../tests/helpers/portal";
import { ok } from "../../../../tests/helpers/envelope";
import { formTokenOf, inputValue, text } from "../../../../tests/helpers/form-browser";
import type { ServiceField } from "../fields";
import { openServices, type ServicesWorld } from "./fixture";

const CARD: ServiceField[] = [
  { key: "count", kind: "choice", label: "Тираж", required: true, options: ["50", "100"] },
  { key: "phone", kind: "phone", label: "Телефон на визитке", required: false },
];

describe.each(await dialects())("a business card on %s", (dialect) => {
  let w: ServicesWorld;
  beforeAll(async () => {
    w = await openServices(dialect, { pages: true });
    await w.service({ key: "cards", name: "Визитки", family: "BUSINESS_CARD", fields: CARD });
    await w.db
      .updateTable("users")
      .set({ position: "Продавец-консультант", work_phone: "+7 (812) 555-01-02", email: "m.prodavtsova@example.ru" })
      .where("id", "=", w.people.employee.id)
      .execute();
  });
  afterAll(async () => {
    await w?.close();
  });

  it("previews the card from the profile and starts the phone with the work phone", async () => {
    const view = ok(await w.get("employee", "/service-requests/service", { service: "cards" }));
    expect(view.card).toEqual({
      name: "Продавцова Мария",
      position: "Продавец-консультант",
      department: "Отдел продаж",
      phones: ["+7 (812) 555-01-02"],
      email: "m.prodavtsova@example.ru",
    });
    const html = await w.page.html("/services/cards", "employee");
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-label="Макет визитки: Продавцова Мария"/);
    for (const line of ["Продавец-консультант", "Отдел продаж", "+7 (812) 555-01-02", "m.prodavtsova@example.ru"])
      expect(text(html)).toContain(line);
    expect(inputValue(html, "a.phone")).toBe("+7 (812) 555-01-02");
  });

  it("keeps the phone she typed when the post is refused", async () => {
    const html = await w.page.html("/services/cards", "employee");
    const refused = await w.page.post("/services/cards", "employee", { "a.phone": "8 911 000-00-00", formToken: formTokenOf(html) });
    expect(refused.status).toBe(200);
    const again = await refused.text();
    expect(text(again)).toContain("Заполните поле «Тираж»");
    expect(inputValue(again, "a.phone")).toBe("8 911 000-00-00");
  });

  it("shows no card on other services", async () => {
    const { key } = await w.service();
    const html = await w.page.html(`/services/${key}`, "employee");
    expect(html).not.toContain("Макет визитки");
  });
});

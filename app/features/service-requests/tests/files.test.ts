// A service's file fields and a request's prepared document on SQLite and PostgreSQL (issue #34: file fields
// checked by content; a completed statement carries its prepared file). Over /api: an upload of the services'
// kind taken by one request, refused when it is someone else's or taken already, and read by whoever reads
// the request and no one else. As a browser without JavaScript (`npm run build` first): a multipart post
// refused for another field keeps its file attached; the handler attaches the prepared document from the
// request's page and the owner downloads it; everyone else is refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects } from "../../../../tests/helpers/portal";
import { ok, unauthorized } from "../../../../tests/helpers/envelope";
import { api } from "../../../../tests/helpers/http";
import { formTokenOf, text } from "../../../../tests/helpers/form-browser";
import { answerRefusals, documentMessages } from "../messages.server";
import type { ServiceField } from "../fields";
import { openServices, type ServicesWorld, type Who } from "./fixture";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const FIELDS: ServiceField[] = [
  { key: "what", kind: "text", label: "Что нужно", required: true, max: 100 },
  { key: "scan", kind: "file", label: "Скан заявления", required: true },
];

interface ClaimFiles {
  files: { label: string; name: string; href: string }[];
  attach: string | null;
}

describe.each(await dialects())("request files on %s", (dialect) => {
  let w: ServicesWorld;
  beforeAll(async () => {
    w = await openServices(dialect, { pages: true });
    await w.service({ key: "with-file", fields: FIELDS });
  });
  afterAll(async () => {
    await w?.close();
  });

  /** An upload of the services' kind through /file/save: its id. */
  const upload = async (who: Who, name = "scan.pdf", bytes: Buffer = PDF) =>
    (
      ok(await w.post(who, "/file/save", { originalFileName: name, fileType: "SERVICE_FILE", base64File: bytes.toString("base64") })) as {
        id: number;
      }
    ).id;
  const read = (who: Who | null, href: string) => w.page.get(href, who);
  const filesOf = async (who: Who, id: number) => ok(await w.claimOf(who, id)) as ClaimFiles;

  it("takes the requester's upload into her request, readable by those who read the request only", async () => {
    const fileId = await upload("employee", "заявление.pdf");
    const id = await w.ask("employee", "with-file", { what: "Справка", scan: fileId });
    const { files, attach } = await filesOf("employee", id);
    expect(files).toEqual([
      { label: "Скан заявления", name: "заявление.pdf", href: expect.stringMatching(/^\/files\/\d+-[0-9a-f]{32}\//) },
    ]);
    expect(attach).toBeNull();
    const href = files[0]!.href;
    for (const reader of ["employee", "hr1", "admin"] as const) expect((await read(reader, href)).status, reader).toBe(200);
    for (const stranger of ["junior", "office"] as const) expect((await read(stranger, href)).status, stranger).toBe(404);
    // The request's text names the file.
    expect((ok(await w.claimOf("hr1", id)) as { text: string }).text).toContain("Скан заявления: заявление.pdf");
  });

  it("refuses someone else's upload, one taken by another request, and no file at all, writing nothing", async () => {
    const before = await w.counts();
    const refuse = async (answers: unknown, message: string) =>
      expect((await w.post("employee", "/service-requests/create", { service: "with-file", answers })).envelope.errorMessage).toBe(message);
    await refuse({ what: "Справка", scan: await upload("junior") }, answerRefusals.file("Скан заявления"));
    const taken = await upload("employee");
    await w.ask("employee", "with-file", { what: "Справка", scan: taken });
    const after = await w.counts();
    await refuse({ what: "Справка", scan: taken }, answerRefusals.file("Скан заявления"));
    await refuse({ what: "Справка" }, answerRefusals.required("Скан заявления"));
    await refuse({ what: "Справка", scan: "не число" }, answerRefusals.file("Скан заявления"));
    expect(await w.counts()).toEqual({ claims: after.claims, requests: after.requests });
    expect(after.claims).toBe(before.claims + 1);
  });

  it("keeps a file sent with a refused post (no JavaScript) and files the request with it when fixed", async () => {
    const page = await w.page.html("/services/with-file", "employee");
    // React writes the attribute as encType; HTML reads it in any case.
    expect(page).toMatch(/enctype="multipart\/form-data"/i);
    const form = new FormData();
    form.set("formToken", formTokenOf(page));
    form.set("a.what", "");
    form.set("a.scan", new Blob([PDF], { type: "application/pdf" }), "паспорт.pdf");
    const refused = await w.page.post("/services/with-file", "employee", form);
    expect(refused.status).toBe(200);
    const html = await refused.text();
    expect(text(html)).toContain(answerRefusals.required("Что нужно"));
    expect(text(html)).toContain("Приложен файл «паспорт.pdf»");
    const keptId = /name="a\.scan\.id" value="(\d+)"/.exec(html)?.[1];
    expect(keptId).toBeDefined();
    const fixed = new FormData();
    fixed.set("formToken", formTokenOf(html));
    fixed.set("a.what", "Копия");
    fixed.set("a.scan.id", keptId!);
    fixed.set("a.scan.name", "паспорт.pdf");
    const { page: claimPage } = await w.page.postAndFollow("/services/with-file", "employee", fixed, /\/user\/\d+\/claims\/\d+$/);
    expect(text(claimPage)).toContain("Скан заявления: паспорт.pdf");
  });

  it("refuses a file whose content is not what its name says, keeping what was typed", async () => {
    const page = await w.page.html("/services/with-file", "employee");
    const form = new FormData();
    form.set("formToken", formTokenOf(page));
    form.set("a.what", "Копия приказа");
    form.set("a.scan", new Blob(["<script>alert(1)</script>"], { type: "application/pdf" }), "scan.pdf");
    const refused = await w.page.post("/services/with-file", "employee", form);
    expect(refused.status).toBe(200);
    const html = await refused.text();
    expect(html).toMatch(/id="service-scan-error"/);
    expect(html).toContain('value="Копия приказа"');
  });

  it("lets the handler attach the prepared document from the request's page, for the owner to download", async () => {
    const id = await w.ask("employee", "with-file", { what: "Справка 2-НДФЛ", scan: await upload("employee") });
    const handlerPage = `/user/${w.people.hr1.id}/approvement-requests/${id}`;
    const html = await w.page.html(handlerPage, "hr1");
    expect(html).toContain(`action="/services/requests/${id}/document"`);
    // The owner has no such form.
    expect(await w.page.html(`/user/${w.people.employee.id}/claims/${id}`, "employee")).not.toContain("/document");
    const form = new FormData();
    form.set("back", handlerPage);
    form.set("file", new Blob([PDF], { type: "application/pdf" }), "справка.pdf");
    const { page } = await w.page.postAndFollow(`/services/requests/${id}/document`, "hr1", form, handlerPage);
    expect(text(page)).toContain(documentMessages.attached("справка.pdf"));
    const { files } = await filesOf("employee", id);
    const doc = files.find((f) => f.label === documentMessages.label);
    expect(doc?.name).toBe("справка.pdf");
    expect((await read("employee", doc!.href)).status).toBe(200);
    expect((await read("junior", doc!.href)).status).toBe(404);
    // Done, the service's page lists it with its document for her to download.
    const link = `<a href="${doc!.href.replace(/&/g, "&amp;")}">справка.pdf</a>`;
    expect(await w.page.html("/services/with-file", "employee")).not.toContain(link);
    ok(await w.move("hr1", id, "COMPLETED"));
    expect(await w.page.html("/services/with-file", "employee")).toContain(link);
  });

  it("refuses a document from the owner, a stranger, the signed out, and before the request reaches its handlers", async () => {
    const id = await w.ask("employee", "with-file", { what: "Справка", scan: await upload("employee") });
    const attach = (who: Who | null, fileId: number) => w.post(who, "/service-requests/document", { claimId: id, fileId });
    expect((await attach("employee", await upload("employee"))).envelope.errorMessage).toBe(documentMessages.forbidden);
    expect((await attach("junior", await upload("junior"))).envelope.errorMessage).toBe("Заявка не найдена");
    unauthorized(await api(w.server, "POST", "/service-requests/document", { body: { claimId: id, fileId: 1 } }));
    // hr1 may, but not with someone else's upload.
    expect((await attach("hr1", await upload("employee"))).envelope.errorMessage).toBe(documentMessages.fileNotFound);
    ok(await attach("hr1", await upload("hr1", "готово.pdf")));
    // A request on approval is not the handlers' yet: its approver cannot attach one.
    await w.service({
      key: "approved-first",
      fields: FIELDS,
      route: { approvals: [{ who: [{ kind: "manager" }] }], handlers: { who: [] } },
    });
    const waiting = await w.ask("employee", "approved-first", { what: "Справка", scan: await upload("employee") });
    expect((await filesOf("head", waiting)).attach).toBeNull();
    const early = await w.post("head", "/service-requests/document", { claimId: waiting, fileId: await upload("head") });
    expect(early.envelope.errorMessage).toBe(documentMessages.forbidden);
    const rows = await w.db.selectFrom("service_request_files").select("claim_id").where("purpose", "=", "RESULT").execute();
    expect(rows.filter((r) => r.claim_id === id || r.claim_id === waiting)).toHaveLength(1);
  });
});

// Regression: input at the edges of what the databases store is refused with a Russian message,
// never a 500. On PostgreSQL an id above 2^31-1 overflowed an `integer` column and a NUL byte is not
// allowed in text at all; SQLite stored the NUL silently. Both databases must answer the same.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPerson, createTestPortal, dialects, type TestPortal } from "../helpers/portal";
import { api, startTestServer, type TestServer } from "../helpers/http";
import { ok, refused } from "../helpers/envelope";
import { ru } from "../helpers/ru";

const PASSWORD = "edge-input-1";
const CONTROL_CHARS = "Уберите из текста непечатаемые символы (например, нулевой байт)";

describe.each(await dialects())("edge input on %s", (dialect) => {
  let portal: TestPortal;
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    portal = await createTestPortal(dialect);
    server = await startTestServer(portal);
    const person = await createPerson(portal, { password: PASSWORD });
    token = ok(await api(server, "POST", "/login", { body: { username: person.phone, password: PASSWORD } })).accessToken;
  });
  afterAll(async () => {
    await server?.close();
    await portal?.dispose();
  });

  it("refuses an id above 2^31-1 as an unknown one", async () => {
    for (const id of [2147483648, "2147483648", 9007199254740991]) {
      refused(await api(server, "POST", "/notifications-v2/show", { token, body: { id } }), ru.notifications.notFound);
    }
    refused(await api(server, "GET", "/wiki/guide/get", { token, query: { id: "2147483648" } }), ru.guide.api.articleIdRequired);
  });

  it("names the field in Russian where a rule has no message of its own (zod's default is English)", async () => {
    const call = await api(server, "GET", "/notifications-v2/list", { token, query: { "pageNumber[]": "1" } });
    refused(call, "Некорректное значение поля pageNumber");
  });

  it("refuses NUL and other control characters in text, and keeps tabs and line breaks", async () => {
    for (const skype of ["a\u0000b", "a\u0001b", "a\u001bb", "a\u000bb"]) {
      refused(await api(server, "POST", "/user/update", { token, body: { skype } }), CONTROL_CHARS);
    }
    refused(await api(server, "POST", "/web-push/token/add", { token, body: { token: "x\u0000" } }), CONTROL_CHARS);
    expect(ok(await api(server, "POST", "/user/update", { token, body: { address: "Невский\tпр.\r\n1" } })).address).toBe(
      "Невский\tпр.\r\n1",
    );
    expect(ok(await api(server, "GET", "/user/short-cur-user-info", { token }))).toBeTruthy();
  });
});

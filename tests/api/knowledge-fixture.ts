// People of the FAQ and glossary contract tests: an employee, an FAQ editor and an administrator, with tokens.
import { createPerson, type TestPortal } from "../helpers/portal";
import { api, type TestServer } from "../helpers/http";
import { ok } from "../helpers/envelope";

export const PASSWORD = "secret-pass-1";

export async function knowledgePeople(portal: TestPortal, server: TestServer) {
  const employee = await createPerson(portal, { password: PASSWORD, name: "Мария" });
  const editor = await createPerson(portal, { password: PASSWORD, name: "Олег", roles: ["ROLE_EDIT_WIKI_FAQ_CATEGORIES"] });
  const admin = await createPerson(portal, { password: PASSWORD, name: "Анна", roles: ["ROLE_ADMINISTRATOR"] });
  const token = async (phone: string) =>
    ok(await api(server, "POST", "/login", { body: { username: phone, password: PASSWORD } })).accessToken as string;
  return {
    people: { employee, editor, admin },
    tokens: { employee: await token(employee.phone), editor: await token(editor.phone), admin: await token(admin.phone) },
  };
}

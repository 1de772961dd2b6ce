// People of a contract test: each created with the test's password and signed in over /api (its token),
// and calls made as one of them by name (null: signed out). Object order is creation order (ids follow it).
import type { Portal } from "../../app/portal/open.server";
import { createPerson } from "./portal";
import { api, type TestServer } from "./http";
import { ok } from "./envelope";

export interface PersonSpec {
  name: string;
  surname: string;
  roles?: string[];
}

export async function signedInPeople<Who extends string>(
  portal: Portal,
  server: TestServer,
  specs: Record<Who, PersonSpec>,
  password: string,
) {
  const people = {} as Record<Who, Awaited<ReturnType<typeof createPerson>>>;
  const tokens = {} as Record<Who, string>;
  for (const who of Object.keys(specs) as Who[]) {
    people[who] = await createPerson(portal, { password, ...specs[who] });
    tokens[who] = ok(await api(server, "POST", "/login", { body: { username: people[who].phone, password } })).accessToken as string;
  }
  const get = (who: Who | null, path: string, query: Record<string, string | number | boolean> = {}) =>
    api(server, "GET", path, {
      token: who ? tokens[who] : undefined,
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    });
  const post = (who: Who | null, path: string, body: unknown) => api(server, "POST", path, { token: who ? tokens[who] : undefined, body });
  return { people, tokens, get, post };
}

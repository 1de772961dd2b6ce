// A small company for a feature's integration tests: departments added by name under their parent, and
// people in them, each signed in over /api (a bearer token) and, with the Remix build, through the login
// form (a cookie for a browser without JavaScript).
import type { Kysely } from "kysely";
import type { Database } from "../../app/platform/db/schema";
import { createPerson, type TestPortal } from "./portal";
import { api, signInWithForm, type TestServer } from "./http";
import { ok } from "./envelope";

/** A department's id, made under `parentId` (null: a top one). */
export const addDepartment = async (db: Kysely<Database>, name: string, parentId: number | null) =>
  (await db.insertInto("departments").values({ name, parent_id: parentId, head_user_id: null }).returning("id").executeTakeFirstOrThrow())
    .id;

export interface PersonSpec {
  name: string;
  surname: string;
  departmentId?: number;
  position?: string;
  roles?: string[];
}

/** A person of a fixture's company, placed by the name of her unit (department) rather than its id. */
export type UnitPersonSpec<Unit extends string> = Omit<PersonSpec, "departmentId"> & { unit?: Unit };

/** The people's specs with each unit named replaced by its department's id among `units`. */
export function placedIn<Who extends string, Unit extends string>(
  people: Record<Who, UnitPersonSpec<Unit>>,
  units: Record<Unit, number>,
): Record<Who, PersonSpec> {
  return Object.fromEntries(
    (Object.keys(people) as Who[]).map((who) => {
      const { unit, ...spec } = people[who];
      return [who, { ...spec, departmentId: unit ? units[unit] : undefined }];
    }),
  ) as Record<Who, PersonSpec>;
}

/** The people, created with one password and signed in: their ids and phones, tokens, and cookies when `withCookies`. */
export async function signedInPeople<Who extends string>(
  portal: TestPortal,
  server: TestServer,
  specs: Record<Who, PersonSpec>,
  password: string,
  withCookies: boolean,
) {
  const people = {} as Record<Who, Awaited<ReturnType<typeof createPerson>>>;
  const tokens = {} as Record<Who, string>;
  const cookies = {} as Record<Who, string>;
  for (const who of Object.keys(specs) as Who[]) {
    people[who] = await createPerson(portal, { password, ...specs[who] });
    tokens[who] = ok(await api(server, "POST", "/login", { body: { username: people[who].phone, password } })).accessToken;
    if (withCookies) cookies[who] = await signInWithForm(server, people[who].phone, password);
  }
  return { people, tokens, cookies };
}

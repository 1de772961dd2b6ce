// The groups' page tests: the real build behind the real app (run `npm run build` first), four people
// signed in by the login form (a manager, a member, an outsider in no group, an administrator), groups
// made through the service, and a browser without JavaScript that reads pages and posts forms.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { actingAs, type SignedIn } from "~/platform/actor";
import type { DialectName } from "~/platform/db/db.server";
import { createPerson, createTestPortal, type TestPortal } from "../../../../tests/helpers/portal";
import { signInWithForm, startTestServer, type TestServer } from "../../../../tests/helpers/http";
import { formBrowser } from "../../../../tests/helpers/form-browser";

export const PASSWORD = "groups-pass-1";
/** The smallest PNG (1×1). */
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

export type Who = "manager" | "member" | "outsider" | "admin";

export async function openGroupPages(dialect: DialectName, options: Parameters<typeof createTestPortal>[1] = {}) {
  const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
  const portal: TestPortal = await createTestPortal(dialect, { realClock: true, ...options });
  const server: TestServer = await startTestServer(portal, { build });
  const people = {
    manager: await createPerson(portal, { password: PASSWORD, name: "Олег", surname: "Руководов" }),
    member: await createPerson(portal, { password: PASSWORD, name: "Мария", surname: "Участникова" }),
    outsider: await createPerson(portal, { password: PASSWORD, name: "Семён", surname: "Сторонний" }),
    admin: await createPerson(portal, { password: PASSWORD, name: "Анна", surname: "Админова", roles: ["ROLE_ADMINISTRATOR"] }),
  };
  const actors: Record<Who, SignedIn> = {
    manager: actingAs(people.manager.id),
    member: actingAs(people.member.id),
    outsider: actingAs(people.outsider.id),
    admin: actingAs(people.admin.id, ["ROLE_ADMINISTRATOR"]),
  };
  const cookies = {} as Record<Who, string>;
  for (const who of Object.keys(people) as Who[]) cookies[who] = await signInWithForm(server, people[who].phone, PASSWORD);
  const { groups } = portal.services;

  /** A group the manager runs, the member joined (an open one at once; a closed one by the manager's yes). */
  async function group(name: string, options: { closed?: boolean; withMember?: boolean } = {}) {
    const made = await groups.create(actors.manager, {
      name,
      description: `Описание: ${name}`,
      configClose: options.closed ?? false,
      avatarFileId: undefined,
      coverFileId: undefined,
    });
    if (options.withMember ?? true) {
      if (options.closed) {
        await groups.subscribe(actors.member, made.id);
        const [request] = await portal.services.groupMembers.requests(actors.manager, made.id);
        await portal.services.groupMembers.resolve(actors.manager, { claimId: request!.claimId, accept: true });
      } else {
        await groups.subscribe(actors.member, made.id);
      }
    }
    return made;
  }

  return { portal, server, people, actors, cookies, group, ...formBrowser(() => server, cookies, { redirectStatus: 303 }) };
}

export type GroupPages = Awaited<ReturnType<typeof openGroupPages>>;

// The people page's /api calls (ours: the spec names /admin/users-info but shows no call), in the envelope.
// Each is the page's own reading or change, with the same refusals; a change answers the person as the list
// shows her now. Who may call is checked before the input is read, so anyone else is told so whatever they send.
import type { Actor } from "~/platform/actor";
import type { ApiRoute } from "~/platform/api.server";
import { parseInput } from "~/platform/validate";
import { endSessionsSchema, listQuerySchema, stateChangeSchema } from "../schema";
import { requireAdministrator, type PeopleAdmin } from "./people-admin.server";

/** POST `path`: the input read by `schema`, the change made by `change`; answered with the person changed. */
function changeCall<Input extends { userId: number }>(
  path: string,
  schema: Parameters<typeof parseInput<Input>>[0],
  change: (peopleAdmin: PeopleAdmin, actor: Actor, input: Input) => Promise<unknown>,
): ApiRoute {
  return {
    method: "POST",
    path,
    access: "user",
    async handler({ services, actor, input }) {
      requireAdministrator(actor);
      const parsed = parseInput(schema, input);
      await change(services.peopleAdmin, actor, parsed);
      return services.peopleAdmin.person(actor, parsed.userId);
    },
  };
}

export const peopleAdminApi: ApiRoute[] = [
  {
    method: "GET",
    path: "/admin/users-info/list",
    access: "user",
    handler: ({ services, actor, input }) => {
      requireAdministrator(actor);
      return services.peopleAdmin.list(actor, parseInput(listQuerySchema, input));
    },
  },
  changeCall("/admin/users-info/block", stateChangeSchema, (people, actor, change) => people.block(actor, change)),
  changeCall("/admin/users-info/unblock", stateChangeSchema, (people, actor, change) => people.unblock(actor, change)),
  changeCall("/admin/users-info/end-sessions", endSessionsSchema, (people, actor, change) => people.endSessions(actor, change)),
];

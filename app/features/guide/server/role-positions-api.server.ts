// /admin/roles-by-positions' /api calls (ours: the spec names the page only), in the envelope.
import * as z from "zod/mini";
import type { ApiRoute } from "~/platform/api.server";
import { idOf } from "~/platform/schema";
import { parseInput } from "~/platform/validate";
import { rolePositionsRefusals as t } from "../messages.server";

/** POST /wiki-role/position/add and /remove, and the page's forms. */
export const rolePositionSchema = z.object({ roleId: idOf(t.roleNotFound), positionId: idOf(t.positionRequired) });

export const rolePositionsApi: ApiRoute[] = [
  {
    method: "GET",
    path: "/wiki-role/positions",
    access: "user",
    handler: ({ services, actor }) => services.rolePositions.list(actor),
  },
  {
    method: "POST",
    path: "/wiki-role/position/add",
    access: "user",
    async handler({ services, actor, input }) {
      const { roleId, positionId } = parseInput(rolePositionSchema, input);
      await services.rolePositions.add(actor, roleId, positionId);
      return services.rolePositions.list(actor);
    },
  },
  {
    method: "POST",
    path: "/wiki-role/position/remove",
    access: "user",
    async handler({ services, actor, input }) {
      const { roleId, positionId } = parseInput(rolePositionSchema, input);
      await services.rolePositions.remove(actor, roleId, positionId);
      return services.rolePositions.list(actor);
    },
  },
];

// The calendar's /api calls, in the envelope {responseCode, response, errorMessage} (api.md): a person's month
// and the renewal of her .ics link. The router matches whole paths and reads query and body as one input, so
// the person's id is a parameter (`id`), not a path segment. Both are hers alone.
import type { ApiRoute } from "~/platform/api.server";
import { invalid } from "~/platform/errors";
import { toId } from "~/platform/ids";
import { serverMessages as r } from "../messages.server";

const idIn = (input: Record<string, unknown>) => {
  const id = toId(input.id);
  if (id === null) throw invalid(r.idInvalid, { id: r.idInvalid });
  return id;
};
const monthIn = (input: Record<string, unknown>) => {
  const month = input.month;
  if (month === undefined || month === "") return null;
  if (typeof month !== "string") throw invalid(r.monthInvalid, { month: r.monthInvalid });
  return month;
};

export const calendarApi: ApiRoute[] = [
  {
    method: "GET",
    path: "/calendar/month",
    access: "user",
    handler: ({ services, actor, input }) => services.calendar.month(actor, idIn(input), monthIn(input)),
  },
  {
    method: "POST",
    path: "/calendar/ics/renew",
    access: "user",
    handler: ({ services, actor, input }) => services.calendar.renewFeed(actor, idIn(input)),
  },
];

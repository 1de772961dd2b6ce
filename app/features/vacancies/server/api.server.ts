// The vacancies' /api calls (issue #15 point 8, spec part 2 §7) but the replies' (replies-manifest.server.ts).
// Each parses its input at this edge and calls the service; refusals are 200 with responseCode 1.
import type { ApiRoute, ApiContext } from "~/platform/api.server";
import { invalid } from "~/platform/errors";
import { requireUser } from "~/features/users/index.server";
import { vacancyFieldMessages as f } from "../messages/fields";
import { listQuerySchema, totalQuerySchema, vacancyFieldsSchema, vacancyRefSchema, vacancyUpdateSchema } from "../schema";
import { parseInput } from "~/platform/validate";

/** An unknown city is refused by the call (the page falls back to the default instead). */
async function knownCity({ services }: ApiContext, cityId: number | undefined): Promise<void> {
  if (cityId === undefined) return;
  const cities = await services.vacancies.cities();
  if (!cities.some((c) => c.id === cityId)) throw invalid(f.cityUnknown, { cityId: f.cityUnknown });
}

export const vacanciesApi: ApiRoute[] = [
  {
    method: "GET",
    path: "/vacancies/cities",
    access: "user",
    handler: ({ services }) => services.vacancies.cities(),
  },
  {
    method: "GET",
    path: "/vacancies/list",
    access: "user",
    handler: async (ctx) => {
      const query = parseInput(listQuerySchema, ctx.input);
      await knownCity(ctx, query.cityId);
      return ctx.services.vacancies.list(ctx.actor, query);
    },
  },
  {
    method: "GET",
    path: "/vacancies/get",
    access: "user",
    handler: ({ services, actor, input }) => services.vacancies.get(actor, parseInput(vacancyRefSchema, input).id, { countView: true }),
  },
  {
    method: "GET",
    path: "/vacancies/total",
    access: "user",
    handler: async (ctx) => {
      const filters = parseInput(totalQuerySchema, ctx.input);
      await knownCity(ctx, filters.cityId);
      return ctx.services.vacancies.total(ctx.actor, filters);
    },
  },
  {
    method: "POST",
    path: "/vacancies/create",
    access: "user",
    handler: ({ services, actor, input }) => services.vacancies.create(requireUser(actor), parseInput(vacancyFieldsSchema, input)),
  },
  {
    method: "POST",
    path: "/vacancies/update",
    access: "user",
    handler: ({ services, actor, input }) => services.vacancies.update(requireUser(actor), parseInput(vacancyUpdateSchema, input)),
  },
];

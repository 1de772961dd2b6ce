// The best-in-profession /api calls (ours: the spec names the pages only), in the envelope {responseCode,
// response, errorMessage}: the same years, results and changes as the pages (api.md). Who may change is
// checked before the input is read.
import * as z from "zod/mini";
import type { ApiRoute } from "~/platform/api.server";
import { idOf } from "~/platform/schema";
import { parseInput } from "~/platform/validate";
import { serverMessages as r } from "../messages.server";
import { winnerSchema, yearNumber, yearSchema } from "../schema";
import { requireEditor } from "./professional.server";

const yearQuery = z.object({ year: yearNumber });
const winnerQuery = z.object({ year: yearNumber, id: idOf(r.winnerNotFound) });
const optionalText = z.optional(z.catch(z.string(), ""));
const resultsQuery = z.object({ year: z.optional(z.union([z.string(), z.number()])), region: optionalText, profession: optionalText });
const optionalWinnerId = (input: unknown) => {
  const id = (input as { id?: unknown } | null)?.id;
  return id === undefined || id === null || id === "" ? null : parseInput(z.object({ id: idOf(r.winnerNotFound) }), input).id;
};

export const professionalApi: ApiRoute[] = [
  { method: "GET", path: "/professional/years", access: "user", handler: ({ services, actor }) => services.professional.years(actor) },
  {
    method: "GET",
    path: "/professional/results",
    access: "user",
    handler: ({ services, actor, input }) => {
      const q = parseInput(resultsQuery, input);
      const year = q.year === undefined || q.year === "" ? null : parseInput(yearQuery, { year: q.year }).year;
      return services.professional.results(actor, year, { region: q.region || undefined, profession: q.profession || undefined });
    },
  },
  {
    method: "POST",
    path: "/professional/year/save",
    access: "user",
    handler: ({ services, actor, input }) => {
      requireEditor(actor);
      const current = (input as { current?: unknown } | null)?.current;
      const from = current === undefined || current === null || current === "" ? null : parseInput(yearQuery, { year: current }).year;
      return services.professional.saveYear(actor, from, parseInput(yearSchema, input));
    },
  },
  {
    method: "POST",
    path: "/professional/year/delete",
    access: "user",
    handler: async ({ services, actor, input }) => {
      requireEditor(actor);
      await services.professional.removeYear(actor, parseInput(yearQuery, input).year);
      return null;
    },
  },
  {
    method: "POST",
    path: "/professional/winner/save",
    access: "user",
    handler: ({ services, actor, input }) => {
      requireEditor(actor);
      const { year } = parseInput(yearQuery, input);
      return services.professional.saveWinner(actor, year, optionalWinnerId(input), parseInput(winnerSchema, input), services.files);
    },
  },
  {
    method: "POST",
    path: "/professional/winner/delete",
    access: "user",
    handler: async ({ services, actor, input }) => {
      requireEditor(actor);
      const q = parseInput(winnerQuery, input);
      await services.professional.removeWinner(actor, q.year, q.id);
      return null;
    },
  },
];

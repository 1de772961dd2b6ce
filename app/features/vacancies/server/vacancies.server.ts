// STUB (replaced by the vacancies core): the list, a vacancy, create and update.
import type { Deps } from "~/platform/deps.server";
import type { SearchSource } from "~/platform/feature";
import type { VacanciesService } from "./contract";

const notBuilt = () => Promise.reject(new Error("vacancies: not built yet"));

export function createVacancies(_deps: Deps): VacanciesService & { searchSource: SearchSource } {
  return {
    cities: notBuilt,
    list: notBuilt,
    total: notBuilt,
    get: notBuilt,
    create: notBuilt,
    update: notBuilt,
    searchSource: { indexName: "VACANCY", find: () => Promise.resolve({ total: 0, objects: [] }) },
  };
}

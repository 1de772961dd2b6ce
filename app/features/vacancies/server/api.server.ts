// STUB (replaced by the vacancies core): the spec's /vacancies/* calls but the replies'.
import type { ApiRoute } from "~/platform/api.server";

export const vacanciesApi: ApiRoute[] = [];

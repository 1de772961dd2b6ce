// STUB (replaced by the demo helper): the demo vacancies.
import type { SeedContext } from "~/platform/feature";

export async function seedVacanciesDemo(_context: SeedContext): Promise<void> {}

// Russian demo data for an empty database: each feature's manifest brings its own demo seed, run here
// in the registry's order (the directory's departments and people first: every other seed refers to
// them). Deterministic, so every fresh start looks the same.
import type { Deps } from "~/platform/deps.server";
import type { SeedContext } from "~/platform/feature";
import type { Services } from "~/platform/services";
import { ALL_ROLES as ROLE_REGISTRY, features } from "./registry.server";

/** Every role name (the registry's, as plain strings for the CLI's check of --roles). */
export const ALL_ROLES: readonly string[] = ROLE_REGISTRY;

export interface SeedReport {
  accounts: { phone: string; password: string; who: string }[];
}

export const DEMO_PASSWORD = "portal2026";

/** Demo accounts: phone digits, password, who they are. The last one has no password (to try registration). */
export const DEMO_ACCOUNTS = [
  {
    phone: "9000000001",
    name: "Анна",
    surname: "Смирнова",
    middlename: "Сергеевна",
    position: "Администратор портала",
    roles: ALL_ROLES,
    password: DEMO_PASSWORD,
    who: "администратор",
  },
  {
    phone: "9000000002",
    name: "Олег",
    surname: "Кузнецов",
    middlename: "Игоревич",
    position: "Редактор базы знаний",
    roles: [
      "ROLE_UPDATE_WIKI_GUIDE_TOP_CATEGORY",
      "ROLE_EDIT_WIKI_DOCUMENT",
      "ROLE_EDIT_WIKI_FAQ_CATEGORIES",
      "ROLE_EDIT_VACANCY_CLAIM",
      "ROLE_EDIT_CONTACTS",
      "ROLE_EDIT_NEWS",
    ],
    password: DEMO_PASSWORD,
    who: "редактор",
  },
  {
    phone: "9000000003",
    name: "Мария",
    surname: "Иванова",
    middlename: "Петровна",
    position: "Продавец-консультант",
    roles: [],
    password: DEMO_PASSWORD,
    who: "сотрудник",
  },
  {
    phone: "9000000004",
    name: "Пётр",
    surname: "Волков",
    middlename: "Андреевич",
    position: "Кладовщик",
    roles: [],
    password: null,
    who: "сотрудник без пароля (для регистрации)",
  },
] as const;

export const DEMO_EMPLOYEES = 1000;

export async function seedDemo(deps: Deps, services: Services, employees = DEMO_EMPLOYEES): Promise<SeedReport | null> {
  const { db } = deps;
  const existing = await db.selectFrom("users").select("id").limit(1).executeTakeFirst();
  if (existing) return null;

  const context: SeedContext = {
    deps,
    services,
    employees,
    accounts: DEMO_ACCOUNTS,
    menu: features.flatMap((f) => f.menu ?? []),
    demoUserId: async (phone) => (await db.selectFrom("users").select("id").where("phone", "=", phone).executeTakeFirstOrThrow()).id,
  };
  for (const feature of features) {
    if ("seed" in feature && feature.seed) await feature.seed(context);
  }

  return {
    accounts: DEMO_ACCOUNTS.filter((a) => a.password).map((a) => ({ phone: a.phone, password: a.password!, who: a.who })),
  };
}

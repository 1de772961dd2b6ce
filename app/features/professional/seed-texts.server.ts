// The contest's demo texts (seed.server.ts), kept apart from the seed's logic.
export const demoProfessions = ["Продавец-кассир", "Кладовщик", "Водитель-экспедитор", "Администратор магазина"] as const;
export const demoRegions = ["Москва", "Санкт-Петербург", "Новосибирск"] as const;
export const demoText = "Победитель регионального этапа конкурса профессионального мастерства.";
export const demoYearDescription = "Ежегодный конкурс профессионального мастерства среди сотрудников компании.";

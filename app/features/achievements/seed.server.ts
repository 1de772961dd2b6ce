// The achievements demo: a catalogue of kinds — four for years at the company and two for thanks received,
// granted by the rules' first run, one granted by hand to the demo employee with a comment, and one in the
// archive — all with a badge drawn here, so /achievements, the profile and an award's page have content at once.
import sharp from "sharp";
import { actingAs } from "~/platform/actor";
import type { SeedContext } from "~/platform/feature";
import { ACHIEVEMENT_IMAGE } from "./files";
import type { AchievementRule } from "./tables";

const KINDS: { title: string; description: string; rule: AchievementRule | null; threshold: number | null; archived?: boolean }[] = [
  { title: "Год в компании", description: "Первый год вместе: спасибо, что выбрали нас!", rule: "YEARS", threshold: 1 },
  { title: "Три года в компании", description: "Три года работы в компании.", rule: "YEARS", threshold: 3 },
  {
    title: "Пять лет в компании",
    description: "Пять лет работы в компании: опыт, на который опираются коллеги.",
    rule: "YEARS",
    threshold: 5,
  },
  { title: "Десять лет в компании", description: "Десять лет в компании — золотой фонд команды.", rule: "YEARS", threshold: 10 },
  { title: "Первая благодарность", description: "Коллега впервые сказал вам «спасибо» на портале.", rule: "THANKS", threshold: 1 },
  { title: "Десять благодарностей", description: "Десять благодарностей от коллег.", rule: "THANKS", threshold: 10 },
  { title: "Наставник года", description: "За помощь новым сотрудникам и передачу опыта.", rule: null, threshold: null },
  { title: "Лучший проект 2024", description: "Команда лучшего проекта 2024 года.", rule: null, threshold: null, archived: true },
];

const BADGE = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><circle cx="128" cy="128" r="120" fill="#f3a712"/><circle cx="128" cy="128" r="92" fill="#29335c"/><path d="M128 64l18 38 42 5-31 29 8 42-37-20-37 20 8-42-31-29 42-5z" fill="#f3a712"/></svg>`;

export async function seedAchievements({ deps, services, accounts, demoUserId }: SeedContext): Promise<void> {
  const { db, now } = deps;
  const adminId = await demoUserId(accounts[0]?.phone ?? "");
  const employeeId = await demoUserId(accounts[2]?.phone ?? "");
  const admin = actingAs(adminId, ["ROLE_ADMINISTRATOR"]);
  const png = await sharp(Buffer.from(BADGE)).png().toBuffer();
  const file = await services.files.saveUpload(admin, {
    fileType: ACHIEVEMENT_IMAGE.type,
    originalFileName: "badge.png",
    bytes: new Uint8Array(png),
  });
  const at = now().toISOString();
  const ids: number[] = [];
  for (const k of KINDS) {
    const row = await db
      .insertInto("achievement_kinds")
      .values({
        title: k.title,
        description: k.description,
        image_file_id: file.id,
        rule: k.rule,
        rule_threshold: k.threshold,
        archived: k.archived ? 1 : 0,
        created_at: at,
        updated_at: at,
        created_by: adminId,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  // Unannounced: the demo's people (and the journeys' picked ones) start with no notifications of it.
  await services.achievements.rules.run(now(), { notify: false });
  await db
    .insertInto("achievement_awards")
    .values({
      kind_id: ids[6]!,
      user_id: employeeId,
      awarded_on: at.slice(0, 10),
      granted_by: adminId,
      by_rule: 0,
      comment: "За то, что помогла трём новым продавцам освоиться в первый месяц.",
      created_at: at,
    })
    .execute();
}

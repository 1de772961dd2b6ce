// The birthdays demo: a few of the demo administrator's colleagues have their birthday today and later this week
// (their year shown or hidden), a birthday poster template with a drawn background, today's congratulations
// made by the daily job, and a first wish, so /birthday and a congratulation have content at once.
import sharp from "sharp";
import { actingAs } from "~/platform/actor";
import type { SeedContext } from "~/platform/feature";
import { activePeopleOfDepartments, birthdayPerson, updatePerson } from "~/features/users/index.server";
import { addDays } from "./server/days";
import { moscowDay } from "~/shared/dates";
import { POSTER_BACKGROUND } from "./files";

const TODAY = 3;
const THIS_WEEK = 3;

export async function seedBirthdays({ deps, services, accounts, demoUserId }: SeedContext): Promise<void> {
  const { db, now } = deps;
  const adminId = await demoUserId(accounts[0]?.phone ?? "");
  const demoIds = new Set(await Promise.all(accounts.map((a) => demoUserId(a.phone))));
  const admin = await birthdayPerson(db, adminId);
  if (!admin?.departmentId) return;
  const colleagues = (await activePeopleOfDepartments(db, [admin.departmentId])).filter((p) => !demoIds.has(p.id));
  const today = moscowDay(now());
  const chosen = colleagues.slice(0, TODAY + THIS_WEEK);
  for (const [i, person] of chosen.entries()) {
    const day = i < TODAY ? today : addDays(today, 1 + (i - TODAY));
    // Every other one hides the year ("--mm-dd"): the page shows no age for her.
    await updatePerson(db, person.id, { birthday: i % 2 === 0 ? `${1980 + i}-${day.slice(5)}` : `--${day.slice(5)}` });
  }
  const background = await sharp({ create: { width: 1200, height: 630, channels: 3, background: "#f4a259" } })
    .composite([{ input: Buffer.from(CONFETTI), top: 0, left: 0 }])
    .jpeg({ quality: 80 })
    .toBuffer();
  const admin$ = actingAs(adminId, ["ROLE_ADMINISTRATOR"]);
  const file = await services.files.saveUpload(admin$, {
    fileType: POSTER_BACKGROUND.type,
    originalFileName: "birthday.jpg",
    bytes: new Uint8Array(background),
  });
  const { posters, daily } = services.birthdays;
  await posters.save(
    admin$,
    "BIRTHDAY",
    { text: "С днём рождения, {name}! Коллеги поздравляют вас", backgroundFileId: file.id },
    services.files,
  );
  // Unannounced: the demo's people (and the journeys' picked ones) start with no notifications of it.
  await daily.run(now(), { notify: false });
  const first = await db.selectFrom("birthdays_congratulations").select("id").orderBy("id").executeTakeFirst();
  if (first) {
    const wish = { congratulation_id: first.id, author_id: adminId, text: "Счастья, здоровья и удачи во всём!" };
    await db
      .insertInto("birthdays_wishes")
      .values({ ...wish, created_at: now().toISOString() })
      .execute();
  }
}

const CONFETTI = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">${Array.from(
  { length: 40 },
  (_, i) =>
    `<circle cx="${(i * 131) % 1200}" cy="${(i * 71) % 330}" r="${8 + (i % 5) * 4}" fill="${["#e4572e", "#29335c", "#f3a712", "#669bbc"][i % 4]}"/>`,
).join("")}</svg>`;

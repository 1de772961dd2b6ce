// The club card's large data set (issue #37 part 5b): at scale 1 a card for each of 5,000 people (the
// directory's people first, then generated ones) issued over the last two years, and 50,000 uses of them at the
// club's partners over the last year (one per person, partner and day, as the table holds). The partners are
// the club's own: found through its one seam (partnerNames), and made by the club's generator when it has none.
// Deterministic (a seeded generator) apart from "now". Through bulkInsert.
import type { Portal } from "../../app/portal/open.server";
import { seededRandom } from "../../app/shared/random";
import { moscowDay, shiftDay } from "../../app/shared/dates";
import { newCardNumber } from "../../app/features/club-card/server/card-number";
import { bulkInsert, int, stepLogger, text } from "./bulk-insert";
import { addGeneratedPeople } from "./generated-people";
import { clubSizes, generateClub } from "./club-generate";

export const clubCardPersonPhone = (n: number) => `95${String(n).padStart(8, "0")}`;

export const clubCardSizes = (scale: number) => ({
  people: Math.max(100, Math.round(5_000 * scale)),
  uses: Math.max(1_000, Math.round(50_000 * scale)),
  partners: 20,
});
export type ClubCardSizes = ReturnType<typeof clubCardSizes>;

const DAY = 86_400_000;

export async function generateClubCards(portal: Portal, sizes: ClubCardSizes, options: { log: (line: string) => void }) {
  const started = performance.now();
  const step = stepLogger(options.log);
  const rnd = seededRandom(375);
  const db = portal.db;
  const now = Date.now();
  const holders = await db.kysely
    .selectFrom("users")
    .select("id")
    .where("blocked", "=", 0)
    .where("id", "not in", db.kysely.selectFrom("club_cards").select("user_id"))
    .orderBy("id")
    .limit(sizes.people)
    .execute();
  const added = await addGeneratedPeople(db, {
    count: Math.max(0, sizes.people - holders.length),
    phoneOf: clubCardPersonPhone,
    rnd,
    joined: new Date(now - 800 * DAY).toISOString(),
  });
  step("people added", added.length);
  const people = [...holders.map((u) => u.id), ...added.map((p) => p.id)];

  let partners = [...(await portal.services.club.partnerNames(Array.from({ length: 200 }, (_, i) => i + 1))).keys()];
  if (partners.length === 0) {
    // No club yet on this database: the club's own generator makes its partners (the first ids).
    await generateClub(portal, clubSizes(Math.max(0.01, sizes.partners / 2000)));
    partners = [...(await portal.services.club.partnerNames(Array.from({ length: 200 }, (_, i) => i + 1))).keys()];
  }
  partners = partners.slice(0, sizes.partners);
  step("partners", partners.length);

  const numbers = new Set<string>();
  const cards = await bulkInsert(
    db,
    "club_cards",
    [int("user_id"), text("number"), text("issued_at")],
    (function* () {
      for (const userId of people) {
        let number = newCardNumber();
        while (numbers.has(number)) number = newCardNumber();
        numbers.add(number);
        yield [userId, number, new Date(now - Math.floor(rnd() * 730) * DAY).toISOString()];
      }
    })(),
    { returning: true },
  );
  step("cards", cards.ids.length);

  // Use i is person i mod n at partner k mod p on day k·31 mod 365 back, k = i div n: no two alike.
  const today = moscowDay(new Date(now));
  const uses = await bulkInsert(
    db,
    "club_card_uses",
    [int("card_id"), int("user_id"), int("partner_id"), text("used_at"), text("used_day")],
    (function* () {
      for (let i = 0; i < sizes.uses; i++) {
        const who = i % people.length;
        const k = Math.floor(i / people.length);
        const day = shiftDay(today, -((k * 31 + Math.floor(rnd() * 7)) % 365));
        yield [cards.ids[who]!, people[who]!, partners[(k + who) % partners.length]!, `${day}T10:00:00.000Z`, day];
      }
    })(),
  );
  step("uses", uses.count);
  return { sizes, rows: { people: added.length, cards: cards.ids.length, uses: uses.count }, ms: Math.round(performance.now() - started) };
}

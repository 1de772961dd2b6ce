// The club card's demo data for an empty database: a card for each demo account with a password, a few uses
// at the club's demo partners over the last months (so the statistics draw something), and a gate pass.
// The partners are found through the club's one seam (partnerNames), never its table.
import type { SeedContext } from "~/platform/feature";
import { moscowDay, shiftDay } from "~/shared/dates";
import { newCardNumber } from "./server/card-number";

/** The club's demo partners have small ids: the first of them the seed finds are used. */
const PARTNER_IDS_TRIED = Array.from({ length: 20 }, (_, i) => i + 1);

export async function seedClubCard({ deps: { db, now }, services, accounts, demoUserId }: SeedContext): Promise<void> {
  const at = now();
  const holders: number[] = [];
  for (const account of accounts.filter((a) => a.password)) holders.push(await demoUserId(account.phone));
  const cards = await db
    .insertInto("club_cards")
    .values(
      holders.map((userId, i) => ({
        user_id: userId,
        number: newCardNumber(),
        issued_at: new Date(at.getTime() - (i + 1) * 40 * 86_400_000).toISOString(),
        issued_by: null,
      })),
    )
    .returning(["id", "user_id"])
    .execute();
  const partners = [...(await services.club.partnerNames(PARTNER_IDS_TRIED)).keys()].slice(0, 3);
  const today = moscowDay(at);
  const uses = cards.flatMap((card, c) =>
    partners.flatMap((partnerId, p) =>
      [3, 20, 45, 80].map((ago) => {
        const day = shiftDay(today, -(ago + c + p));
        return { card_id: card.id, user_id: card.user_id, partner_id: partnerId, used_at: `${day}T09:00:00.000Z`, used_day: day };
      }),
    ),
  );
  if (uses.length) await db.insertInto("club_card_uses").values(uses).execute();
  const employee = holders.at(-1);
  if (employee !== undefined)
    await db
      .insertInto("club_gate_passes")
      .values({
        user_id: employee,
        visit_day: shiftDay(today, 2),
        guests: JSON.stringify(["Иван Иванов"]),
        car_number: null,
        status: "NEW",
        created_at: at.toISOString(),
      })
      .execute();
}

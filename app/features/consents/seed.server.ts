// The consents' demo data for an empty database: the demo accounts with a password accepted version 1 at their
// registration, a day apart, from the office network, so /admin/personal-accept shows content.
import type { SeedContext } from "~/platform/feature";

export async function seedConsents({ deps: { db, now }, accounts, demoUserId }: SeedContext): Promise<void> {
  const at = now().getTime();
  const registered = accounts.filter((a) => a.password !== null);
  const rows = await Promise.all(
    registered.map(async (account, i) => ({
      user_id: await demoUserId(account.phone),
      version: 1,
      accepted_at: new Date(at - (registered.length - i) * 86_400_000).toISOString(),
      ip: `10.0.0.${i + 11}`,
      user_agent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
      kind: "REGISTRATION" as const,
    })),
  );
  if (rows.length > 0) await db.insertInto("consents").values(rows).execute();
}

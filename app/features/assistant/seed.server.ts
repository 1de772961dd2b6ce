// Эмилия's demo data for an empty database: one picture of her (drawn here, stored through the files service
// as the administrator's upload) with two phrases, so the home page's banner and /admin/emilia show something.
import sharp from "sharp";
import { actingAs } from "~/platform/actor";
import type { SeedContext } from "~/platform/feature";
import { ROLE_ADMINISTRATOR } from "~/platform/policies";

const PORTRAIT = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">
<rect width="160" height="160" rx="80" fill="#e3f0fb"/><circle cx="80" cy="62" r="30" fill="#f2c9a5"/>
<path d="M50 60q30-48 60 0v-8q-30-40-60 0z" fill="#6b3e26"/><circle cx="70" cy="60" r="3" fill="#333"/>
<circle cx="90" cy="60" r="3" fill="#333"/><path d="M70 74q10 8 20 0" stroke="#c0392b" stroke-width="3" fill="none"/>
<path d="M30 150q50-70 100 0z" fill="#1f6fb2"/></svg>`;

export const DEMO_PHRASES = [
  "<p>Здравствуйте! Я <strong>Эмилия</strong>. Загляните в справочник компании — там ответы на частые вопросы.</p>",
  "<p>Не забудьте заполнить профиль: коллегам будет проще вас найти.</p>",
];

export async function seedAssistant({ services, accounts, demoUserId }: SeedContext): Promise<void> {
  const admin = accounts.find((a) => a.roles.includes(ROLE_ADMINISTRATOR)) ?? accounts[0];
  if (!admin) return;
  const actor = actingAs(await demoUserId(admin.phone), [ROLE_ADMINISTRATOR]);
  const bytes = await sharp(Buffer.from(PORTRAIT)).png().toBuffer();
  const file = await services.files.saveUpload(
    actor,
    { fileType: "EMILIA_IMAGE", originalFileName: "emilia.png", bytes },
    { seeding: true },
  );
  const image = await services.emilia.addImage(actor, { fileId: file.id });
  for (const phraseNewEditor of DEMO_PHRASES) await services.emilia.addPhrase(actor, { imageId: image.id, phraseNewEditor });
}

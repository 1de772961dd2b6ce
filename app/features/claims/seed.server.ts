// The demo's claims (issue #13 point 10): the demo employee has four support requests, one in each of
// NEW, IN_WORK, ON_FIX and COMPLETED, with their histories, handled by the demo administrator. Made
// through the engine itself (on a clock set back over the last days), so rows, histories and events
// are exactly what people's own requests produce.
import { actingAs } from "~/platform/actor";
import type { SeedContext } from "~/platform/feature";
import type { ClaimDb } from "./server/claim-types.server";
import { createClaims } from "./server/claims.server";
import { GENERAL_REQUEST } from "./server/general-request.server";

const HOUR = 3600_000;

interface Step {
  by: "owner" | "admin";
  status?: string;
  comment?: string;
}

const DEMO: { subject: string; text: string; daysAgo: number; steps: Step[] }[] = [
  {
    subject: "Не открывается раздел «Документы»",
    text: "При переходе в раздел «Документы» страница долго грузится и показывает ошибку. Браузер — Яндекс, рабочий ноутбук.",
    daysAgo: 9,
    steps: [
      { by: "admin", status: "IN_WORK" },
      { by: "admin", comment: "Воспроизвели ошибку, исправление выйдет в ближайшем обновлении." },
      { by: "admin", status: "COMPLETED", comment: "Исправлено, проверьте, пожалуйста." },
      { by: "owner", comment: "Всё работает, спасибо!" },
    ],
  },
  {
    subject: "Добавить мой магазин в справочник",
    text: "В справочнике контактов нет магазина на ул. Ленина, 12. Прошу добавить его телефон и адрес.",
    daysAgo: 5,
    steps: [
      { by: "admin", status: "ON_FIX", comment: "Укажите, пожалуйста, номер телефона магазина и часы работы." },
      { by: "owner", comment: "Уточню у директора и допишу." },
    ],
  },
  {
    subject: "Не приходят уведомления на телефон",
    text: "Подписалась на push-уведомления, но на телефон ничего не приходит уже неделю.",
    daysAgo: 3,
    steps: [{ by: "admin", status: "IN_WORK", comment: "Проверяем настройки рассылки." }],
  },
  {
    subject: "Изменить фотографию в профиле",
    text: "Загружаю новую фотографию, но в профиле остаётся старая. Помогите, пожалуйста.",
    daysAgo: 1,
    steps: [],
  },
];

export async function seedClaimsDemo({ deps, accounts, demoUserId }: SeedContext): Promise<void> {
  const adminAccount = accounts[0];
  const employeeAccount = accounts[2];
  if (!adminAccount || !employeeAccount) return;
  const admin = actingAs(await demoUserId(adminAccount.phone), adminAccount.roles);
  const employee = actingAs(await demoUserId(employeeAccount.phone), employeeAccount.roles);
  const start = deps.now().getTime();
  let at = start;
  const claims = createClaims({ ...deps, now: () => new Date(at) });
  for (const demo of DEMO) {
    at = start - demo.daysAgo * 24 * HOUR;
    const { id } = await claims.create(employee, { type: GENERAL_REQUEST, subject: demo.subject, text: demo.text });
    for (const step of demo.steps) {
      at += 3 * HOUR;
      const by = step.by === "admin" ? admin : employee;
      if (step.status)
        await claims.changeStatus(by, { claimId: id, status: step.status, comment: step.comment ?? null, version: undefined });
      else if (step.comment) await claims.comment(by, { claimId: id, comment: step.comment });
    }
  }
}

/**
 * Dates a claim's filing back to `date` (ISO): the claim, its CREATED entry and its first status entry.
 * For other features' demos, which file their claims through their own services at the seed's "now"
 * and then spread them over past days; moves made afterwards keep their own dates.
 */
export async function backdateClaimFiling(db: ClaimDb, claimId: number, date: string): Promise<void> {
  await db.updateTable("claims").set({ create_date: date, update_date: date }).where("id", "=", claimId).execute();
  await db.updateTable("claim_history").set({ date }).where("claim_id", "=", claimId).where("type", "=", "CREATED").execute();
  await db.updateTable("claim_status_history").set({ date }).where("claim_id", "=", claimId).where("from_status", "is", null).execute();
}

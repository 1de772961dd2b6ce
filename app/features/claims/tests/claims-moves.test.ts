// Each actor's moves of a support request through POST /user-claims/change-status (issue #13 points 7
// and 8), on SQLite and PostgreSQL: the refusals, the comment rule, the compare-and-set on `version`
// (a stale form, two handlers racing) and what one move writes in its transaction.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialects } from "../../../../tests/helpers/portal";
import { ok, refused, unauthorized } from "../../../../tests/helpers/envelope";
import { openClaims, type ClaimsWorld } from "./fixture";

const cannot = (from: string, to: string) => `Нельзя перевести заявку из статуса «${from}» в статус «${to}»`;
const already = (status: string) => `Заявка уже в статусе «${status}»`;

describe.each(await dialects())("Claim moves on %s", (dialect) => {
  let w: ClaimsWorld;
  beforeAll(async () => {
    w = await openClaims(dialect);
  });
  afterAll(async () => {
    await w?.close();
  });

  it("refuses the signed-out and, as not found, someone who neither owns nor handles it", async () => {
    const id = await w.file();
    unauthorized(await w.post(null, "/user-claims/change-status", { claimId: id, status: "CANCELLED" }));
    refused(await w.move("other", id, "CANCELLED"), "Заявка не найдена");
    expect(await w.statusOf(id)).toBe("NEW");
  });

  it("lets the owner cancel an open claim and send a fixed one back, nothing else", async () => {
    const id = await w.file();
    refused(await w.move("owner", id, "IN_WORK"), cannot("Новая", "В работе"));
    ok(await w.move("handlerOnly", id, "ON_FIX", { comment: "Уточните адрес" }));
    refused(await w.move("owner", id, "COMPLETED"), cannot("На доработке", "Выполнена"));
    const back = ok(await w.move("owner", id, "NEW"));
    expect(back).toEqual({ id, status: { name: "NEW", description: "Новая" }, version: 3 });
    ok(await w.move("owner", id, "CANCELLED"));
    refused(await w.move("owner", id, "NEW"), cannot("Отменена", "Новая"));
    refused(await w.move("owner", id, "CANCELLED"), already("Отменена"));
  });

  it("lets a handler take it into work, return it or reject it with a comment, and complete it from work", async () => {
    const id = await w.file();
    refused(await w.move("handlerOnly", id, "COMPLETED"), cannot("Новая", "Выполнена"));
    refused(await w.move("handlerOnly", id, "CANCELLED"), cannot("Новая", "Отменена"));
    refused(await w.move("handlerOnly", id, "REJECTED"), "Укажите комментарий");
    refused(await w.move("handlerOnly", id, "ON_FIX", { comment: "   " }), "Укажите комментарий");
    const claim = ok(await w.get("handlerOnly", "/user-claims/get", { id }));
    expect(
      claim.abilities.map((a: { status: { name: string }; commentRequired: boolean; as: string }) => [
        a.status.name,
        a.commentRequired,
        a.as,
      ]),
    ).toEqual([
      ["IN_WORK", false, "handler"],
      ["ON_FIX", true, "handler"],
      ["REJECTED", true, "handler"],
    ]);
    ok(await w.move("handlerOnly", id, "IN_WORK"));
    ok(await w.move("handlerOnly", id, "COMPLETED", { comment: "Готово" }));
    refused(await w.move("handlerOnly", id, "IN_WORK"), cannot("Выполнена", "В работе"));
    const rejected = await w.file();
    ok(await w.move("handlerOnly", rejected, "REJECTED", { comment: "Это вопрос к отделу кадров" }));
    expect(await w.statusOf(rejected)).toBe("REJECTED");
  });

  it("lets claims administrators (support and administrators) make any move, explaining a rejection", async () => {
    const id = await w.file();
    ok(await w.move("support", id, "COMPLETED"));
    ok(await w.move("admin", id, "NEW"));
    refused(await w.move("admin", id, "REJECTED"), "Укажите комментарий");
    ok(await w.move("admin", id, "REJECTED", { comment: "Дубль" }));
    const claim = ok(await w.get("support", "/user-claims/get", { id }));
    expect(claim.abilities.map((a: { status: { name: string }; as: string }) => `${a.status.name}:${a.as}`)).toEqual([
      "NEW:admin",
      "IN_WORK:admin",
      "ON_FIX:admin",
      "COMPLETED:admin",
      "CANCELLED:admin",
    ]);

    // The moves only a claims administrator may make are in the audit log (issue #32); those they may make as
    // the claim's handler (the rejection above, the handler's below) are the claim's history only.
    const handled = await w.file();
    ok(await w.move("handlerOnly", handled, "IN_WORK"));
    const audit = await w.portal.db.kysely
      .selectFrom("audit_log")
      .select(["action", "entity_id", "actor_id", "before", "after"])
      .where("entity", "=", "CLAIM")
      .where("entity_id", "in", [String(id), String(handled)])
      .orderBy("id")
      .execute();
    expect(audit).toEqual([
      {
        action: "CLAIM_ADMIN_MOVE",
        entity_id: String(id),
        actor_id: w.people.support.id,
        before: '{"status":"NEW"}',
        after: '{"status":"COMPLETED","comment":null}',
      },
      {
        action: "CLAIM_ADMIN_MOVE",
        entity_id: String(id),
        actor_id: w.people.admin.id,
        before: '{"status":"COMPLETED"}',
        after: '{"status":"NEW","comment":null}',
      },
    ]);
  });

  it("refuses a stale form with the status the claim is in now", async () => {
    const id = await w.file();
    ok(await w.move("handlerOnly", id, "IN_WORK", { version: 1 }));
    refused(await w.move("support", id, "ON_FIX", { version: 1, comment: "Нужны детали" }), already("В работе"));
    expect(await w.statusOf(id)).toBe("IN_WORK");
  });

  it("lets one of two racing handlers win; the other is told where the claim is now", async () => {
    for (let round = 0; round < 3; round++) {
      const id = await w.file();
      const [a, b] = await Promise.all([
        w.move("support", id, "IN_WORK", { version: 1 }),
        w.move("handlerOnly", id, "REJECTED", { version: 1, comment: "Не к нам" }),
      ]);
      const winners = [a, b].filter((call) => call.envelope.responseCode === 0);
      expect(winners).toHaveLength(1);
      const won = await w.statusOf(id);
      const loser = winners[0] === a ? b : a;
      refused(loser, already(won === "IN_WORK" ? "В работе" : "Отклонена"));
      const moves = await w.portal.db.kysely
        .selectFrom("claim_status_history")
        .select("to_status")
        .where("claim_id", "=", id)
        .orderBy("id")
        .execute();
      expect(moves.map((m) => m.to_status)).toEqual(["NEW", won]);
    }
  });

  it("writes both histories and the event in the move's transaction; its notifications reach the owner and the handlers", async () => {
    const id = await w.file("Уведомления");
    ok(await w.move("support", id, "ON_FIX", { comment: "Нужен скриншот" }));
    const db = w.portal.db.kysely;
    const event = await db
      .selectFrom("events")
      .select(["type", "payload"])
      .where("type", "=", "claims.statusChanged")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    const payload = JSON.parse(event.payload);
    expect(payload).toEqual({
      claimId: id,
      claimType: "GENERAL_REQUEST",
      from: "NEW",
      to: "ON_FIX",
      actorId: w.people.support.id,
      comment: "Нужен скриншот",
    });
    // Delivered right after the commit: the owner reads it, with its destination; the mover hears nothing.
    const mine = async (who: "owner" | "support") =>
      (ok(await w.get(who, "/notifications-v2/list", { pageSize: 100 })) as { type: string; variables: { objectId: number }[] }[]).filter(
        (n) => n.type.startsWith("CLAIM_") && n.variables[0]?.objectId === id,
      );
    expect(await mine("owner")).toEqual([
      expect.objectContaining({
        type: "CLAIM_ON_FIX_FOR_OWNER",
        text: "Ваша заявка {claim} отправлена на доработку",
        variables: [{ text: `№${id} «Уведомления»`, objectId: id }],
        link: `/user/${w.people.owner.id}/claims/${id}`,
        notifyClaim: { claimStatus: { name: "ON_FIX" } },
      }),
    ]);
    expect(await mine("support")).toEqual([
      expect.objectContaining({
        type: "CLAIM_NEW_FOR_APPROVER",
        text: "Новая заявка {claim} ждёт вашего решения",
        link: `/user/${w.people.support.id}/approvement-requests/${id}`,
      }),
    ]);
  });
});

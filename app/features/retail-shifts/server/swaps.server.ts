// A shift's swap: its person offers it, a colleague of the same shop takes it, the shop's manager approves (the
// shift moves to the colleague) or declines; the person may withdraw until then. Each step is a guarded update in
// its transaction (the shift holds one open swap, set only where none is; a swap moves on only from the status it
// was read in), so two colleagues taking one offer at once leave exactly one winner, and the loser is told why.
import type { Transaction } from "kysely";
import type { Actor, SignedIn } from "~/platform/actor";
import type { Database } from "~/platform/db/schema";
import type { Deps } from "~/platform/deps.server";
import { forbidden, invalid, notFound } from "~/platform/errors";
import { writeEvent } from "~/platform/events.server";
import { requireUser } from "~/platform/require-user";
import { canManageShop } from "../policy";
import { serverMessages as r } from "../messages.server";
import type { SwapStatus } from "../tables";
import { RETAIL_SHIFT_NOTICE, type NoticeKind, type RetailShiftNotice } from "./events";
import { overlaps } from "./rows.server";
import { headsShop, shopOf } from "./shops.server";

type Trx = Transaction<Database>;

/** The shift with its open swap, or not found. */
async function loadShift(trx: Trx, id: number) {
  const shift = await trx
    .selectFrom("retail_shifts as s")
    .leftJoin("retail_shift_swaps as w", "w.id", "s.open_swap_id")
    .select(["s.id", "s.shop_id", "s.user_id", "s.starts_at", "s.ends_at", "s.open_swap_id"])
    .select(["w.status as swap_status", "w.owner_id", "w.taker_id"])
    .where("s.id", "=", id)
    .executeTakeFirst();
  if (!shift) throw notFound(r.notFound);
  return shift;
}

type LoadedShift = Awaited<ReturnType<typeof loadShift>>;

export function createSwaps({ db, now }: Deps) {
  const at = () => now().toISOString();
  const notice = (trx: Trx, swapId: number, kind: NoticeKind) => {
    const payload: RetailShiftNotice = { swapId, kind };
    return writeEvent(trx, RETAIL_SHIFT_NOTICE, payload, now());
  };
  const refusePast = (shift: LoadedShift) => {
    if (shift.starts_at <= at()) throw invalid(r.past);
  };
  /** Why a shift without an offer cannot be taken: its last swap was approved, or it was never offered. */
  async function notOpen(trx: Trx, shiftId: number): Promise<never> {
    const last = await trx
      .selectFrom("retail_shift_swaps")
      .select("status")
      .where("shift_id", "=", shiftId)
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst();
    throw invalid(last?.status === "APPROVED" ? r.alreadyApproved : r.notOffered);
  }
  async function requireManager(trx: Trx, user: SignedIn, shift: LoadedShift) {
    if (!canManageShop(user, await headsShop(trx, user.userId, shift.shop_id))) throw forbidden(r.notManager);
  }
  /** Moves the shift's open swap from `from` to `to` (the guard); false: someone moved it first. */
  async function move(trx: Trx, shift: LoadedShift, from: readonly SwapStatus[], set: { status: SwapStatus } & Record<string, unknown>) {
    const moved = await trx
      .updateTable("retail_shift_swaps")
      .set(set)
      .where("id", "=", shift.open_swap_id!)
      .where("status", "in", [...from])
      .executeTakeFirst();
    return Number(moved.numUpdatedRows) === 1;
  }

  return {
    /** The shift's person offers it to her colleagues. */
    offer(actor: Actor, id: number): Promise<{ swapId: number }> {
      const user = requireUser(actor);
      return db.transaction().execute(async (trx) => {
        const shift = await loadShift(trx, id);
        if (shift.user_id !== user.userId) throw forbidden(r.notYours);
        refusePast(shift);
        if (shift.open_swap_id !== null) throw invalid(r.alreadyOffered);
        const swap = await trx
          .insertInto("retail_shift_swaps")
          .values({
            shift_id: id,
            owner_id: user.userId,
            taker_id: null,
            status: "OFFERED",
            created_at: at(),
            taken_at: null,
            decided_at: null,
            decided_by: null,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        const set = await trx
          .updateTable("retail_shifts")
          .set({ open_swap_id: swap.id })
          .where("id", "=", id)
          .where("user_id", "=", user.userId)
          .where("open_swap_id", "is", null)
          .executeTakeFirst();
        if (Number(set.numUpdatedRows) !== 1) throw invalid(r.alreadyOffered);
        return { swapId: swap.id };
      });
    },

    /** Whoever offered it takes the offer back, taken or not, until the manager decides. */
    withdraw(actor: Actor, id: number): Promise<void> {
      const user = requireUser(actor);
      return db.transaction().execute(async (trx) => {
        const shift = await loadShift(trx, id);
        if (shift.open_swap_id === null) return notOpen(trx, id);
        if (shift.owner_id !== user.userId) throw forbidden(r.notOwner);
        if (!(await move(trx, shift, ["OFFERED", "TAKEN"], { status: "WITHDRAWN", decided_at: at(), decided_by: user.userId })))
          throw invalid(r.notOffered);
        await trx.updateTable("retail_shifts").set({ open_swap_id: null }).where("id", "=", id).execute();
      });
    },

    /** A colleague of the same shop takes the offered shift; its manager is told. */
    take(actor: Actor, id: number): Promise<void> {
      const user = requireUser(actor);
      return db.transaction().execute(async (trx) => {
        const shift = await loadShift(trx, id);
        if (shift.user_id === user.userId || shift.owner_id === user.userId) throw invalid(r.self);
        const own = await shopOf(trx, user.userId);
        if (own?.id !== shift.shop_id) throw forbidden(r.otherShop);
        refusePast(shift);
        if (shift.open_swap_id === null) return notOpen(trx, id);
        if (shift.swap_status !== "OFFERED") throw invalid(r.alreadyTaken);
        if (await overlaps(trx, user.userId, shift.starts_at, shift.ends_at, null)) throw invalid(r.overlap);
        if (!(await move(trx, shift, ["OFFERED"], { status: "TAKEN", taker_id: user.userId, taken_at: at() })))
          throw invalid(r.alreadyTaken);
        await notice(trx, shift.open_swap_id, "TAKEN");
      });
    },

    /** The shop's manager approves a taken swap: the shift moves to the colleague; both are told. */
    approve(actor: Actor, id: number): Promise<void> {
      const user = requireUser(actor);
      return db.transaction().execute(async (trx) => {
        const shift = await loadShift(trx, id);
        await requireManager(trx, user, shift);
        if (shift.open_swap_id === null) return notOpen(trx, id);
        if (shift.swap_status !== "TAKEN" || shift.taker_id === null) throw invalid(r.notTaken);
        refusePast(shift);
        if (await overlaps(trx, shift.taker_id, shift.starts_at, shift.ends_at, id)) throw invalid(r.overlapTaker);
        if (!(await move(trx, shift, ["TAKEN"], { status: "APPROVED", decided_at: at(), decided_by: user.userId })))
          throw invalid(r.notTaken);
        await trx.updateTable("retail_shifts").set({ user_id: shift.taker_id, open_swap_id: null }).where("id", "=", id).execute();
        await notice(trx, shift.open_swap_id, "APPROVED");
      });
    },

    /** The shop's manager declines a taken swap: the shift stays with its person, who is told. */
    decline(actor: Actor, id: number): Promise<void> {
      const user = requireUser(actor);
      return db.transaction().execute(async (trx) => {
        const shift = await loadShift(trx, id);
        await requireManager(trx, user, shift);
        if (shift.open_swap_id === null) return notOpen(trx, id);
        if (shift.swap_status !== "TAKEN") throw invalid(r.notTaken);
        if (!(await move(trx, shift, ["TAKEN"], { status: "DECLINED", decided_at: at(), decided_by: user.userId })))
          throw invalid(r.notTaken);
        await trx.updateTable("retail_shifts").set({ open_swap_id: null }).where("id", "=", id).execute();
        await notice(trx, shift.open_swap_id, "DECLINED");
      });
    },
  };
}

export type Swaps = ReturnType<typeof createSwaps>;

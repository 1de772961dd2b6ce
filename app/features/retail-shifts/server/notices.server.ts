// Telling people of a swap: the outbox consumer that turns each RETAIL_SHIFT_NOTICE into notifications of family
// RETAIL_SHIFT (they lead to /services/retail-shifts). Taken: the shop's manager (the nearest head up the
// department chain) is asked to decide; approved: the owner and the colleague; declined: the owner.
import type { Transaction } from "kysely";
import type { Database } from "~/platform/db/schema";
import type { Deps } from "~/platform/deps.server";
import type { EventConsumer } from "~/platform/events.server";
import { notify } from "~/features/notifications/index.server";
import { fullName } from "~/features/contacts/index.server";
import { NOTICE_KINDS, NOTIFICATION_TYPE, RETAIL_SHIFT_NOTICE, type RetailShiftNotice } from "./events";
import { managerOfShop } from "./shops.server";

async function tell(trx: Transaction<Database>, notice: RetailShiftNotice, at: string): Promise<void> {
  if (!NOTICE_KINDS.includes(notice.kind) || !Number.isSafeInteger(notice.swapId)) return;
  const swap = await trx
    .selectFrom("retail_shift_swaps as w")
    .innerJoin("retail_shifts as s", "s.id", "w.shift_id")
    .innerJoin("users as o", "o.id", "w.owner_id")
    .leftJoin("users as t", "t.id", "w.taker_id")
    .select(["s.shop_id", "o.id as owner_id", "o.surname as owner_surname", "o.name as owner_name", "o.middlename as owner_middlename"])
    .select(["t.id as taker_id", "t.surname as taker_surname", "t.name as taker_name", "t.middlename as taker_middlename"])
    .where("w.id", "=", notice.swapId)
    .executeTakeFirst();
  if (!swap) return;
  const owner = {
    text: fullName({ surname: swap.owner_surname, name: swap.owner_name, middlename: swap.owner_middlename }),
    objectId: swap.owner_id,
  };
  const taker =
    swap.taker_id !== null && swap.taker_name !== null
      ? {
          text: fullName({ surname: swap.taker_surname, name: swap.taker_name, middlename: swap.taker_middlename }),
          objectId: swap.taker_id,
        }
      : null;
  if (notice.kind === "TAKEN") {
    const manager = await managerOfShop(trx, swap.shop_id);
    if (manager === null || !taker) return;
    await notify(trx, { recipients: [manager], type: NOTIFICATION_TYPE.TAKEN_FOR_MANAGER, variables: [taker], at });
  } else if (notice.kind === "APPROVED") {
    if (!taker) return;
    await notify(trx, { recipients: [swap.owner_id], type: NOTIFICATION_TYPE.APPROVED_FOR_OWNER, variables: [taker], at });
    await notify(trx, { recipients: [taker.objectId], type: NOTIFICATION_TYPE.APPROVED_FOR_TAKER, variables: [owner], at });
  } else {
    await notify(trx, { recipients: [swap.owner_id], type: NOTIFICATION_TYPE.DECLINED_FOR_OWNER, variables: [], at });
  }
}

export function noticeConsumers({ now }: Pick<Deps, "now">): EventConsumer[] {
  return [
    {
      name: "retail-shifts.notify",
      types: [RETAIL_SHIFT_NOTICE],
      handle: (payload, trx) => tell(trx, payload as RetailShiftNotice, now().toISOString()),
    },
  ];
}

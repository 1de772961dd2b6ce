// What the shifts' reads give the pages and /api (api.md): plain data, names already joined.
import type { SwapStatus } from "../tables";
import type { Shop, ShopPerson } from "./shops.server";

export type { Shop, ShopPerson, SwapStatus };

export interface ShiftItem {
  id: number;
  /** Moscow day, yyyy-mm-dd. */
  day: string;
  /** Moscow wall times, HH:MM. */
  from: string;
  to: string;
  startsAt: string;
  endsAt: string;
  /** `short`: «Иванова М. П.», what the week's narrow columns show. */
  person: ShopPerson & { short: string };
  /** The reader works it. */
  mine: boolean;
  /** The swap in progress; null: none. */
  swap: { status: "OFFERED" | "TAKEN"; ownerId: number; takerId: number | null } | null;
}

export interface ScheduleDay {
  day: string;
  shifts: ShiftItem[];
}

/** An offer or a request of the reader's, or an open offer of her shop. */
export interface SwapItem {
  id: number;
  shiftId: number;
  status: SwapStatus;
  day: string;
  from: string;
  to: string;
  owner: ShopPerson;
  taker: ShopPerson | null;
}

export interface WeekView {
  /** The reader's shop, or the one a manager asked for; null: none to show. */
  shop: Shop | null;
  /** The shops the reader manages (her choice on the pages); empty: none. */
  managed: Shop[];
  /** The Moscow day it is now (the week marks it). */
  today: string;
  monday: string;
  days: ScheduleDay[];
  openOffers: SwapItem[];
  /** The reader's swaps, newest first, with her part in each. */
  mySwaps: (SwapItem & { role: "owner" | "taker" })[];
  canManage: boolean;
}

export interface ManageView {
  shop: Shop;
  managed: Shop[];
  today: string;
  monday: string;
  days: ScheduleDay[];
  people: ShopPerson[];
  /** Swaps taken by a colleague, waiting for the manager. */
  pending: SwapItem[];
}

export interface ShiftCard {
  id: number;
  shop: Shop;
  day: string;
  from: string;
  to: string;
  startsAt: string;
  endsAt: string;
  person: ShopPerson;
  past: boolean;
  /** The latest swap of the shift (in progress or decided); null: never offered. */
  swap: { id: number; status: SwapStatus; owner: ShopPerson; taker: ShopPerson | null } | null;
  canOffer: boolean;
  canWithdraw: boolean;
  canTake: boolean;
  canDecide: boolean;
  canManage: boolean;
}

// The shifts' inputs, shared by the page forms and /api: zod/mini, since the manager's form loads it in the
// browser on her first act (the route's action reads it through schema.server.ts). A day is typed as
// yyyy-mm-dd (the date field) or dd.mm.yyyy, a time as HH:MM, both Moscow (the company's clock); the rules
// between fields (the end after the start, not a past day, no overlap) are the domain's, which names the field.
import * as z from "zod/mini";
import { field, idOf, refuse } from "~/platform/schema";
import { normalizeDate } from "~/shared/dates";
import { messages as t } from "./messages";

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

const day = field((v): string | ReturnType<typeof refuse> => {
  const d = normalizeDate(v);
  return d === "" ? refuse(t.dayRequired) : d === null ? refuse(t.dayInvalid) : d;
});

const time = field((v): string | ReturnType<typeof refuse> => {
  if (v === undefined || v === null || (typeof v === "string" && v.trim() === "")) return refuse(t.timeRequired);
  if (typeof v !== "string") return refuse(t.timeInvalid);
  // A time field may send seconds ("09:00:00"); minutes are enough for a shift.
  const hm = v.trim().slice(0, 5);
  return TIME.test(hm) && (v.trim().length === 5 || /^\d\d:\d\d:\d\d$/.test(v.trim())) ? hm : refuse(t.timeInvalid);
});

/** A shift named by id ({id}): offer, withdraw, take, approve, decline, remove. */
export const shiftRefSchema = z.object({ id: idOf(t.idInvalid) });

/** POST /retail-shifts/add and the manager's form: one shift of a person of the shop. */
export const addShiftSchema = z.object({
  shopId: idOf(t.shopInvalid),
  userId: idOf(t.personRequired),
  day,
  from: time,
  to: time,
});

export type AddShiftInput = z.output<typeof addShiftSchema>;

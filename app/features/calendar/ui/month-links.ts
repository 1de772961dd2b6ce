// The addresses of a person's calendar months: `/calendar/{id}?month=yyyy-mm`, with the year picker's page
// (`years=`) when it should stay open.
import { calendarPath } from "../index";
import { monthKey, type Month } from "../month";

export const monthHref = (userId: number, month: Month, yearsFrom?: number) =>
  `${calendarPath(userId)}?month=${monthKey(month)}${yearsFrom !== undefined ? `&years=${yearsFrom}` : ""}`;

// The .ics file's format (RFC 5545) and the month's grid, as plain functions: CRLF line ends, folding at 75
// octets that never splits a UTF-8 character, TEXT escaping, whole days as DATE values with an exclusive end,
// UTC times with Z, a UID per entry and a PRODID; the grid Monday first with the neighbours' days, and the year
// picker's pages of 11 years moving by 9.
import { describe, expect, it } from "vitest";
import { escapeText, foldLine, icsOf } from "../server/ics.server";
import { gridDays, parseMonth, shiftMonth, yearPage, yearPageAround } from "../month";

const unfold = (text: string) => text.replace(/\r\n /g, "");

describe("the .ics file", () => {
  it("escapes backslashes, semicolons, commas and line breaks in TEXT", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
  });

  it("folds lines at 75 octets without splitting a Cyrillic letter, and unfolds to the same line", () => {
    const line = `SUMMARY:${"Командировка в Вологду, ".repeat(6)}`;
    const folded = foldLine(line);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(3);
    for (const [i, part] of parts.entries()) {
      expect(Buffer.byteLength(part, "utf8")).toBeLessThanOrEqual(75);
      if (i > 0) expect(part.startsWith(" ")).toBe(true);
      expect(Buffer.from(part, "utf8").toString("utf8")).not.toContain("\uFFFD");
    }
    expect(unfold(folded)).toBe(line);
    expect(foldLine("SUMMARY:Отпуск")).toBe("SUMMARY:Отпуск");
  });

  it("writes whole days as DATE values with an exclusive end, times in UTC, a UID each, CRLF everywhere", () => {
    const text = icsOf(
      [
        {
          kind: "leave",
          label: "Отпуск",
          event: {
            id: "12",
            allDay: true,
            fromDay: "2026-12-28",
            toDay: "2026-12-31",
            title: "Отпуск",
            note: null,
            href: "/user/5/claims/12",
          },
        },
        {
          kind: "activity",
          label: "Активности",
          event: {
            id: "3",
            allDay: false,
            startsAt: "2026-12-10T15:00:00.000Z",
            endsAt: "2026-12-10T17:30:00.000Z",
            title: "Лекция; вопросы, ответы",
            note: "Зал «Север»",
            href: "/activities/3",
          },
        },
      ],
      { name: "Календарь портала", origin: "https://portal.example/p", now: new Date("2026-12-07T20:15:00.000Z") },
    );
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = unfold(text).split("\r\n");
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines.some((l) => l.startsWith("PRODID:"))).toBe(true);
    expect(lines).toContain("UID:leave-12");
    expect(lines).toContain("DTSTART;VALUE=DATE:20261228");
    expect(lines).toContain("DTEND;VALUE=DATE:20270101");
    expect(lines).toContain("UID:activity-3");
    expect(lines).toContain("DTSTART:20261210T150000Z");
    expect(lines).toContain("DTEND:20261210T173000Z");
    expect(lines).toContain("DTSTAMP:20261207T201500Z");
    expect(lines).toContain("SUMMARY:Лекция\\; вопросы\\, ответы");
    expect(lines).toContain("LOCATION:Зал «Север»");
    expect(lines).toContain("URL:https://portal.example/p/user/5/claims/12");
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(2);
    expect(lines.at(-2)).toBe("END:VCALENDAR");
  });
});

describe("the month's grid and picker", () => {
  it("runs from the Monday of the first week to the Sunday of the last", () => {
    const december = gridDays(parseMonth("2026-12")!);
    expect(december[0]).toBe("2026-11-30");
    expect(december.at(-1)).toBe("2027-01-03");
    expect(december).toHaveLength(35);
    // February 2027 begins on a Monday and ends on a Sunday: four weeks exactly.
    expect(gridDays(parseMonth("2027-02")!)).toHaveLength(28);
  });

  it("reads only real months and moves over New Year", () => {
    for (const bad of ["2026-13", "2026-1", "26-12", "2026-00", "1899-12", "abc", ""]) expect(parseMonth(bad)).toBeNull();
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(shiftMonth({ year: 1900, month: 1 }, -1)).toBeNull();
  });

  it("shows 11 years around the month's, and moves the page by 9", () => {
    const page = yearPage(yearPageAround(2026));
    expect(page.years).toEqual([2021, 2022, 2023, 2024, 2025, 2026, 2027, 2028, 2029, 2030, 2031]);
    expect(page.earlier).toBe(2012);
    expect(page.later).toBe(2030);
    expect(yearPage(1900).earlier).toBeNull();
    expect(yearPage(2989).later).toBeNull();
  });
});

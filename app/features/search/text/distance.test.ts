import { describe, expect, it } from "vitest";
import { allowedTypos, editDistance } from "./distance";

describe("editDistance", () => {
  it("counts the issue's typos as one edit", () => {
    expect(editDistance("командеровку", "командировку", 2)).toBe(1);
    expect(editDistance("инвинтаризация", "инвентаризация", 2)).toBe(1);
    expect(editDistance("больничнй", "больничный", 2)).toBe(1);
    expect(editDistance("ивонов", "иванов", 2)).toBe(1);
  });

  it("counts a swap of neighbouring letters as one edit, not two", () => {
    expect(editDistance("иванво", "иванов", 2)).toBe(1);
    expect(editDistance("ab", "ba", 2)).toBe(1);
    // Optimal string alignment edits no substring twice: "ca" → "abc" is 3, not Damerau's 2.
    expect(editDistance("ca", "abc", 5)).toBe(3);
  });

  it("counts insertions, deletions and substitutions", () => {
    expect(editDistance("", "", 1)).toBe(0);
    expect(editDistance("", "abc", 3)).toBe(3);
    expect(editDistance("kitten", "sitting", 3)).toBe(3);
    expect(editDistance("отпуск", "отпуск", 0)).toBe(0);
  });

  it("answers max + 1 once the distance exceeds max", () => {
    expect(editDistance("kitten", "sitting", 2)).toBe(3);
    expect(editDistance("kitten", "sitting", 1)).toBe(2);
    expect(editDistance("отпуск", "больничный", 2)).toBe(3);
    expect(editDistance("абв", "абвгдеж", 2)).toBe(3);
    expect(editDistance("иванов", "петров", 0)).toBe(1);
  });

  it("is symmetric", () => {
    const pairs: Array<[string, string]> = [
      ["командеровку", "командировку"],
      ["ca", "abc"],
      ["иванво", "иванов"],
      ["abcdef", "badcfe"],
    ];
    for (const [a, b] of pairs) expect(editDistance(a, b, 5)).toBe(editDistance(b, a, 5));
  });
});

describe("allowedTypos", () => {
  it("allows none under 4 letters, one from 4, two from 8", () => {
    expect(["", "иа", "пет"].map(allowedTypos)).toEqual([0, 0, 0]);
    expect(["иван", "отпуск", "ивановв"].map(allowedTypos)).toEqual([1, 1, 1]);
    expect(["командир", "инвентаризация"].map(allowedTypos)).toEqual([2, 2]);
  });
});

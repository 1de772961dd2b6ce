import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { stemRussian } from "./stem-ru";

// Every 25th word of Snowball's own Russian vocabulary with the stem its reference implementation gives
// (the fixture's first line names the source): any step done differently shows up as a mismatch here.
function fixturePairs(): Array<[word: string, stem: string]> {
  const text = readFileSync(new URL("./stem-ru.fixture.txt", import.meta.url), "utf8");
  return text
    .split("\n")
    .filter((line) => line !== "" && !line.startsWith("#"))
    .map((line) => {
      const [word = "", stem = ""] = line.split("\t");
      return [word, stem];
    });
}

describe("stemRussian", () => {
  it("gives Snowball's stem for every word of the reference sample", () => {
    const pairs = fixturePairs();
    expect(pairs.length).toBeGreaterThan(1900);
    const mismatches = pairs
      .filter(([word, stem]) => stemRussian(word) !== stem)
      .map(([word, stem]) => `${word}: ${stem} ≠ ${stemRussian(word)}`);
    expect(mismatches).toEqual([]);
  });

  it("only takes endings off: every stem starts its word (the excerpt's highlighting relies on it)", () => {
    const notPrefixes = fixturePairs()
      .map(([word]) => [word, stemRussian(word)] as const)
      .filter(([word, stem]) => !word.startsWith(stem));
    expect(notPrefixes).toEqual([]);
  });

  it("reduces the issue's inflected words to the stem of their base form", () => {
    expect(stemRussian("отпуска")).toBe("отпуск");
    expect(stemRussian("отпуск")).toBe("отпуск");
    expect(stemRussian("командировки")).toBe("командировк");
    expect(stemRussian("командировку")).toBe("командировк");
    expect(stemRussian("инвентаризацией")).toBe("инвентаризац");
    expect(stemRussian("инвентаризация")).toBe("инвентаризац");
    expect(stemRussian("сотрудников")).toBe("сотрудник");
    expect(stemRussian("сотрудник")).toBe("сотрудник");
  });

  it("takes each step's rules: gerund, reflexive, participle, superlative, нн, soft sign, ость in R2", () => {
    expect(stemRussian("прочитав")).toBe("прочита"); // -в goes only after а/я, which stays
    expect(stemRussian("улыбнувшись")).toBe("улыбнувш"); // -вшись after у is no gerund: only -сь, then -и go
    expect(stemRussian("купаться")).toBe("купа");
    expect(stemRussian("читающий")).toBe("чита");
    expect(stemRussian("красивейший")).toBe("красив");
    expect(stemRussian("длинный")).toBe("длин");
    expect(stemRussian("сталь")).toBe("стал");
    expect(stemRussian("радость")).toBe("радост"); // ость starts before R2: kept
    expect(stemRussian("возможность")).toBe("возможн");
  });

  it("folds ё itself and leaves words without a vowel or too short to have endings", () => {
    expect(stemRussian("счёта")).toBe(stemRussian("счета"));
    expect(stemRussian("вкл")).toBe("вкл");
    expect(stemRussian("я")).toBe("я");
    expect(stemRussian("")).toBe("");
  });
});

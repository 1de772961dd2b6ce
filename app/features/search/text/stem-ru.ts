/* eslint-disable portal/no-cyrillic -- the endings below are Russian morphology the stemmer matches, not interface text */
// The Snowball Russian stemmer, step for step as snowballstem.org's algorithms/russian.sbl, so that item and
// query words reduce to the same stem ("отпуска", "отпуском" → "отпуск") on both databases. Every step looks only
// at the part of the word after its first vowel (RV): `rv` below is that part, and the word's start is never
// touched. Snowball's `among` takes the LONGEST listed ending present; when that ending's condition fails
// (the а/я some endings need before them), the step fails: it does not fall back to a shorter ending.
// stem-ru.test.ts checks it against a sample of Snowball's own vocabulary and expected stems.

const VOWELS = new Set("аеиоуыэюя");

/** Endings that go only after а or я (which stays), and endings that go unconditionally. */
interface EndingClass {
  afterAOrYa: readonly string[];
  always: readonly string[];
}

/** An ending class ready for matching: all its endings longest first, so the first one present is the longest. */
interface Endings {
  longestFirst: readonly string[];
  always: ReadonlySet<string>;
}

function endingsOf({ afterAOrYa, always }: EndingClass): Endings {
  return { longestFirst: [...afterAOrYa, ...always].sort((a, b) => b.length - a.length), always: new Set(always) };
}

const PERFECTIVE_GERUND = endingsOf({
  afterAOrYa: ["в", "вши", "вшись"],
  always: ["ив", "ивши", "ившись", "ыв", "ывши", "ывшись"],
});

const ADJECTIVE = endingsOf({
  afterAOrYa: [],
  always: [
    ...["ее", "ие", "ые", "ое", "ими", "ыми", "ей", "ий", "ый", "ой", "ем", "им", "ым", "ом"],
    ...["его", "ого", "ему", "ому", "их", "ых", "ую", "юю", "ая", "яя", "ою", "ею"],
  ],
});

// Snowball leaves out им, уем (present passive) and енн: removing them makes too many errors.
const PARTICIPLE = endingsOf({
  afterAOrYa: ["ем", "нн", "вш", "ющ", "щ"],
  always: ["ивш", "ывш", "ующ"],
});

const REFLEXIVE = endingsOf({ afterAOrYa: [], always: ["ся", "сь"] });

const VERB = endingsOf({
  afterAOrYa: ["ла", "на", "ете", "йте", "ли", "й", "л", "ем", "н", "ло", "но", "ет", "ют", "ны", "ть", "ешь", "нно"],
  always: [
    ...["ила", "ыла", "ена", "ейте", "уйте", "ите", "или", "ыли", "ей", "уй", "ил", "ыл", "им", "ым", "ен"],
    ...["ило", "ыло", "ено", "ят", "ует", "уют", "ит", "ыт", "ены", "ить", "ыть", "ишь", "ую", "ю"],
  ],
});

const NOUN = endingsOf({
  afterAOrYa: [],
  always: [
    ...["а", "ев", "ов", "ие", "ье", "е", "иями", "ями", "ами", "еи", "ии", "и", "ией", "ей", "ой", "ий", "й"],
    ...["иям", "ям", "ием", "ем", "ам", "ом", "о", "у", "ах", "иях", "ях", "ы", "ь", "ию", "ью", "ю", "ия", "ья", "я"],
  ],
});

const DERIVATIONAL = ["ост", "ость"] as const;
const SUPERLATIVE = ["ейш", "ейше"] as const;

/** The longest of `endings` that `rv` ends with, or undefined. */
function longestEnding(rv: string, endings: readonly string[]): string | undefined {
  let found: string | undefined;
  for (const ending of endings) {
    if (rv.endsWith(ending) && (found === undefined || ending.length > found.length)) found = ending;
  }
  return found;
}

/**
 * One Snowball `[substring] among (...)` step over an ending class: the word without the ending when the longest
 * ending present may go, else undefined (the step failed). The а/я an ending needs must itself lie in RV.
 */
function removeEnding(rv: string, endings: Endings): string | undefined {
  const ending = endings.longestFirst.find((candidate) => rv.endsWith(candidate));
  if (ending === undefined) return undefined;
  const rest = rv.slice(0, rv.length - ending.length);
  if (endings.always.has(ending)) return rest;
  const before = rest.at(-1);
  return before === "а" || before === "я" ? rest : undefined;
}

/** Snowball's regions: RV starts after the first vowel; R2 is R1 of R1 (R1 starts after the first non-vowel
 * that follows a vowel). A region that cannot be found starts at the word's end. */
function regionsOf(word: string): { rvStart: number; r2Start: number } {
  const isVowel = (index: number) => VOWELS.has(word[index] ?? "");
  const end = word.length;
  let index = 0;
  while (index < end && !isVowel(index)) index++;
  if (index === end) return { rvStart: end, r2Start: end };
  const rvStart = index + 1;
  // R2: after the vowel, past a non-vowel, past a vowel, past a non-vowel.
  index = rvStart;
  const steps: Array<(at: number) => boolean> = [(at) => !isVowel(at), isVowel, (at) => !isVowel(at)];
  for (const wanted of steps) {
    while (index < end && !wanted(index)) index++;
    if (index === end) return { rvStart, r2Start: end };
    index++;
  }
  return { rvStart, r2Start: index };
}

/** Step 1: a perfective gerund, else (after an optional reflexive ending) an adjectival, verb or noun ending. */
function removeInflection(rv: string): string {
  const withoutGerund = removeEnding(rv, PERFECTIVE_GERUND);
  if (withoutGerund !== undefined) return withoutGerund;
  // Snowball keeps the reflexive ending removed even when nothing else matches afterwards.
  const word = removeEnding(rv, REFLEXIVE) ?? rv;
  const withoutAdjective = removeEnding(word, ADJECTIVE);
  if (withoutAdjective !== undefined) return removeEnding(withoutAdjective, PARTICIPLE) ?? withoutAdjective;
  return removeEnding(word, VERB) ?? removeEnding(word, NOUN) ?? word;
}

/** Snowball's tidy_up: a superlative ending (then нн → н), else нн → н, else a final soft sign. */
function tidyUp(rv: string): string {
  const superlative = longestEnding(rv, SUPERLATIVE);
  const ending = longestEnding(rv, [...SUPERLATIVE, "н", "ь"]);
  if (ending === undefined) return rv;
  if (ending === "ь") return rv.slice(0, -1);
  const word = superlative === ending ? rv.slice(0, rv.length - ending.length) : rv;
  return word.endsWith("нн") ? word.slice(0, -1) : word;
}

/**
 * The Snowball Russian stem of a lower-case word ("командировки" → "командировк"). ё is folded to е first, as
 * Snowball itself does; characters outside Cyrillic count as consonants, as in the original.
 */
export function stemRussian(word: string): string {
  const folded = word.replaceAll("ё", "е");
  const { rvStart, r2Start } = regionsOf(folded);
  const start = folded.slice(0, rvStart);
  let rv = removeInflection(folded.slice(rvStart));
  if (rv.endsWith("и")) rv = rv.slice(0, -1);
  // The derivational ending must start inside R2; positions are the same in rv, shifted by rvStart.
  const derivational = longestEnding(rv, DERIVATIONAL);
  if (derivational !== undefined && rvStart + rv.length - derivational.length >= r2Start) {
    rv = rv.slice(0, rv.length - derivational.length);
  }
  return start + tidyUp(rv);
}

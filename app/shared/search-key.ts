// The key names are matched by (people, groups, members, posts' substring search, tags): what several
// features store beside a name and compare a typed query's words with.
/** The Cyrillic ye (U+0435), which yo (U+0451) is folded to: a letter of the matching rule, not interface text. */
const YE = String.fromCodePoint(0x0435);

/** Lower-case with yo folded to ye, for matching names the way people type them. */
export function searchKey(text: string): string {
  return text
    .toLocaleLowerCase("ru-RU")
    .replace(/\u0451/g, YE)
    .replace(/\s+/g, " ")
    .trim();
}

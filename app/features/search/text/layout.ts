/* eslint-disable portal/no-cyrillic -- the Russian keyboard's letters are the data here, not interface text */
// A query typed with the wrong keyboard layout ("bdfyjd" for "иванов", "ылг" for "sku"): the search retries it
// as the same keys in the other layout. The pairs are the Russian PC layout (ЙЦУКЕН) over US QWERTY, key by key,
// shifted keys included: Х is Shift+[ = {, as a person typing "Хлеб" in the wrong layout gets "{kt,".

const LATIN_KEYS = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`" + 'QWERTYUIOP{}ASDFGHJKL:"ZXCVBNM<>~';
const RUSSIAN_KEYS = "йцукенгшщзхъфывапролджэячсмитьбюё" + "ЙЦУКЕНГШЩЗХЪФЫВАПРОЛДЖЭЯЧСМИТЬБЮЁ";

const LATIN_TO_RUSSIAN = new Map<string, string>();
const RUSSIAN_TO_LATIN = new Map<string, string>();
for (let index = 0; index < LATIN_KEYS.length; index++) {
  const latin = LATIN_KEYS[index] ?? "";
  const russian = RUSSIAN_KEYS[index] ?? "";
  LATIN_TO_RUSSIAN.set(latin, russian);
  RUSSIAN_TO_LATIN.set(russian, latin);
}

const CYRILLIC_LETTER = /[а-яё]/i;
const LATIN_LETTER = /[a-z]/i;

/**
 * Each character as the same key in the other layout: Russian letters become QWERTY keys, Latin letters and the
 * punctuation keys of Russian letters ([ ] ; ' , . ` and shifted) become Russian letters; case is kept and
 * everything else stays. Punctuation counts as a Russian letter only inside a run (between spaces) without
 * Cyrillic: "bdfyjd," is "ивановб", but the comma of "иванов, петр" stays a comma.
 */
export function switchLayout(text: string): string {
  return text.replace(/\S+/g, (run) => {
    const hasCyrillic = CYRILLIC_LETTER.test(run);
    let switched = "";
    for (const character of run) {
      const russian = LATIN_TO_RUSSIAN.get(character);
      const latin = RUSSIAN_TO_LATIN.get(character);
      if (latin !== undefined) switched += latin;
      else if (russian !== undefined && (LATIN_LETTER.test(character) || !hasCyrillic)) switched += russian;
      else switched += character;
    }
    return switched;
  });
}

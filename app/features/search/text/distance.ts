// Typo correction: when a query finds nothing, each long enough word is matched against indexed words a few
// edits away. Optimal string alignment counts a swap of two neighbouring letters ("иванво") as one edit, the
// commonest typing slip, where plain Levenshtein counts two.

/**
 * The optimal string alignment distance of `a` and `b` (insertions, deletions, substitutions and swaps of
 * adjacent characters, no substring edited twice), or `max + 1` as soon as it is certain to exceed `max`:
 * the search compares one word with many and needs only "within the allowed typos or not".
 */
export function editDistance(a: string, b: string, max: number): number {
  const over = max + 1;
  if (Math.abs(a.length - b.length) > max) return over;
  if (a === b) return 0;
  // Three rows of the classic table: the one two back is needed for swaps.
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, column) => column);
  for (let row = 1; row <= a.length; row++) {
    const current = [row];
    let rowMinimum = row;
    for (let column = 1; column <= b.length; column++) {
      const substitution = a[row - 1] === b[column - 1] ? 0 : 1;
      let cost = Math.min((previous[column] ?? over) + 1, (current[column - 1] ?? over) + 1, (previous[column - 1] ?? over) + substitution);
      const swapped = row > 1 && column > 1 && a[row - 1] === b[column - 2] && a[row - 2] === b[column - 1];
      if (swapped) cost = Math.min(cost, (beforePrevious[column - 2] ?? over) + 1);
      current.push(cost);
      rowMinimum = Math.min(rowMinimum, cost);
    }
    // A row's minimum never decreases further down the table: past `max`, the answer is too.
    if (rowMinimum > max) return over;
    beforePrevious = previous;
    previous = current;
  }
  const distance = previous[b.length] ?? over;
  return distance > max ? over : distance;
}

/** How many edits a query word may be corrected by (the issue: 4+ letters one, from 8 letters two). */
export function allowedTypos(word: string): number {
  const letters = [...word].length;
  if (letters < 4) return 0;
  return letters < 8 ? 1 : 2;
}

/** A list cut into pieces of at most `size` (statements that name many ids stay under the databases' limits). */
export function chunks<T>(items: readonly T[], size = 500): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * The rows of these ids in the order of `ids`, each id once; an id `fetch` gives no row for is left out.
 * `fetch` is asked once per chunk of distinct ids, so however many ids, the queries stay few (never one per id).
 */
export async function rowsInOrderOf<R extends { id: number }>(
  ids: readonly number[],
  fetch: (part: number[]) => Promise<readonly R[]>,
): Promise<R[]> {
  const wanted = [...new Set(ids)];
  const byId = new Map<number, R>();
  for (const part of chunks(wanted)) for (const row of await fetch(part)) byId.set(row.id, row);
  return wanted.flatMap((id) => byId.get(id) ?? []);
}

/** The rows of these ids in ascending id order (a list to store), as rowsInOrderOf fetches them. */
export function rowsOfIds<R extends { id: number }>(
  ids: readonly number[],
  fetch: (part: number[]) => Promise<readonly R[]>,
): Promise<R[]> {
  return rowsInOrderOf(
    [...ids].sort((a, b) => a - b),
    fetch,
  );
}

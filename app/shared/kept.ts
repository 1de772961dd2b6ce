// The one shape of an in-process cache: least recently used first out, bounded by an estimate of the bytes
// it holds, not by a count. A count bounds nothing when entries vary from 100 bytes to 100 KB, and a
// process's memory must stay bounded however long it runs (issue #38: RSS ≤ 350 MB under load).

export class Kept<K, V> {
  readonly #entries = new Map<K, { value: V; bytes: number }>();
  #bytes = 0;

  /**
   * @param maxBytes what the entries may hold together; an entry larger than this alone is not kept.
   * @param weigh an estimate of one entry's bytes (a JS string holds 2 bytes a character).
   * @param onDrop called for an entry pushed out by newer ones (or replaced), e.g. to free what it holds.
   */
  constructor(
    readonly maxBytes: number,
    private readonly weigh: (key: K, value: V) => number,
    private readonly onDrop?: (key: K, value: V) => void,
  ) {}

  /** The value, made the most recently used. */
  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** The value without a change of order (a held entry that must not look used). */
  peek(key: K): V | undefined {
    return this.#entries.get(key)?.value;
  }

  set(key: K, value: V): void {
    this.delete(key);
    const bytes = this.weigh(key, value);
    if (bytes > this.maxBytes) return;
    this.#entries.set(key, { value, bytes });
    this.#bytes += bytes;
    while (this.#bytes > this.maxBytes) {
      const [oldest, entry] = this.#entries.entries().next().value as [K, { value: V; bytes: number }];
      this.#drop(oldest, entry);
    }
  }

  delete(key: K): boolean {
    const entry = this.#entries.get(key);
    if (!entry) return false;
    this.#drop(key, entry);
    return true;
  }

  #drop(key: K, entry: { value: V; bytes: number }) {
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
    this.onDrop?.(key, entry.value);
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The estimate of what the entries hold now. */
  get bytes(): number {
    return this.#bytes;
  }

  entries(): IterableIterator<[K, V]> {
    return [...this.#entries].map(([k, e]) => [k, e.value] as [K, V])[Symbol.iterator]();
  }
}

/** Bytes of a JS string held in memory (UTF-16), for `weigh`. */
export const stringBytes = (text: string) => 2 * text.length;

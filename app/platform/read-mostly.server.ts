// Data every signed-in page reads and people rarely change (the menu, the header's help link): read once and
// kept for READ_MOSTLY_MS, not once a page. A change made through this process is seen at once (forget);
// one made through another process (several behind nginx) within READ_MOSTLY_MS. Issue #40: the shell's
// statements were a seventh of its server time.
//
// The tests that count a page's statements set READ_MOSTLY_MS_OVERRIDE (vitest.config.ts): on a loaded machine
// the seconds between two counted visits could pass 10 and add the menu's and settings' reads to one of them.
export const READ_MOSTLY_MS = Number(process.env.READ_MOSTLY_MS_OVERRIDE) || 10_000;

export interface ReadMostly<T> {
  /** The kept value, read again when older than READ_MOSTLY_MS. Shared by every caller: never change it. */
  get(): Promise<T>;
  /** After a change: the next get reads it. */
  forget(): void;
}

export function readMostly<T>(load: () => Promise<T>, now: () => number = Date.now): ReadMostly<T> {
  let kept: { value: Promise<T>; until: number } | null = null;
  return {
    get() {
      const at = now();
      if (kept && kept.until > at) return kept.value;
      const value = load();
      const entry = { value, until: at + READ_MOSTLY_MS };
      kept = entry;
      // A failed read (the database restarting) is not kept: the next page reads again.
      value.catch(() => kept === entry && (kept = null));
      return value;
    },
    forget() {
      kept = null;
    },
  };
}

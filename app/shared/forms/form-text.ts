// A text field of a posted form or of an address: its string, or "" for a file or a missing field. Typed
// values go back to the form as they were; `max` cuts what is kept of a hand-made, oversized value.
export function formText(source: { get(name: string): FormDataEntryValue | null }, name: string, max?: number): string {
  const value = source.get(name);
  if (typeof value !== "string") return "";
  return max === undefined ? value : value.slice(0, max);
}

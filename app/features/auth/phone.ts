// A Russian mobile number as people type it and as the portal stores it (10 digits after +7). No zod
// here: the phone field's mask loads this on every entry page.

/** Digits of a Russian mobile number without +7: accepts "+7 (900) 000-00-01", "89000000001" or "9000000001". */
export function normalizePhone(value: string): string {
  // Typed into the mask, "+7" is the prefix: an incomplete "+7 (900) 000-00-0" must stay 9 digits,
  // not become 10 by counting the 7.
  const trimmed = value.trim();
  if (trimmed.startsWith("+7")) return trimmed.slice(2).replace(/\D/g, "");
  const digits = value.replace(/\D/g, "");
  return digits.length === 11 && /^[78]/.test(digits) ? digits.slice(1) : digits;
}

/** "+7 (900) 000-00-01" for 10 digits; a partial number is formatted as far as it goes. */
export function formatPhone(digits: string): string {
  const d = normalizePhone(digits).slice(0, 10);
  if (!d) return "";
  let out = `+7 (${d.slice(0, 3)}`;
  if (d.length >= 3) out += ")";
  if (d.length > 3) out += ` ${d.slice(3, 6)}`;
  if (d.length > 6) out += `-${d.slice(6, 8)}`;
  if (d.length > 8) out += `-${d.slice(8, 10)}`;
  return out;
}

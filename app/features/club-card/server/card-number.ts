// The club card's number: 13 digits as an EAN-13 barcode of the in-store range (prefix 2, free for a company's
// own use), so a partner's till can read it as a barcode too; the last digit checks the other twelve, which
// catches a mistyped digit or two swapped neighbours when a cashier types it.
import { randomInt } from "node:crypto";

/** The in-store prefix and the club's digit: every card number starts with it. */
export const CARD_PREFIX = "27";
const LENGTH = 13;

/** EAN-13's check digit of twelve digits: weights 1 and 3 from the left. */
export function checkDigit(twelve: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(twelve[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** A well-formed card number: 13 digits, the club's prefix, a right check digit. */
export function isCardNumber(value: string): boolean {
  return new RegExp(`^${CARD_PREFIX}\\d{${LENGTH - CARD_PREFIX.length}}$`).test(value) && checkDigit(value) === Number(value[12]);
}

/** A random new number (its uniqueness is the table's: the caller retries on a clash). */
export function newCardNumber(): string {
  let body = CARD_PREFIX;
  while (body.length < 12) body += String(randomInt(10));
  return body + String(checkDigit(body));
}

/** "2712345678903" -> "27 1234 5678 903": how people read it aloud. */
export const groupedNumber = (n: string) => `${n.slice(0, 2)} ${n.slice(2, 6)} ${n.slice(6, 10)} ${n.slice(10)}`;

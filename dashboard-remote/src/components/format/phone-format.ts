import { callingCodeOf, countryOfNumber, DEFAULT_COUNTRY } from "../phone-input/calling-codes.ts";

/** National digits in readable groups: 10 digits as 3-3-4, others in threes (no group of one). */
function group(digits: string): string {
  if (digits.length === 10) return `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
  const groups = digits.match(/.{1,3}/g) ?? [];
  if (groups.length > 1 && groups[groups.length - 1]!.length === 1) groups[groups.length - 2] += groups.pop()!;
  return groups.join(" ");
}

/** A stored number (+14155550100) as people write it (+1 415 555 0100); anything else as it is. */
export function formatPhone(value: string): string {
  if (!/^\+\d{3,15}$/.test(value)) return value;
  const country = countryOfNumber(value, DEFAULT_COUNTRY);
  if (!country) return value;
  const code = callingCodeOf(country);
  return `+${code} ${group(value.slice(1 + code.length))}`;
}

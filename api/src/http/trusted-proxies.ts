// STEWARD_TRUSTED_PROXIES: the reverse proxies whose X-Forwarded-For and X-Forwarded-Proto are
// believed (docs/security.md, "Behind a reverse proxy"). Anyone can send those headers, so they
// mean something only when the hop that sent them is one of ours. Empty by default: nobody.
import { parseIpv4, parseIpv6 } from "../webhooks/url-policy.ts";

/** 4 bytes (IPv4) or 16 (IPv6). An IPv4-mapped IPv6 address is its IPv4 address, so a dual-stack
 * listener's `::ffff:10.0.0.5` and a setting's `10.0.0.0/8` meet. */
export type Address = readonly number[];

export interface AddressRange {
  bytes: Address;
  bits: number;
}

export type TrustedProxies = readonly AddressRange[];

function isMappedIpv4(v6: readonly number[]): boolean {
  return v6.slice(0, 10).every((b) => b === 0) && v6[10] === 0xff && v6[11] === 0xff;
}

export function parseAddress(text: string): Address | null {
  const v4 = parseIpv4(text);
  if (v4) return v4;
  const v6 = parseIpv6(text);
  if (!v6) return null;
  return isMappedIpv4(v6) ? v6.slice(12) : v6;
}

/** One spelling per address, so that one client is one rate-limit bucket however it is written. */
export function formatAddress(address: Address): string {
  if (address.length === 4) return address.join(".");
  const groups: number[] = [];
  for (let i = 0; i < 16; i += 2) groups.push((address[i]! << 8) | address[i + 1]!);
  // RFC 5952: the longest run of two or more zero groups becomes "::" (the first of equal runs).
  let best = { at: -1, length: 1 };
  for (let at = 0; at < 8; at++) {
    let length = 0;
    while (at + length < 8 && groups[at + length] === 0) length += 1;
    if (length > best.length) best = { at, length };
  }
  const hex = (from: number, to: number) => groups.slice(from, to).map((g) => g.toString(16)).join(":");
  return best.at < 0 ? hex(0, 8) : `${hex(0, best.at)}::${hex(best.at + best.length, 8)}`;
}

function inRange(address: Address, range: AddressRange): boolean {
  if (address.length !== range.bytes.length) return false;
  for (let i = 0; i * 8 < range.bits; i++) {
    const mask = (0xff << (8 - Math.min(8, range.bits - i * 8))) & 0xff;
    if ((address[i]! & mask) !== (range.bytes[i]! & mask)) return false;
  }
  return true;
}

export function isTrustedProxy(proxies: TrustedProxies, address: Address): boolean {
  return proxies.some((range) => inRange(address, range));
}

const LOOPBACK: AddressRange[] = [
  { bytes: [127, 0, 0, 0], bits: 8 },
  { bytes: [...Array<number>(15).fill(0), 1], bits: 128 },
];

function parseRange(entry: string): AddressRange[] | string {
  const unreadable = `'${entry}' is not an IP address, a range such as 10.0.0.0/8 or fd00::/8, or the word loopback`;
  if (entry.toLowerCase() === "loopback") return LOOPBACK;
  const [text, prefix, ...more] = entry.split("/");
  const bytes = parseAddress(text!);
  if (!bytes || more.length > 0 || (prefix !== undefined && !/^\d{1,3}$/.test(prefix))) return unreadable;
  const written = text!.includes(":") ? 128 : 32;
  // A mapped range (::ffff:10.0.0.0/104) is kept as the IPv4 range it names.
  const shift = written - bytes.length * 8;
  const bits = prefix === undefined ? bytes.length * 8 : Number(prefix) - shift;
  if (bits < 0 || bits > bytes.length * 8) return `'${entry}' has a prefix length outside 0 to ${written}`;
  const range = { bytes, bits };
  const network = bytes.map((b, i) => b & ((0xff << (8 - Math.max(0, Math.min(8, bits - i * 8)))) & 0xff));
  // Bits past the prefix usually mean a typo in the range, so it is named rather than guessed.
  if (network.some((b, i) => b !== bytes[i])) return `'${entry}' has bits set past its prefix: did you mean ${shift ? "::ffff:" : ""}${formatAddress(network)}/${bits + shift}?`;
  return [range];
}

/** The setting's comma-separated entries, or a sentence per entry that cannot be read. */
export function parseTrustedProxies(text: string): { proxies: TrustedProxies; problems: string[] } {
  const proxies: AddressRange[] = [];
  const problems: string[] = [];
  for (const entry of text.split(",").map((s) => s.trim()).filter(Boolean)) {
    const parsed = parseRange(entry);
    if (typeof parsed === "string") problems.push(parsed);
    else proxies.push(...parsed);
  }
  return { proxies, problems };
}

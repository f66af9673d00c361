// Where webhooks may be sent (docs/security.md, "Webhooks as a way into the network"). A webhook
// URL is chosen by a super admin, but the server makes the request from inside the institution's
// network, so the address is checked twice: the URL when it is saved, and every address its host
// resolves to when each attempt connects (the connection is made to the very address checked, so
// a DNS answer that changes between the two checks (rebinding) gains nothing).
//
// Always refused: link-local (169.254/16, fe80::/10) and cloud metadata addresses and names,
// unspecified, multicast, broadcast, documentation and other reserved ranges. Refused unless the
// host is listed in STEWARD_WEBHOOK_ALLOW_HTTP: plain http, loopback and private networks (a chat
// server inside the institution, a receiver on loopback in tests).

export interface WebhookNetworkPolicy {
  /** Lower-case host names or IP addresses from STEWARD_WEBHOOK_ALLOW_HTTP. */
  allowHosts: readonly string[];
}

export type AddressKind = "public" | "loopback" | "private" | "link_local" | "metadata" | "reserved";

const KIND_WORDS: Record<Exclude<AddressKind, "public">, string> = {
  loopback: "this machine (loopback)",
  private: "a private network",
  link_local: "a link-local network",
  metadata: "a cloud metadata service",
  reserved: "a reserved range",
};

/** Names of metadata services that answer inside a cloud, whatever they resolve to. */
const METADATA_NAMES = new Set(["metadata.google.internal", "metadata.goog", "metadata", "instance-data", "instance-data.ec2.internal", "metadata.azure.internal"]);
const METADATA_ADDRESSES = new Set(["169.254.169.254", "169.254.170.2", "100.100.100.200", "192.0.0.192", "fd00:ec2::254"]);

/** [a, b, c, d] for a dotted IPv4 address, else null. */
export function parseIpv4(text: string): number[] | null {
  const parts = text.split(".");
  if (parts.length !== 4) return null;
  const bytes = parts.map((p) => (/^(0|[1-9][0-9]{0,2})$/.test(p) ? Number(p) : NaN));
  return bytes.every((b) => b >= 0 && b <= 255) ? bytes : null;
}

/** The 16 bytes of an IPv6 address (with or without brackets, an embedded IPv4 tail allowed), else null. */
export function parseIpv6(text: string): number[] | null {
  let s = text.startsWith("[") && text.endsWith("]") ? text.slice(1, -1) : text;
  const zone = s.indexOf("%");
  if (zone >= 0) s = s.slice(0, zone);
  if (!s.includes(":")) return null;
  let tail: number[] = [];
  const lastColon = s.lastIndexOf(":");
  const last = s.slice(lastColon + 1);
  if (last.includes(".")) {
    const v4 = parseIpv4(last);
    if (!v4) return null;
    tail = v4;
    s = `${s.slice(0, lastColon + 1)}0:0`;
  }
  const halves = s.split("::");
  if (halves.length > 2) return null;
  const group = (h: string) => (h === "" ? [] : h.split(":"));
  const head = group(halves[0]!);
  const rest = halves.length === 2 ? group(halves[1]!) : [];
  const missing = 8 - head.length - rest.length;
  if ((halves.length === 1 && missing !== 0) || missing < 0 || (halves.length === 2 && missing < 1)) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...rest];
  const bytes: number[] = [];
  for (const g of groups) {
    if (!/^[0-9a-fA-F]{1,4}$/.test(g)) return null;
    const v = parseInt(g, 16);
    bytes.push(v >> 8, v & 0xff);
  }
  if (tail.length === 4) bytes.splice(12, 4, ...tail);
  return bytes;
}

const inV4 = (b: number[], base: [number, number, number, number], bits: number): boolean => {
  for (let i = 0; i < 4; i++) {
    const take = Math.max(0, Math.min(8, bits - i * 8));
    if (take === 0) return true;
    const mask = (0xff << (8 - take)) & 0xff;
    if ((b[i]! & mask) !== (base[i]! & mask)) return false;
  }
  return true;
};

function ipv4Kind(b: number[]): AddressKind {
  const ip = b.join(".");
  if (METADATA_ADDRESSES.has(ip)) return "metadata";
  if (inV4(b, [127, 0, 0, 0], 8)) return "loopback";
  if (inV4(b, [169, 254, 0, 0], 16)) return "link_local";
  if (inV4(b, [10, 0, 0, 0], 8) || inV4(b, [172, 16, 0, 0], 12) || inV4(b, [192, 168, 0, 0], 16) || inV4(b, [100, 64, 0, 0], 10)) return "private";
  if (
    inV4(b, [0, 0, 0, 0], 8) ||
    inV4(b, [192, 0, 0, 0], 24) ||
    inV4(b, [192, 0, 2, 0], 24) ||
    inV4(b, [198, 18, 0, 0], 15) ||
    inV4(b, [198, 51, 100, 0], 24) ||
    inV4(b, [203, 0, 113, 0], 24) ||
    inV4(b, [224, 0, 0, 0], 4) ||
    inV4(b, [240, 0, 0, 0], 4)
  ) {
    return "reserved";
  }
  return "public";
}

function ipv6Kind(b: number[]): AddressKind {
  const hex = (i: number) => (b[i]! << 8) | b[i + 1]!;
  const zeroUpTo = (n: number) => b.slice(0, n).every((x) => x === 0);
  // IPv4 inside IPv6: mapped (::ffff:a.b.c.d), compatible (::a.b.c.d), NAT64 (64:ff9b::/96), 6to4 (2002::/16).
  if (zeroUpTo(10) && hex(10) === 0xffff) return ipv4Kind(b.slice(12));
  if (hex(0) === 0x64 && hex(2) === 0xff9b && b.slice(4, 12).every((x) => x === 0)) return ipv4Kind(b.slice(12));
  if (hex(0) === 0x2002) return ipv4Kind(b.slice(2, 6));
  if (zeroUpTo(15) && b[15] === 1) return "loopback";
  if (zeroUpTo(16)) return "reserved";
  if (zeroUpTo(12)) return ipv4Kind(b.slice(12));
  if (hex(0) === 0xfd00 && hex(2) === 0x0ec2 && b.slice(4, 14).every((x) => x === 0) && hex(14) === 0x0254) return "metadata";
  if ((b[0]! & 0xfe) === 0xfc) return "private";
  if (b[0] === 0xfe && (b[1]! & 0xc0) === 0x80) return "link_local";
  if (b[0] === 0xfe && (b[1]! & 0xc0) === 0xc0) return "private"; // site-local (deprecated)
  if (b[0] === 0xff) return "reserved"; // multicast
  if (hex(0) === 0x2001 && hex(2) === 0x0db8) return "reserved"; // documentation
  return "public";
}

/** What kind of address `ip` is, or null when it is not an IP address. */
export function addressKind(ip: string): AddressKind | null {
  const v4 = parseIpv4(ip);
  if (v4) return ipv4Kind(v4);
  const v6 = parseIpv6(ip);
  return v6 ? ipv6Kind(v6) : null;
}

/** Host as the allow list and the checks compare it: lower case, no brackets, no trailing dot. */
export function normalHost(hostname: string): string {
  return hostname.toLowerCase().replace(/^\[(.*)\]$/, "$1").replace(/\.$/, "");
}

export function isListedHost(hostname: string, policy: WebhookNetworkPolicy): boolean {
  return policy.allowHosts.includes(normalHost(hostname));
}

/** Why an address may not be reached from `hostname`, or null when it may. */
export function refusalForAddress(ip: string, hostname: string, policy: WebhookNetworkPolicy): string | null {
  const kind = addressKind(ip);
  if (kind === null) return `${ip} is not an IP address`;
  if (kind === "public") return null;
  if ((kind === "loopback" || kind === "private") && isListedHost(hostname, policy)) return null;
  return `${normalHost(hostname) === normalHost(ip) ? ip : `${normalHost(hostname)} resolves to ${ip}`}, ${KIND_WORDS[kind]}`;
}

export type UrlCheck = { ok: true; url: URL } | { ok: false; reason: "invalid" | "scheme" | "credentials" | "forbidden"; detail: string };

/** The check made when a webhook is saved: the URL itself, without asking DNS. */
export function checkWebhookUrl(raw: string, policy: WebhookNetworkPolicy): UrlCheck {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: "invalid", detail: "not a URL" };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return { ok: false, reason: "scheme", detail: url.protocol };
  if (url.hostname === "") return { ok: false, reason: "invalid", detail: "no host" };
  if (url.protocol === "http:" && !isListedHost(url.hostname, policy)) return { ok: false, reason: "scheme", detail: "http to a host not in STEWARD_WEBHOOK_ALLOW_HTTP" };
  if (url.username !== "" || url.password !== "") return { ok: false, reason: "credentials", detail: "user name or password in the URL" };
  const host = normalHost(url.hostname);
  if (METADATA_NAMES.has(host)) return { ok: false, reason: "forbidden", detail: `${host}, a cloud metadata service` };
  if (addressKind(host) !== null) {
    const refusal = refusalForAddress(host, host, policy);
    if (refusal) return { ok: false, reason: "forbidden", detail: refusal };
  } else if ((host === "localhost" || host.endsWith(".localhost")) && !isListedHost(host, policy)) {
    return { ok: false, reason: "forbidden", detail: `${host}, this machine (loopback)` };
  }
  return { ok: true, url };
}

// Who sent a request and whether it came over https, as far as the server can vouch for it
// (docs/security.md, "Behind a reverse proxy"). The connection's peer is what Deno.serve hands
// the app as its env; a test's app.request may pass one. X-Forwarded-For and X-Forwarded-Proto
// are read only when that peer is a trusted proxy (STEWARD_TRUSTED_PROXIES), and then only as
// far back as trusted proxies wrote them: the rate limits and the cookies' Secure flag rest on this.
import type { Context, MiddlewareHandler } from "hono";
import { formatAddress, isTrustedProxy, parseAddress, type Address, type TrustedProxies } from "./trusted-proxies.ts";

export interface ClientConnection {
  /** The client's address in one spelling (the rate limits' key), or "unknown" without a peer. */
  address: string;
  /** The original request was https: on this connection, or as the nearest trusted proxies say. */
  https: boolean;
}

/** An X-Forwarded-For entry: an address, perhaps with a port (`192.0.2.1:8080`, `[2001:db8::1]:443`). */
function forwardedAddress(entry: string): Address | null {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(entry);
  if (bracketed) return parseAddress(bracketed[1]!);
  const v4WithPort = /^([\d.]+):\d+$/.exec(entry);
  return parseAddress(v4WithPort ? v4WithPort[1]! : entry);
}

const listOf = (header: string | undefined) => (header === undefined ? [] : header.split(",").map((s) => s.trim()));

export function resolveClient(
  peer: string | undefined,
  headers: { forwardedFor: string | undefined; forwardedProto: string | undefined },
  ownHttps: boolean,
  proxies: TrustedProxies,
): ClientConnection {
  if (peer === undefined) return { address: "unknown", https: ownHttps };
  const peerAddress = parseAddress(peer);
  if (!peerAddress || !isTrustedProxy(proxies, peerAddress)) return { address: peerAddress ? formatAddress(peerAddress) : peer, https: ownHttps };

  // Each proxy appends the address it was spoken to from, so the list is read from the right and
  // the first address no trusted proxy owns is the client; what lies left of it is the client's
  // own say. Something that is not an address ends the walk at the last hop that could be checked.
  let client = peerAddress;
  let trustedHops = 1;
  const forwardedFor = listOf(headers.forwardedFor);
  for (let i = forwardedFor.length - 1; i >= 0; i--) {
    const hop = forwardedAddress(forwardedFor[i]!);
    if (!hop) break;
    client = hop;
    if (!isTrustedProxy(proxies, hop)) break;
    trustedHops += 1;
  }

  // Most proxies set X-Forwarded-Proto to one value; those that append write one per hop, the
  // nearest last. The leftmost value a trusted proxy wrote is the protocol the client spoke to the
  // edge; values further left came with the request, from whoever sent it.
  const protocols = listOf(headers.forwardedProto);
  const https = protocols.length === 0 ? ownHttps : protocols[protocols.length - Math.min(trustedHops, protocols.length)]!.toLowerCase() === "https";
  return { address: formatAddress(client), https };
}

function resolveFrom(c: Context, proxies: TrustedProxies): ClientConnection {
  const env = c.env as { remoteAddr?: { hostname?: string } } | undefined;
  return resolveClient(
    env?.remoteAddr?.hostname,
    { forwardedFor: c.req.header("x-forwarded-for"), forwardedProto: c.req.header("x-forwarded-proto") },
    new URL(c.req.url).protocol === "https:",
    proxies,
  );
}

/** Resolved once per request, before any route, for the readers below. */
export function clientConnection(proxies: TrustedProxies): MiddlewareHandler {
  return async (c, next) => {
    c.set("client", resolveFrom(c, proxies));
    await next();
  };
}

// A context the middleware did not see (none in the app) trusts nobody.
const connectionOf = (c: Context): ClientConnection => (c.var as { client?: ClientConnection }).client ?? resolveFrom(c, []);

/** The key of the per-client rate limits. */
export function clientAddress(c: Context): string {
  return connectionOf(c).address;
}

/** Whether the original request was https: the one answer the cookies' Secure flag asks for. */
export function cameOverHttps(c: Context): boolean {
  return connectionOf(c).https;
}

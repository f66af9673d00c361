// One webhook attempt over HTTP(S), through node:http(s) (in Node and in Deno alike) because it
// lets us choose the address the connection goes to: the host is resolved by our own lookup,
// which refuses forbidden addresses (url-policy.ts), and the socket connects to the address that
// lookup returned, so nothing can swap it in between. No connection pooling (a pooled socket would
// skip the lookup), no redirects followed (a 3xx is a failed attempt), and one deadline for the
// whole exchange, so a receiver that hangs costs one timeout and never holds up other deliveries.
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import { addressKind, refusalForAddress, type WebhookNetworkPolicy } from "./url-policy.ts";

export interface AttemptResult {
  /** The receiver's status, null when none came. */
  status: number | null;
  durationMs: number;
  error: string | null;
}

export class ForbiddenAddressError extends Error {
  readonly code = "EFORBIDDENADDRESS";
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A dns.lookup for http.request that resolves every address and refuses the lot if one is forbidden. */
export function guardedLookup(policy: WebhookNetworkPolicy) {
  return (hostname: string, options: { all?: boolean; family?: number | string } | undefined, callback: LookupCallback): void => {
    dnsLookup(hostname, { all: true }, (err, addresses) => {
      if (err) return callback(err, []);
      const list = addresses as LookupAddress[];
      for (const a of list) {
        const refusal = refusalForAddress(a.address, hostname, policy);
        if (refusal) return callback(new ForbiddenAddressError(`refused: ${refusal}`), []);
      }
      if (list.length === 0) return callback(Object.assign(new Error(`${hostname} has no address`), { code: "ENOTFOUND" }), []);
      if (options?.all) return callback(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

const RESPONSE_BYTES_READ = 64 * 1024;

export function postWebhook(
  url: URL,
  headers: Record<string, string>,
  body: string,
  options: { timeoutMs: number; policy: WebhookNetworkPolicy },
): Promise<AttemptResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise<AttemptResult>((resolve) => {
    let settled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = (result: Omit<AttemptResult, "durationMs">) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, durationMs: elapsed() });
    };
    // An IP address in the URL is never looked up, so it is checked here (again: it was checked when saved).
    const literal = url.hostname.replace(/^\[(.*)\]$/, "$1");
    if (addressKind(literal) !== null) {
      const refusal = refusalForAddress(literal, literal, options.policy);
      if (refusal) return finish({ status: null, error: `refused: ${refusal}` });
    }
    const client = url.protocol === "https:" ? https : http;
    const req = client.request(
      url,
      {
        method: "POST",
        agent: false,
        lookup: guardedLookup(options.policy) as never,
        headers: { ...headers, "content-type": "application/json", "content-length": String(new TextEncoder().encode(body).length), "user-agent": "Steward-Webhooks/1" },
      },
      (res) => {
        const status = res.statusCode ?? null;
        let read = 0;
        res.on("data", (chunk: Uint8Array) => {
          read += chunk.length;
          // Only the status matters; a receiver that streams forever is cut off.
          if (read > RESPONSE_BYTES_READ) res.destroy();
        });
        res.on("end", () => finish({ status, error: status !== null && status >= 200 && status < 300 ? null : `HTTP ${status}` }));
        res.on("close", () => finish({ status, error: status !== null && status >= 200 && status < 300 ? null : `HTTP ${status}` }));
        res.on("error", () => finish({ status, error: status !== null && status >= 200 && status < 300 ? null : `HTTP ${status}` }));
      },
    );
    timer = setTimeout(() => {
      finish({ status: null, error: `timed out after ${options.timeoutMs} ms` });
      req.destroy();
    }, options.timeoutMs);
    req.on("error", (e: NodeJS.ErrnoException) => {
      const refused = e.message.startsWith("refused: ");
      finish({ status: null, error: (refused || !e.code ? e.message : `${e.code}: ${e.message}`).slice(0, 500) });
    });
    req.end(body);
  });
}

// A webhook receiver on loopback, as a chat tool's would be: it checks every request's signature
// with the `standardwebhooks` package (the reference implementation of the Standard Webhooks
// specification) and keeps what it received. It can be told to fail (answer 500) or to hang
// (never answer), to exercise retries and timeouts.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { Webhook } from "standardwebhooks";

export interface ReceivedWebhook {
  id: string;
  timestamp: number;
  /** Whether `standardwebhooks` accepted the signature (and the timestamp, against the receiver's clock). */
  verified: boolean;
  error: string | null;
  body: string;
  payload: { type: string; timestamp: string; data: Record<string, unknown> } | null;
  /** What the receiver answered. */
  answered: number | "hung";
}

export type ReceiverMode = "ok" | "fail" | "hang";

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** Only verified requests that were answered 2xx. */
  accepted(): ReceivedWebhook[];
  /** The signing secret to check with (set once the webhook is created). */
  secret: string | null;
  mode: ReceiverMode;
  waitFor(n: number, ms?: number): Promise<ReceivedWebhook[]>;
  close(): Promise<void>;
}

/**
 * `now` is the receiver's clock for the signature's timestamp tolerance (five minutes): tests that
 * move the server's clock give the receiver the same one.
 */
export async function startWebhookReceiver(options: { now?: () => Date; path?: string } = {}): Promise<WebhookReceiver> {
  const hanging = new Set<ServerResponse>();
  const receiver: WebhookReceiver = {
    url: "",
    received: [],
    accepted: () => receiver.received.filter((r) => r.verified && r.answered === 204),
    secret: null,
    mode: "ok",
    async waitFor(n, ms = 15_000) {
      const deadline = Date.now() + ms;
      while (receiver.received.length < n) {
        if (Date.now() > deadline) throw new Error(`expected ${n} webhook requests, got ${receiver.received.length}`);
        await new Promise((r) => setTimeout(r, 25));
      }
      return receiver.received;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };

  const verify = (body: string, headers: IncomingMessage["headers"]): { ok: boolean; error: string | null } => {
    if (!receiver.secret) return { ok: false, error: "no secret configured" };
    const wh = new Webhook(receiver.secret);
    // The package checks the timestamp against Date.now(); tests run on a moved clock, so the
    // receiver checks it against its own: same rule (five minutes either way), same clock as the sender.
    const clock = options.now;
    if (clock) {
      const ts = Number(headers["webhook-timestamp"]);
      const skew = Math.abs(clock().getTime() / 1000 - ts);
      if (!Number.isFinite(ts) || skew > 5 * 60) return { ok: false, error: `timestamp off by ${skew}s` };
      (wh as unknown as { verifyTimestamp: (h: string) => Date }).verifyTimestamp = (h: string) => new Date(Number(h) * 1000);
    }
    try {
      wh.verify(body, {
        "webhook-id": String(headers["webhook-id"] ?? ""),
        "webhook-timestamp": String(headers["webhook-timestamp"] ?? ""),
        "webhook-signature": String(headers["webhook-signature"] ?? ""),
      });
      return { ok: true, error: null };
    } catch (e) {
      return { ok: false, error: e instanceof Error ? e.message : String(e) };
    }
  };

  const server: Server = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => {
      const { ok, error } = verify(body, req.headers);
      let payload: ReceivedWebhook["payload"] = null;
      try {
        payload = JSON.parse(body) as ReceivedWebhook["payload"];
      } catch {
        payload = null;
      }
      const mode = receiver.mode;
      const answered = mode === "hang" ? "hung" : mode === "fail" ? 500 : ok ? 204 : 401;
      receiver.received.push({ id: String(req.headers["webhook-id"] ?? ""), timestamp: Number(req.headers["webhook-timestamp"]), verified: ok, error, body, payload, answered });
      if (answered === "hung") {
        hanging.add(res);
        res.on("close", () => hanging.delete(res));
        return;
      }
      res.writeHead(answered);
      res.end();
    });
  });
  const port = await new Promise<number>((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolve(typeof address === "object" && address ? address.port : 0);
    });
  });
  receiver.url = `http://127.0.0.1:${port}${options.path ?? "/hooks/steward"}`;
  return receiver;
}

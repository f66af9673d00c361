import type { Database } from "../db/connection.ts";
import { deliverDueMail } from "../mail/deliver.ts";
import type { MailTransport } from "../mail/transports.ts";
import type { Job } from "./scheduler.ts";

/** Sends what the mail outbox holds; each message is also leased on its own row (mail/deliver.ts). */
export function deliverMailJob(database: Database, transport: MailTransport, from: string, everyMs: number): Job {
  return {
    name: "deliver-mail",
    schedule: { everyMs },
    leaseMs: 2 * 60_000,
    run: async (now) => ({ ...(await deliverDueMail(database, transport, from, now)) }),
  };
}

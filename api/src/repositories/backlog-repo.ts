// How much work waits to leave the building: mail in the outbox and webhook deliveries not yet
// made. Read when metrics are scraped (metrics/collect.ts), each with one count over its index.
import { count, eq } from "drizzle-orm";
import type { Executor } from "../db/connection.ts";
import { outbox } from "../db/schema.ts";
import { webhookDeliveries } from "../db/tables/webhooks.ts";

export interface Backlog {
  pendingMail: number;
  pendingDeliveries: number;
}

export async function readBacklog(ex: Executor): Promise<Backlog> {
  const [mail] = await ex.select({ n: count() }).from(outbox).where(eq(outbox.status, "pending"));
  const [deliveries] = await ex.select({ n: count() }).from(webhookDeliveries).where(eq(webhookDeliveries.status, "pending"));
  return { pendingMail: mail?.n ?? 0, pendingDeliveries: deliveries?.n ?? 0 };
}

// Queries of the webhook tables (db/tables/webhooks.ts): the webhooks themselves, their deliveries
// and each delivery's attempts. No rules: services/webhook-service.ts and webhooks/deliver.ts decide.
import type { WebhookDeliveryDoc, WebhookDeliveryListQuery, WebhookDeliveryStatus, WebhookDoc } from "@steward/shared";
import { and, asc, count, desc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Executor } from "../db/connection.ts";
import { users } from "../db/schema.ts";
import { webhookAttempts, webhookDeliveries, webhooks } from "../db/tables/webhooks.ts";

const parseEvents = (text: string): string[] => {
  try {
    const v: unknown = JSON.parse(text);
    return Array.isArray(v) ? v.filter((e): e is string => typeof e === "string") : [];
  } catch {
    return [];
  }
};

/** Every webhook, or the one with `id`, with who created it; never the secret. */
export async function webhookDocs(ex: Executor, id?: number): Promise<WebhookDoc[]> {
  const rows = await ex
    .select({ id: webhooks.id, url: webhooks.url, events: webhooks.events, createdAt: webhooks.createdAt, byId: users.id, byName: users.name })
    .from(webhooks)
    .leftJoin(users, eq(users.id, webhooks.createdById))
    .where(id === undefined ? undefined : eq(webhooks.id, id))
    .orderBy(asc(webhooks.id));
  return rows.map((r) => ({
    id: r.id,
    url: r.url,
    events: parseEvents(r.events),
    createdAt: r.createdAt,
    createdBy: r.byId !== null && r.byName !== null ? { id: r.byId, name: r.byName } : null,
  }));
}

/** The deliveries with these ids, in this order, each with its attempts. */
export async function deliveryDocs(ex: Executor, ids: readonly number[]): Promise<WebhookDeliveryDoc[]> {
  if (ids.length === 0) return [];
  const rows = await ex.select().from(webhookDeliveries).where(inArray(webhookDeliveries.id, [...ids]));
  const attempts = await ex.select().from(webhookAttempts).where(inArray(webhookAttempts.deliveryId, [...ids])).orderBy(asc(webhookAttempts.id));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      {
        id: r.id,
        messageId: r.messageId,
        event: { id: r.eventId, type: r.eventType },
        status: r.status as WebhookDeliveryStatus,
        attempts: attempts
          .filter((a) => a.deliveryId === id)
          .map((a) => ({ at: a.attemptedAt, status: a.statusCode, durationMs: a.durationMs, error: a.error })),
        nextAttemptAt: r.nextAttemptAt,
        giveUpAt: r.giveUpAt,
        deliveredAt: r.deliveredAt,
        createdAt: r.createdAt,
      },
    ];
  });
}

export async function insertWebhook(ex: Executor, row: { url: string; events: readonly string[]; secret: string; createdById: number; createdAt: string }): Promise<number> {
  const [inserted] = await ex
    .insert(webhooks)
    .values({ url: row.url, events: JSON.stringify(row.events), secret: row.secret, createdById: row.createdById, createdAt: row.createdAt })
    .returning({ id: webhooks.id });
  if (!inserted) throw new Error("insert into webhooks returned no row");
  return inserted.id;
}

/** Its deliveries and their attempts go with it (ON DELETE CASCADE). */
export async function deleteWebhook(ex: Executor, id: number): Promise<void> {
  await ex.delete(webhooks).where(eq(webhooks.id, id));
}

/** One page of a webhook's delivery ids, newest first unless sorted by id, and how many there are. */
export async function deliveryPage(ex: Executor, webhookId: number, query: WebhookDeliveryListQuery): Promise<{ ids: number[]; total: number }> {
  const where = and(eq(webhookDeliveries.webhookId, webhookId), query.status?.length ? inArray(webhookDeliveries.status, query.status) : undefined);
  const [total] = await ex.select({ n: count() }).from(webhookDeliveries).where(where);
  const order = query.sort === "id" ? asc(webhookDeliveries.id) : desc(webhookDeliveries.id);
  const rows = await ex
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(where)
    .orderBy(order)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return { ids: rows.map((r) => r.id), total: total?.n ?? 0 };
}

export async function isDeliveryOf(ex: Executor, webhookId: number, deliveryId: number): Promise<boolean> {
  const [owned] = await ex
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.webhookId, webhookId)));
  return owned !== undefined;
}

/** Queued again at `atIso`, unleased, with a new last moment to try. */
export async function requeueDelivery(ex: Executor, deliveryId: number, atIso: string, giveUpAtIso: string): Promise<void> {
  await ex
    .update(webhookDeliveries)
    .set({ status: "pending", nextAttemptAt: atIso, lockedUntil: null, giveUpAt: giveUpAtIso, deliveredAt: null })
    .where(eq(webhookDeliveries.id, deliveryId));
}

export interface DueDelivery {
  id: number;
  messageId: string;
  body: string;
  attempts: number;
  giveUpAt: string;
  url: string;
  secret: string;
}

/** The pending deliveries due at `nowIso` whose lease is free, oldest first, leased until `leaseIso`. */
export async function claimDueDeliveries(ex: Executor, nowIso: string, leaseIso: string, limit: number): Promise<DueDelivery[]> {
  const due = await ex
    .select({
      id: webhookDeliveries.id,
      messageId: webhookDeliveries.messageId,
      body: webhookDeliveries.body,
      attempts: webhookDeliveries.attempts,
      giveUpAt: webhookDeliveries.giveUpAt,
      url: webhooks.url,
      secret: webhooks.secret,
    })
    .from(webhookDeliveries)
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .where(
      and(
        eq(webhookDeliveries.status, "pending"),
        lte(webhookDeliveries.nextAttemptAt, nowIso),
        or(isNull(webhookDeliveries.lockedUntil), lte(webhookDeliveries.lockedUntil, nowIso)),
      ),
    )
    .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.id))
    .limit(limit);
  if (due.length > 0) {
    await ex.update(webhookDeliveries).set({ lockedUntil: leaseIso }).where(inArray(webhookDeliveries.id, due.map((d) => d.id)));
  }
  return due;
}

export interface AttemptRecord {
  outcome: "delivered" | "failed" | "pending";
  atIso: string;
  nextAttemptAtIso: string | null;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
}

/** Counts the attempt, sets the delivery's outcome and logs it; false when the delivery is gone. */
export async function recordDeliveryAttempt(ex: Executor, deliveryId: number, a: AttemptRecord): Promise<boolean> {
  const updated = await ex
    .update(webhookDeliveries)
    .set({
      status: a.outcome,
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      nextAttemptAt: a.nextAttemptAtIso,
      lockedUntil: null,
      ...(a.outcome === "delivered" ? { deliveredAt: a.atIso } : {}),
    })
    .where(eq(webhookDeliveries.id, deliveryId))
    .returning({ id: webhookDeliveries.id });
  if (updated.length === 0) return false;
  await ex.insert(webhookAttempts).values({ deliveryId, attemptedAt: a.atIso, statusCode: a.statusCode, durationMs: a.durationMs, error: a.error });
  return true;
}

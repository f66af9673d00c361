// Webhooks, for super admins only: created with a URL that passes the network policy
// (url-policy.ts) and the events they want, answered once with their signing secret; listed
// without it; deleted with their deliveries; their deliveries listed with every attempt; a
// delivery sent again on request. Every change is audited in its own transaction.
import {
  isSuperAdmin,
  NOTIFICATION_MESSAGES,
  type ListResponse,
  type WebhookCreatedDoc,
  type WebhookCreateInput,
  type WebhookDeliveryDoc,
  type WebhookDeliveryListQuery,
  type WebhookDoc,
  type WebhookDeliveryStatus,
} from "@steward/shared";
import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import { writeAudit } from "../audit/write-audit.ts";
import type { Executor } from "../db/connection.ts";
import { users } from "../db/schema.ts";
import { webhookAttempts, webhookDeliveries, webhooks } from "../db/tables/webhooks.ts";
import type { Actor } from "../domain/actor.ts";
import { badRequest, forbidden, notFound } from "../domain/errors.ts";
import { listPage } from "../repositories/list-page.ts";
import { auditActor, type ServiceDeps } from "../services/deps.ts";
import { RETRY_WINDOW_MS } from "./deliver.ts";
import { checkWebhookUrl, type UrlCheck } from "./url-policy.ts";

/** `whsec_` and 32 random bytes in base64, as Standard Webhooks libraries expect. */
export function newWebhookSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return `whsec_${btoa(s)}`;
}

const URL_MESSAGES: Record<Exclude<UrlCheck, { ok: true }>["reason"], string> = {
  invalid: NOTIFICATION_MESSAGES.webhookUrlInvalid,
  scheme: NOTIFICATION_MESSAGES.webhookUrlScheme,
  credentials: NOTIFICATION_MESSAGES.webhookUrlCredentials,
  forbidden: NOTIFICATION_MESSAGES.webhookUrlForbidden,
};

const parseEvents = (text: string): string[] => {
  try {
    const v: unknown = JSON.parse(text);
    return Array.isArray(v) ? v.filter((e): e is string => typeof e === "string") : [];
  } catch {
    return [];
  }
};

async function webhookDocs(ex: Executor, id?: number): Promise<WebhookDoc[]> {
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

async function deliveryDocs(ex: Executor, ids: readonly number[]): Promise<WebhookDeliveryDoc[]> {
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

export function createWebhookService(deps: ServiceDeps) {
  const { database, now } = deps;
  const policy = () => ({ allowHosts: deps.settings.STEWARD_WEBHOOK_ALLOW_HTTP });
  const onlySuperAdmins = (actor: Actor) => {
    if (!isSuperAdmin(actor.role)) throw forbidden();
  };
  const mustFind = async (ex: Executor, id: number): Promise<WebhookDoc> => {
    const [doc] = await webhookDocs(ex, id);
    if (!doc) throw notFound();
    return doc;
  };

  return {
    async list(actor: Actor): Promise<{ docs: WebhookDoc[] }> {
      onlySuperAdmins(actor);
      return { docs: await webhookDocs(database.db) };
    },

    async create(actor: Actor, input: WebhookCreateInput): Promise<WebhookCreatedDoc> {
      onlySuperAdmins(actor);
      const checked = checkWebhookUrl(input.url, policy());
      if (!checked.ok) throw badRequest([{ path: "url", message: `${URL_MESSAGES[checked.reason]} (${checked.detail})` }]);
      const secret = newWebhookSecret();
      return database.write(async (tx) => {
        const at = now().toISOString();
        const [row] = await tx
          .insert(webhooks)
          .values({ url: checked.url.href, events: JSON.stringify(input.events), secret, createdById: actor.id, createdAt: at })
          .returning({ id: webhooks.id });
        if (!row) throw new Error("insert into webhooks returned no row");
        const doc = await mustFind(tx, row.id);
        await writeAudit(tx, { action: "create", entity: "webhooks", documentId: row.id, actor: auditActor(actor), current: doc, organizations: [] }, now());
        return { ...doc, secret };
      });
    },

    async remove(actor: Actor, id: number): Promise<void> {
      onlySuperAdmins(actor);
      await database.write(async (tx) => {
        const prev = await mustFind(tx, id);
        // Its deliveries and their attempts go with it (ON DELETE CASCADE).
        await tx.delete(webhooks).where(eq(webhooks.id, id));
        await writeAudit(tx, { action: "delete", entity: "webhooks", documentId: id, actor: auditActor(actor), prev, organizations: [] }, now());
      });
    },

    async deliveries(actor: Actor, id: number, query: WebhookDeliveryListQuery): Promise<ListResponse<WebhookDeliveryDoc>> {
      onlySuperAdmins(actor);
      await mustFind(database.db, id);
      const where = and(eq(webhookDeliveries.webhookId, id), query.status?.length ? inArray(webhookDeliveries.status, query.status) : undefined);
      const [total] = await database.db.select({ n: count() }).from(webhookDeliveries).where(where);
      const order = query.sort === "id" ? asc(webhookDeliveries.id) : desc(webhookDeliveries.id);
      const ids = await database.db
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .where(where)
        .orderBy(order)
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      return listPage(await deliveryDocs(database.db, ids.map((r) => r.id)), total?.n ?? 0, query.page, query.limit);
    },

    /** Queues the delivery again, at once, with a fresh 24-hour window and the same webhook-id. */
    async redeliver(actor: Actor, id: number, deliveryId: number): Promise<WebhookDeliveryDoc> {
      onlySuperAdmins(actor);
      return database.write(async (tx) => {
        await mustFind(tx, id);
        const [prev] = await deliveryDocs(tx, [deliveryId]);
        const [owned] = await tx.select({ id: webhookDeliveries.id }).from(webhookDeliveries).where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.webhookId, id)));
        if (!prev || !owned) throw notFound();
        const at = now();
        await tx
          .update(webhookDeliveries)
          .set({ status: "pending", nextAttemptAt: at.toISOString(), lockedUntil: null, giveUpAt: new Date(at.getTime() + RETRY_WINDOW_MS).toISOString(), deliveredAt: null })
          .where(eq(webhookDeliveries.id, deliveryId));
        const [current] = await deliveryDocs(tx, [deliveryId]);
        const { attempts: _a, ...before } = prev;
        const { attempts: _b, ...after } = current!;
        await writeAudit(
          tx,
          { action: "update", entity: "webhooks", documentId: id, actor: auditActor(actor), prev: { delivery: before }, current: { delivery: after, redelivered: true }, organizations: [] },
          at,
        );
        return current!;
      });
    },
  };
}

export type WebhookService = ReturnType<typeof createWebhookService>;

// Webhooks, for super admins only (their routes declare it, the one role gate): created with a URL
// that passes the network policy (url-policy.ts) and the events they want, answered once with their
// signing secret; listed without it; deleted with their deliveries; their deliveries listed with
// every attempt; a delivery sent again on request. Every change is audited in its own transaction.
import {
  NOTIFICATION_MESSAGES,
  type ListResponse,
  type WebhookCreatedDoc,
  type WebhookCreateInput,
  type WebhookDeliveryDoc,
  type WebhookDeliveryListQuery,
  type WebhookDoc,
} from "@steward/shared";
import { writeAudit } from "../audit/write-audit.ts";
import type { Executor } from "../db/connection.ts";
import type { Actor } from "../domain/actor.ts";
import { badRequest, notFound } from "../domain/errors.ts";
import { listPage } from "../repositories/list-page.ts";
import { deleteWebhook, deliveryDocs, deliveryPage, insertWebhook, isDeliveryOf, requeueDelivery, webhookDocs } from "../repositories/webhooks-repo.ts";
import { auditActor, type ServiceDeps } from "./deps.ts";
import { RETRY_WINDOW_MS } from "../webhooks/deliver.ts";
import { checkWebhookUrl, type UrlCheck } from "../webhooks/url-policy.ts";

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

export function createWebhookService(deps: ServiceDeps) {
  const { database, now } = deps;
  const policy = () => ({ allowHosts: deps.settings.STEWARD_WEBHOOK_ALLOW_HTTP });
  const mustFind = async (ex: Executor, id: number): Promise<WebhookDoc> => {
    const [doc] = await webhookDocs(ex, id);
    if (!doc) throw notFound();
    return doc;
  };

  return {
    async list(actor: Actor): Promise<{ docs: WebhookDoc[] }> {
      return { docs: await webhookDocs(database.db) };
    },

    async create(actor: Actor, input: WebhookCreateInput): Promise<WebhookCreatedDoc> {
      const checked = checkWebhookUrl(input.url, policy());
      if (!checked.ok) throw badRequest([{ path: "url", message: `${URL_MESSAGES[checked.reason]} (${checked.detail})` }]);
      const secret = newWebhookSecret();
      return database.write(async (tx) => {
        const at = now().toISOString();
        const id = await insertWebhook(tx, { url: checked.url.href, events: input.events, secret, createdById: actor.id, createdAt: at });
        const doc = await mustFind(tx, id);
        await writeAudit(tx, { action: "create", entity: "webhooks", documentId: id, actor: auditActor(actor), current: doc, organizations: [] }, now());
        return { ...doc, secret };
      });
    },

    async remove(actor: Actor, id: number): Promise<void> {
      await database.write(async (tx) => {
        const prev = await mustFind(tx, id);
        await deleteWebhook(tx, id);
        await writeAudit(tx, { action: "delete", entity: "webhooks", documentId: id, actor: auditActor(actor), prev, organizations: [] }, now());
      });
    },

    async deliveries(actor: Actor, id: number, query: WebhookDeliveryListQuery): Promise<ListResponse<WebhookDeliveryDoc>> {
      await mustFind(database.db, id);
      const { ids, total } = await deliveryPage(database.db, id, query);
      return listPage(await deliveryDocs(database.db, ids), total, query.page, query.limit);
    },

    /** Queues the delivery again, at once, with a fresh 24-hour window and the same webhook-id. */
    async redeliver(actor: Actor, id: number, deliveryId: number): Promise<WebhookDeliveryDoc> {
      return database.write(async (tx) => {
        await mustFind(tx, id);
        const [prev] = await deliveryDocs(tx, [deliveryId]);
        if (!prev || !(await isDeliveryOf(tx, id, deliveryId))) throw notFound();
        const at = now();
        await requeueDelivery(tx, deliveryId, at.toISOString(), new Date(at.getTime() + RETRY_WINDOW_MS).toISOString());
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

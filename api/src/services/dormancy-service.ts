// Dormancy (issue 19, docs/decisions.md "Offboarding and dormancy (issue 19)"). An account's last
// activity is the newest post the platform clients see (the daily refresh reads YouTube and X,
// each within a number of accounts per run that keeps inside the providers' rate limits, reusing
// the latest-post clients) or a date a manager records by hand for the other platforms. Past
// STEWARD_DORMANT_DAYS the account gets a `dormant_account` risk flag through the risk scan's own
// rule and reconcile step (flag-rules.ts dormancyFinding, flag-scan-service.ts reconcileScanFlags),
// which tells its unit admins (flag.raised); the flag resolves itself when activity returns.
import {
  DORMANCY_MESSAGES,
  IDLE_SIGN_IN_DAYS,
  OFFBOARDING_MESSAGES,
  isActivityRefreshed,
  type AccountActivityDoc,
  type ActivityRecordInput,
  type DormancySummary,
  type Ref,
} from "@steward/shared";
import { writeAudit } from "../audit/write-audit.ts";
import type { Executor, Tx } from "../db/connection.ts";
import type { Actor } from "../domain/actor.ts";
import { badRequest, notFound } from "../domain/errors.ts";
import { assertMayRecordActivity } from "../policies/social-medias.ts";
import { mayManageAccess } from "../policies/users.ts";
import { LatestPostError, type FetchLike } from "../latest-post/latest-post-error.ts";
import {
  accountsToRefresh,
  activityByIds,
  activityOf,
  dormantAccountsIn,
  idleUsersIn,
  loadActivityFacts,
  saveActivity,
  savedPostDate,
} from "../repositories/dormancy-repo.ts";
import { peopleByIds } from "../repositories/offboarding-repo.ts";
import { loadScope } from "../repositories/scope-repo.ts";
import { saveLatestPost } from "../repositories/social-media-latest-post-repo.ts";
import { findSocialMedia } from "../repositories/social-medias-repo.ts";
import { auditActor, today, type ServiceDeps } from "./deps.ts";
import { reconcileScanFlags } from "./flag-scan-service.ts";
import { dormancyFinding, idleDaysOf, lastActivityOf } from "./flag-rules.ts";
import { accountChannel, createLatestPostClients } from "./social-media-latest-post-service.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** How many idle people the home page lists (the total is counted). */
const IDLE_LIST = 20;

export interface RefreshResult {
  [key: string]: number;
  read: number;
  failed: number;
  rateLimited: number;
}

export function createDormancyService(deps: ServiceDeps & { fetch?: FetchLike }) {
  const { database, settings } = deps;
  const clients = createLatestPostClients(settings, deps.fetch);
  const dormantDays = () => settings.STEWARD_DORMANT_DAYS;

  /** The dormant flags of `ids` (all accounts when absent) made to agree with the rule, in the caller's transaction. */
  async function reconcile(tx: Tx, now: Date, actor: Actor | null, ids?: readonly number[]) {
    const facts = await loadActivityFacts(tx, ids);
    const findings = facts.flatMap((f) => dormancyFinding(f, now, dormantDays()) ?? []);
    return reconcileScanFlags(tx, {
      findings,
      categories: ["dormant_account"],
      actor: actor ? auditActor(actor) : null,
      now,
      ...(ids ? { onlyAccounts: new Set(ids) } : {}),
    });
  }

  async function activityDoc(ex: Executor, account: { id: number; name: string; platform: string; status: string; updatedAt: string }): Promise<AccountActivityDoc> {
    const row = await activityOf(ex, account.id);
    const latestPostAt = await savedPostDate(ex, account.id);
    const facts = { id: account.id, status: account.status, updatedAt: account.updatedAt, latestPostAt, lastActivityAt: row?.lastActivityAt ?? null };
    const last = lastActivityOf(facts);
    const now = deps.now();
    const recordedBy = row?.recordedById ? (await peopleByIds(ex, [row.recordedById])).get(row.recordedById) : undefined;
    const fromPost = last.known && last.at === latestPostAt && last.at !== row?.lastActivityAt;
    return {
      socialMedia: { id: account.id, name: account.name, platform: account.platform },
      lastActivityAt: last.known ? last.at : null,
      source: !last.known ? null : fromPost ? "latest_post" : (row?.source ?? null),
      recordedBy: recordedBy ? { id: recordedBy.id, name: recordedBy.name } : null,
      recordedAt: row?.recordedAt ?? null,
      refreshedAt: row?.refreshedAt ?? null,
      refreshError: row?.refreshError ?? null,
      refreshed: isActivityRefreshed(account.platform),
      dormantDays: dormantDays(),
      idleDays: idleDaysOf(facts, now),
      dormant: dormancyFinding(facts, now, dormantDays()) !== null,
    };
  }

  /** The dormant-flag sweep: every account's dormant flag made to agree with the rule. */
  async function sweep(now: Date): Promise<{ opened: number; closed: number }> {
    return database.write(async (tx) => {
      const { openedIds, closedIds } = await reconcile(tx, now, null);
      return { opened: openedIds.length, closed: closedIds.length };
    });
  }

  async function visibleAccount(ex: Executor, actor: Actor, id: number) {
    const account = await findSocialMedia(ex, id, await loadScope(ex, actor, "SOCIAL_MEDIAS", today(deps)));
    if (!account) throw notFound();
    return account;
  }

  return {
    /** GET /api/social-medias/:id/activity. */
    async activity(actor: Actor, id: number): Promise<AccountActivityDoc> {
      return activityDoc(database.db, await visibleAccount(database.db, actor, id));
    },

    /**
     * PUT /api/social-medias/:id/activity `{lastActivityOn}`: a date recorded by hand, for the
     * platforms the refresh does not read; audited, and the dormant flag follows at once.
     */
    async record(actor: Actor, id: number, input: ActivityRecordInput): Promise<{ doc: AccountActivityDoc; flags: { opened: number; closed: number } }> {
      return database.write(async (tx) => {
        const account = await visibleAccount(tx, actor, id);
        assertMayRecordActivity(actor, account);
        if (isActivityRefreshed(account.platform)) throw badRequest([{ path: "lastActivityOn", message: DORMANCY_MESSAGES.platformRefreshed }]);
        if (input.lastActivityOn > today(deps)) throw badRequest([{ path: "lastActivityOn", message: OFFBOARDING_MESSAGES.dateInFuture }]);
        const now = deps.now();
        const prev = await activityOf(tx, id);
        const lastActivityAt = `${input.lastActivityOn}T00:00:00.000Z`;
        await saveActivity(tx, id, { lastActivityAt, source: "manual", recordedById: actor.id, recordedAt: now.toISOString() });
        await writeAudit(
          tx,
          {
            action: "update",
            entity: "social-medias",
            documentId: id,
            actor: auditActor(actor),
            prev: { lastActivity: prev?.lastActivityAt ? { at: prev.lastActivityAt, source: prev.source } : null },
            current: { lastActivity: { at: lastActivityAt, source: "manual" } },
            organizations: account.organizations.map((u) => u.id),
          },
          now,
        );
        const { openedIds, closedIds } = await reconcile(tx, now, actor, [id]);
        return { doc: await activityDoc(tx, account), flags: { opened: openedIds.length, closed: closedIds.length } };
      });
    },

    /** GET /api/dormancy/summary: dormant accounts per unit, and people not signed in for 90 days. */
    async summary(actor: Actor): Promise<DormancySummary> {
      const db = database.db;
      const t = today(deps);
      const accountScope = await loadScope(db, actor, "SOCIAL_MEDIAS", t);
      const dormant = await dormantAccountsIn(db, accountScope);
      const activity = await activityByIds(db, dormant.map((d) => d.id));
      const byUnit = new Map<string, { unit: Ref | null; accounts: (Ref & { lastActivityAt: string | null })[] }>();
      for (const d of dormant) {
        const key = String(d.unitId);
        const group = byUnit.get(key) ?? { unit: d.unitId === null ? null : { id: d.unitId, name: d.unitName ?? "" }, accounts: [] };
        group.accounts.push({ id: d.id, name: d.name, lastActivityAt: activity.get(d.id) ?? null });
        byUnit.set(key, group);
      }
      let idle: Awaited<ReturnType<typeof idleUsersIn>> | null = null;
      if (mayManageAccess(actor.role)) {
        const cutoff = new Date(deps.now().getTime() - IDLE_SIGN_IN_DAYS * DAY_MS).toISOString();
        idle = await idleUsersIn(db, await loadScope(db, actor, "USERS", t), actor.id, cutoff, IDLE_LIST);
      }
      return {
        dormantDays: dormantDays(),
        dormantByUnit: [...byUnit.values()],
        dormantTotal: dormant.length,
        idleDays: IDLE_SIGN_IN_DAYS,
        idleUsers: idle ? idle.users : null,
        idleUsersTotal: idle ? idle.total : null,
      };
    },

    /**
     * The daily refresh (scheduler): reads the newest post of active YouTube and X accounts, at most
     * the configured number per platform and run, those asked longest ago first, so every account
     * comes round; a provider that answers 429 is left alone until the next run. Each account's
     * answer is kept (the saved latest post and the last activity) in its own short transaction;
     * the network calls happen outside any. Then the dormant flags of the accounts read follow.
     */
    async refresh(now: Date): Promise<RefreshResult & { opened: number; closed: number }> {
      const result = { read: 0, failed: 0, rateLimited: 0, opened: 0, closed: 0 };
      const read: number[] = [];
      const budgets = { youtube: settings.STEWARD_DORMANCY_YOUTUBE_DAILY, twitter: settings.STEWARD_DORMANCY_X_DAILY } as const;
      for (const platform of ["youtube", "twitter"] as const) {
        const client = clients[platform];
        if (!client.configured) continue;
        for (const account of await accountsToRefresh(database.db, platform, budgets[platform])) {
          const at = now.toISOString();
          try {
            const post = await client.latestPost(accountChannel(account));
            const posted = Date.parse(post.created_at);
            await database.write(async (tx) => {
              await saveLatestPost(tx, account.id, post, at);
              await saveActivity(tx, account.id, {
                ...(Number.isNaN(posted) ? {} : { lastActivityAt: new Date(posted).toISOString(), source: "platform" as const, recordedById: null, recordedAt: at }),
                refreshedAt: at,
                refreshError: null,
              });
            });
            result.read += 1;
            read.push(account.id);
          } catch (error) {
            if (!(error instanceof LatestPostError)) throw error;
            await database.write((tx) => saveActivity(tx, account.id, { refreshedAt: at, refreshError: error.message.slice(0, 500) }));
            if (error.status === 429) {
              result.rateLimited += 1;
              break;
            }
            result.failed += 1;
          }
        }
      }
      if (read.length > 0) {
        const { openedIds, closedIds } = await database.write((tx) => reconcile(tx, now, null, read));
        result.opened = openedIds.length;
        result.closed = closedIds.length;
      }
      return result;
    },

    /** The dormant-flag sweep (scheduler): looks at the data only, so a repeated run changes nothing more. */
    sweep,
  };
}

export type DormancyService = ReturnType<typeof createDormancyService>;

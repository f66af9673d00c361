// Campaign items (issue 18): a campaign's item pages, a reviewer's queue and the decisions. One
// operation per file in campaign-decisions/: deciding an item (decide-item.ts, which says what each
// decision does) and the review queue page (read-review-queue.ts).
import { dateInZone, type CampaignDecisionData, type CampaignItemDoc, type CampaignItemListQuery, type ListResponse, type ReviewQueueQuery } from "@steward/shared";
import type { Executor } from "../db/connection.ts";
import type { Actor } from "../domain/actor.ts";
import { notFound } from "../domain/errors.ts";
import { findItem, findItemsByIds, listItems } from "../repositories/campaign-items-repo.ts";
import { findCampaign, type CampaignWithUnit } from "../repositories/campaigns-repo.ts";
import { loadScope, type Scope } from "../repositories/scope-repo.ts";
import { keptAnswers } from "../kept-answers.ts";
import type { ServiceDeps } from "./deps.ts";
import { decideItemIn } from "./campaign-decisions/decide-item.ts";
import { readReviewQueue, unitPathsInScope } from "./campaign-decisions/read-review-queue.ts";
import { withReviewers } from "./campaign-decisions/with-reviewers.ts";

const ALL: Scope = { kind: "all" };

export function createCampaignDecisionService(deps: ServiceDeps) {
  const { database } = deps;
  const today = () => dateInZone(deps.now(), deps.settings.TZ);
  const scopeOf = (ex: Executor, actor: Actor) => loadScope(ex, actor, "CAMPAIGNS", today());
  // A page of items is kept until anything is committed (database.changeVersion); the view is the
  // campaign, the caller's scope and the query, so callers who see the same share it.
  const itemPages = keptAnswers<string, ListResponse<CampaignItemDoc>>("campaign item pages", database.changeVersion);

  return {
    async list(actor: Actor, campaignId: number, query: CampaignItemListQuery): Promise<ListResponse<CampaignItemDoc>> {
      const db = database.db;
      const scope = await scopeOf(db, actor);
      return itemPages.get(JSON.stringify([campaignId, scope, query]), async () => {
        const campaign: CampaignWithUnit | undefined = await findCampaign(db, campaignId, scope);
        if (!campaign) throw notFound();
        const page = await listItems(
          db,
          query,
          { campaignIds: [campaignId], state: query.state, kind: query.kind, unitPaths: await unitPathsInScope(db, query.unit, scope), search: query.search },
          scope,
        );
        return { ...page, docs: await withReviewers(db, page.docs, today()) };
      });
    },

    /** The caller's queue: items in scope of open campaigns, pending and overdue unless `state` says otherwise. */
    queue: (actor: Actor, query: ReviewQueueQuery): Promise<ListResponse<CampaignItemDoc>> => readReviewQueue(deps, actor, query),

    async decide(actor: Actor, campaignId: number, itemId: number, input: CampaignDecisionData): Promise<CampaignItemDoc> {
      return database.write(async (tx) => {
        const scope = await scopeOf(tx, actor);
        const item = await findItem(tx, campaignId, itemId, scope);
        if (!item) throw notFound();
        await decideItemIn(deps, tx, actor, item, input);
        return (await findItem(tx, campaignId, itemId, ALL))!;
      });
    },

    /** Attests a selection at once: all of them, or (any refused) none. */
    async attestMany(actor: Actor, itemIds: readonly number[], note: string): Promise<{ docs: CampaignItemDoc[] }> {
      return database.write(async (tx) => {
        const scope = await scopeOf(tx, actor);
        const items = await findItemsByIds(tx, itemIds, scope);
        if (items.length !== itemIds.length) throw notFound();
        for (const item of items) await decideItemIn(deps, tx, actor, item, { decision: "attest", note });
        return { docs: await findItemsByIds(tx, itemIds, ALL) };
      });
    },
  };
}

export type CampaignDecisionService = ReturnType<typeof createCampaignDecisionService>;


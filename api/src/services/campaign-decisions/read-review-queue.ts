// A reviewer's queue page: the items in their scope of open campaigns (or those asked for),
// pending and overdue unless the query says otherwise; and the unit filter both item lists share.
import { dateInZone, type CampaignItemDoc, type ListResponse, type ReviewQueueQuery } from "@steward/shared";
import type { Executor } from "../../db/connection.ts";
import type { Actor } from "../../domain/actor.ts";
import { notFound } from "../../domain/errors.ts";
import { isInScope } from "../../domain/scope.ts";
import { listItems } from "../../repositories/campaign-items-repo.ts";
import { loadScope, type Scope } from "../../repositories/scope-repo.ts";
import { unitsByIds } from "../../repositories/unit-lookup-repo.ts";
import type { ServiceDeps } from "../deps.ts";
import { withReviewers } from "./with-reviewers.ts";

/** The unit filter's units, each of which must be in scope (else 404, like a missing one). */
export async function unitPathsInScope(ex: Executor, ids: readonly number[] | undefined, scope: Scope): Promise<string[] | undefined> {
  if (!ids?.length) return undefined;
  const found = await unitsByIds(ex, ids);
  const paths: string[] = [];
  for (const id of ids) {
    const unit = found.get(id);
    if (!unit || !isInScope(unit.path, scope)) throw notFound();
    paths.push(unit.path);
  }
  return paths;
}

/** The caller's queue: items in scope of open campaigns, pending and overdue unless `state` says otherwise. */
export async function readReviewQueue(deps: ServiceDeps, actor: Actor, query: ReviewQueueQuery): Promise<ListResponse<CampaignItemDoc>> {
  const db = deps.database.db;
  const today = dateInZone(deps.now(), deps.settings.TZ);
  const scope = await loadScope(db, actor, "CAMPAIGNS", today);
  const page = await listItems(
    db,
    query,
    {
      campaignIds: query.campaign?.length ? query.campaign : "open",
      state: query.state?.length ? query.state : ["pending", "overdue"],
      kind: query.kind,
      unitPaths: await unitPathsInScope(db, query.unit, scope),
      socialMediaIds: query.socialMedia,
      search: query.search,
    },
    scope,
  );
  // Who reviews each item, as people (issue 30): the queue names them beside the item's facts.
  return { ...page, docs: await withReviewers(db, page.docs, today) };
}

// The evidence export reads a campaign's items in keyset pages (id > last ORDER BY id LIMIT n), only
// the items in the caller's scope, and never holds more than one page.
import { and, asc, eq, gt } from "drizzle-orm";
import type { Executor } from "../db/connection.ts";
import { campaignItems } from "../db/tables/campaigns.ts";
import { withinScope, type Scope } from "./scope-repo.ts";

export type EvidenceRow = typeof campaignItems.$inferSelect;

export function evidencePageReader(ex: Executor, campaignId: number, scope: Scope): (afterId: number, limit: number) => Promise<EvidenceRow[]> {
  return (afterId, limit) =>
    ex
      .select()
      .from(campaignItems)
      .where(and(eq(campaignItems.campaignId, campaignId), gt(campaignItems.id, afterId), withinScope(campaignItems.unitPath, scope)))
      .orderBy(asc(campaignItems.id))
      .limit(limit);
}

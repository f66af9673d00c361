// Who may decide a campaign item, and how (issue 18). The route's declared rule is the role gate
// (CAMPAIGNS:update: super admins and unit admins; scope chose which items they find). Here is what
// depends on the item: its campaign is open, it still awaits a decision, the decision fits its kind
// (revoke for access, flag for accounts), and nobody decides on their own access
// (shared/campaign-enums.ts mayDecideItem, which the review queue reads to offer its buttons). A
// revoke then follows the access page's rules (policies/users.ts assertMayManageAccessOf).
import { CAMPAIGN_MESSAGES, ERROR_CODES, decisionFitsKind, isAwaitingDecision, mayDecideItem, type CampaignDecision, type CampaignItemDoc } from "@steward/shared";
import type { Actor } from "../domain/actor.ts";
import { badRequest, conflict, Refusal } from "../domain/errors.ts";

export { decisionFitsKind, isAwaitingDecision, mayDecideItem } from "@steward/shared";

/** Each refusal with its own answer: 409 for the campaign's or item's state, 400 for a misfit decision, 403 for one's own access. */
export function assertMayDecide(actor: Actor, item: CampaignItemDoc, decision: CampaignDecision): void {
  if (item.campaign.status !== "open") throw conflict(ERROR_CODES.campaignClosed);
  if (!isAwaitingDecision(item.state)) throw conflict(ERROR_CODES.itemAlreadyDecided, { item: item.id, decision: item.decision });
  if (!decisionFitsKind(decision, item.kind)) {
    throw badRequest([{ path: "decision", message: decision === "revoke" ? CAMPAIGN_MESSAGES.revokeOnlyAccess : CAMPAIGN_MESSAGES.flagOnlyAccount }]);
  }
  if (!mayDecideItem(actor, item)) throw new Refusal("forbidden", { message: ERROR_CODES.ownAccessNotDecidable });
}

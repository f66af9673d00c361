// What may be done to a recertification campaign (issue 18). The route's declared rule is the role
// gate (CAMPAIGNS:create/update, super admins for the campaign itself); here is what depends on the
// campaign's state: only a draft is edited or opened (shared/campaign-enums.ts mayEditCampaign, which
// the campaign page reads to offer Edit and Open), and a closed campaign is not closed again.
import { ERROR_CODES, mayEditCampaign, type CampaignStatus } from "@steward/shared";
import { conflict } from "../domain/errors.ts";

export { mayEditCampaign } from "@steward/shared";

/** 409 CAMPAIGN_NOT_DRAFT once a campaign is open or closed. */
export function assertCampaignDraft(campaign: { status: CampaignStatus }): void {
  if (!mayEditCampaign(campaign.status)) throw conflict(ERROR_CODES.campaignNotDraft, { status: campaign.status });
}

/** 409 CAMPAIGN_CLOSED for a campaign already closed. */
export function assertCampaignNotClosed(campaign: { status: CampaignStatus }): void {
  if (campaign.status === "closed") throw conflict(ERROR_CODES.campaignClosed);
}

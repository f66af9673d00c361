// Campaign status and item state as the product's badges: green for what is done or running,
// red for what is late, yellow for what waits.
import type { CampaignItemState, CampaignStatus } from "@steward/shared";
import { StatusBadge } from "../../components/status-badge.tsx";
import { useT } from "../../i18n/i18n-context.ts";

const STATUS_AS: Record<CampaignStatus, string> = { open: "active", closed: "inactive", draft: "draft" };
const STATE_AS: Record<CampaignItemState, string> = { decided: "active", overdue: "inactive", pending: "pending" };

export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  const t = useT();
  return <StatusBadge status={STATUS_AS[status]} label={t(`campaignStatus.${status}`)} />;
}

export function ItemStateBadge({ state }: { state: CampaignItemState }) {
  const t = useT();
  return <StatusBadge status={STATE_AS[state]} label={t(`campaignItemState.${state}`)} />;
}

// Campaign status and item state as the product's badges: green for what is done or running,
// red for what is late, yellow for what waits.
import type { CampaignItemState, CampaignStatus } from "@steward/shared";
import { StatusBadge } from "../../components/status-badge.tsx";

const STATUS_AS: Record<CampaignStatus, string> = { open: "active", closed: "inactive", draft: "draft" };
const STATE_AS: Record<CampaignItemState, string> = { decided: "active", overdue: "inactive", pending: "pending" };

export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  return <StatusBadge status={STATUS_AS[status]} label={status} />;
}

export function ItemStateBadge({ state }: { state: CampaignItemState }) {
  return <StatusBadge status={STATE_AS[state]} label={state} />;
}

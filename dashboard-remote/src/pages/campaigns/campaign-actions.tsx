// Opening and closing a campaign behind one confirmation (the list and the campaign's page share
// it): the question says what follows, and a refusal is shown in the dialog.
import type { CampaignDoc } from "@steward/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { closeCampaign, openCampaign } from "../../api/campaigns-api.ts";
import { ConfirmDialog } from "../../components/confirm-dialog/confirm-dialog.tsx";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { invalidateAfter } from "../../data/invalidate.ts";
import { useNotify } from "../../notifications/use-notify.ts";
import { campaignRefusal } from "./campaign-refusal.ts";
import { useT } from "../../i18n/i18n-context.ts";
import { useCampaignSentence } from "./use-campaign-sentence.ts";

export type CampaignAction = "open" | "close";

export function useCampaignActions(): { ask(kind: CampaignAction, campaign: Pick<CampaignDoc, "id" | "name">): void; dialog: ReactNode } {
  const { api } = useDashboardServices();
  const notify = useNotify();
  const t = useT();
  const localize = useCampaignSentence();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<{ kind: CampaignAction; campaign: Pick<CampaignDoc, "id" | "name"> } | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const act = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      if (pending.kind === "open") await openCampaign(api, pending.campaign.id);
      else await closeCampaign(api, pending.campaign.id);
      notify.success(pending.kind === "open" ? t("campaigns.opened") : t("campaigns.closed"));
      setPending(null);
      void invalidateAfter(queryClient, "campaign");
    } catch (error) {
      setRefusal(campaignRefusal(error, t("campaigns.actionFailed"), t, localize));
    } finally {
      setBusy(false);
    }
  };

  const opening = pending?.kind === "open";
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={pending ? t(opening ? "campaigns.openNamed" : "campaigns.closeNamed", { name: pending.campaign.name }) : ""}
      confirmLabel={opening ? t("campaigns.open") : t("campaigns.close")}
      busyLabel={opening ? t("campaigns.opening") : t("campaigns.closing")}
      busy={busy}
      refusal={refusal}
      onConfirm={() => void act()}
      onCancel={() => {
        setPending(null);
        setRefusal(null);
      }}
    >
      {pending ? t(opening ? "campaigns.openConfirm" : "campaigns.closeConfirm", { name: pending.campaign.name }) : null}
    </ConfirmDialog>
  );
  return { ask: (kind, campaign) => setPending({ kind, campaign }), dialog };
}

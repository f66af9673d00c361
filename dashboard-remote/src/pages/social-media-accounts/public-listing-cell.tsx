// The accounts table's "Public" column (issue 20): the directory switch in the row for those who may
// publish, a plain word for the others. The switch carries its word on screen (issue 30: two bare
// switches side by side could not be told apart), and listing an account asks first: it puts the
// account before everyone, so one stray click must not do it. Taking it off needs no question.
import { Switch } from "@fluentui/react-components";
import { mayPublishAccounts, type Role, type SocialMediaDoc } from "@steward/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { setPublicListing } from "../../api/publication-api.ts";
import { ConfirmDialog } from "../../components/confirm-dialog/confirm-dialog.tsx";
import { useT } from "../../i18n/i18n-context.ts";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { invalidateAfter } from "../../data/invalidate.ts";
import { useNotify } from "../../notifications/use-notify.ts";
import { useCompactSwitchStyles } from "./compact-switch.styles.ts";

export function PublicListingCell({ account, role }: { account: SocialMediaDoc; role: Role }) {
  const { api } = useDashboardServices();
  const t = useT();
  const switchStyles = useCompactSwitchStyles();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const change = useMutation({
    mutationFn: (on: boolean) => setPublicListing(api, account.id, on),
    onSuccess: async (answer) => {
      setAsking(false);
      notify.success(answer.publicListing ? t("socialMedia.publication.savedOn") : t("socialMedia.publication.savedOff"));
      await invalidateAfter(queryClient, "socialMedia");
    },
    onError: () => {
      setAsking(false);
      notify.error(t("socialMedia.publication.failed"));
    },
  });
  if (!mayPublishAccounts(role)) return <>{account.publicListing ? t("socialMedia.publication.listed") : "—"}</>;
  return (
    <>
      <Switch
        label={{ children: t("confirm.publicSwitch"), className: switchStyles.label }}
        aria-label={t("socialMedia.publicSwitchOf", { name: account.name })}
        checked={change.isPending ? change.variables : account.publicListing}
        disabled={change.isPending}
        onChange={(_e, data) => (data.checked ? setAsking(true) : change.mutate(false))}
      />
      <ConfirmDialog
        open={asking}
        title={t("confirm.listTitle", { account: account.name })}
        confirmLabel={t("confirm.list")}
        busyLabel={t("confirm.listing")}
        busy={change.isPending}
        refusal={null}
        onConfirm={() => change.mutate(true)}
        onCancel={() => setAsking(false)}
      >
        {t("confirm.listBody")}
      </ConfirmDialog>
    </>
  );
}

// The accounts table's "Public" column (issue 20): the directory switch in the row for those who may
// publish, a plain word for the others. The switch carries its word on screen (issue 30: two bare
// switches side by side could not be told apart), and listing an account asks first: it puts the
// account before everyone, so one stray click must not do it. Taking it off needs no question.
import { Switch } from "@fluentui/react-components";
import { mayPublishAccounts, type Role, type SocialMediaDoc } from "@steward/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { setPublicListing } from "../../api/publication-api.ts";
import { PUBLICATION_TEXTS } from "../../components/account-details/publication-section.tsx";
import { ConfirmDialog } from "../../components/confirm-dialog/confirm-dialog.tsx";
import { CONFIRM_TEXTS } from "../../components/confirm-dialog/confirm-texts.ts";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { invalidateAfter } from "../../data/invalidate.ts";
import { useNotify } from "../../notifications/use-notify.ts";

export function PublicListingCell({ account, role }: { account: SocialMediaDoc; role: Role }) {
  const { api } = useDashboardServices();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const change = useMutation({
    mutationFn: (on: boolean) => setPublicListing(api, account.id, on),
    onSuccess: async (answer) => {
      setAsking(false);
      notify.success(PUBLICATION_TEXTS.saved(answer.publicListing));
      await invalidateAfter(queryClient, "socialMedia");
    },
    onError: () => {
      setAsking(false);
      notify.error(PUBLICATION_TEXTS.failed);
    },
  });
  if (!mayPublishAccounts(role)) return <>{account.publicListing ? PUBLICATION_TEXTS.listed : "—"}</>;
  return (
    <>
      <Switch
        label={CONFIRM_TEXTS.publicSwitch}
        aria-label={`${CONFIRM_TEXTS.publicSwitch}: ${account.name}`}
        checked={change.isPending ? change.variables : account.publicListing}
        disabled={change.isPending}
        onChange={(_e, data) => (data.checked ? setAsking(true) : change.mutate(false))}
      />
      <ConfirmDialog
        open={asking}
        title={CONFIRM_TEXTS.listTitle(account.name)}
        confirmLabel={CONFIRM_TEXTS.list}
        busyLabel={CONFIRM_TEXTS.listing}
        busy={change.isPending}
        refusal={null}
        onConfirm={() => change.mutate(true)}
        onCancel={() => setAsking(false)}
      >
        {CONFIRM_TEXTS.listBody}
      </ConfirmDialog>
    </>
  );
}

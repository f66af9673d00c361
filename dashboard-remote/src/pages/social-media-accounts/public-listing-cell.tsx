// The accounts table's "Public" column (issue 20): the directory switch in the row for those who may
// publish, a plain word for the others.
import { Switch } from "@fluentui/react-components";
import { mayPublishAccounts, type Role, type SocialMediaDoc } from "@steward/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { setPublicListing } from "../../api/publication-api.ts";
import { PUBLICATION_TEXTS } from "../../components/account-details/publication-section.tsx";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { invalidateAfter } from "../../data/invalidate.ts";
import { useNotify } from "../../notifications/use-notify.ts";

export function PublicListingCell({ account, role }: { account: SocialMediaDoc; role: Role }) {
  const { api } = useDashboardServices();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const change = useMutation({
    mutationFn: (on: boolean) => setPublicListing(api, account.id, on),
    onSuccess: async (answer) => {
      notify.success(PUBLICATION_TEXTS.saved(answer.publicListing));
      await invalidateAfter(queryClient, "socialMedia");
    },
    onError: () => notify.error(PUBLICATION_TEXTS.failed),
  });
  if (!mayPublishAccounts(role)) return <>{account.publicListing ? PUBLICATION_TEXTS.listed : "—"}</>;
  return (
    <Switch
      aria-label={`${PUBLICATION_TEXTS.switchLabel}: ${account.name}`}
      checked={change.isPending ? change.variables : account.publicListing}
      disabled={change.isPending}
      onChange={(_e, data) => change.mutate(data.checked)}
    />
  );
}

// Changing an account's status from the list or its row: the call, the toasts of section 8, and
// the invalidation of what shows the account.
import type { SocialMediaStatus } from "@steward/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { changeSocialMediaStatus } from "../../api/social-medias-api.ts";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { invalidateAfter } from "../../data/invalidate.ts";
import { useNotify } from "../../notifications/use-notify.ts";
import { useT } from "../../i18n/i18n-context.ts";

interface StatusChange {
  id: number;
  status: SocialMediaStatus;
  deactivationReason?: string | undefined;
}

export function useStatusChange() {
  const { api } = useDashboardServices();
  const notify = useNotify();
  const t = useT();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ id, status, deactivationReason }: StatusChange) => changeSocialMediaStatus(api, id, status, deactivationReason),
    onSuccess: () => {
      notify.success(t("toasts.statusUpdated"));
      return invalidateAfter(queryClient, "socialMediaStatus");
    },
    onError: () => notify.error(t("errors.socialMediaStatusToast")),
  });
  const change = (id: number, status: SocialMediaStatus, deactivationReason?: string) =>
    mutation.mutateAsync({ id, status, deactivationReason }).then(
      () => true,
      () => false,
    );
  return { change, busyId: mutation.isPending ? (mutation.variables?.id ?? null) : null };
}

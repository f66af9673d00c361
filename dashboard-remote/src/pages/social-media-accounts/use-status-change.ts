// Changing an account's status from the list or its row: the call, the toasts of section 8, and a
// refresh of whatever is on screen.
import { ERRORS, TOASTS, type SocialMediaStatus } from "@steward/shared";
import { useState } from "react";
import { changeSocialMediaStatus } from "../../api/social-medias-api.ts";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { useRefresh } from "../../hooks/use-refresh.tsx";
import { useNotify } from "../../notifications/use-notify.ts";

export function useStatusChange() {
  const { api } = useDashboardServices();
  const notify = useNotify();
  const { refresh } = useRefresh();
  const [busyId, setBusyId] = useState<number | null>(null);

  const change = async (id: number, status: SocialMediaStatus, deactivationReason?: string): Promise<boolean> => {
    setBusyId(id);
    try {
      await changeSocialMediaStatus(api, id, status, deactivationReason);
      notify.success(TOASTS.statusUpdated);
      refresh();
      return true;
    } catch {
      notify.error(ERRORS.socialMediaStatusToast);
      return false;
    } finally {
      setBusyId(null);
    }
  };

  return { change, busyId };
}

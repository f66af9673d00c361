// decisions.md: until the current policy is acknowledged the API refuses every call, so the user
// either accepts it here or is signed out.
import { ERRORS, TOASTS, type PolicyDoc } from "@steward/shared";
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { logoutUrl } from "../api/auth-api.ts";
import { acknowledgePolicy, getCurrentPolicy } from "../api/policy-api.ts";
import { useDashboardServices } from "../dashboard-services.tsx";
import { useNotify } from "../notifications/use-notify.ts";
import { useRefresh } from "../hooks/use-refresh.tsx";

// Most sessions never see the dialog, so its code loads only when a policy waits for acceptance.
const PolicyDialog = lazy(() => import("./policy-dialog.tsx"));

/** Long enough to read the toast before the browser leaves for the sign-in page. */
const DEFAULT_LOGOUT_DELAY_MS = 1500;

export interface PolicyGateProps {
  logoutDelayMs?: number;
}

export function PolicyGate({ logoutDelayMs = DEFAULT_LOGOUT_DELAY_MS }: PolicyGateProps) {
  const { api, leaveTo, signInUrl } = useDashboardServices();
  const notify = useNotify();
  const { refresh } = useRefresh();
  // The last policy shown stays mounted after acceptance so that the dialog closes properly
  // (unmounting an open modal would leave the rest of the page hidden from assistive technology).
  const [policy, setPolicy] = useState<PolicyDoc | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const check = useCallback(async () => {
    try {
      const current = await getCurrentPolicy(api);
      const waiting = current.policy && !current.accepted ? current.policy : null;
      if (waiting) setPolicy(waiting);
      setOpen(waiting !== null);
    } catch {
      // Reading the policy is exempt from the gate; if even that fails, the pages show the error.
    }
  }, [api]);

  useEffect(() => {
    void check();
    return api.on("policy-not-accepted", () => void check());
  }, [api, check]);

  const accept = async (policy: PolicyDoc) => {
    setBusy(true);
    try {
      await acknowledgePolicy(api, policy.id);
      notify.success(TOASTS.policyAccepted);
      setOpen(false);
      refresh();
    } catch {
      notify.error(ERRORS.policyAcceptFailed);
    } finally {
      setBusy(false);
    }
  };

  const decline = () => {
    setBusy(true);
    notify.error(ERRORS.policyDeclined);
    setTimeout(() => leaveTo(logoutUrl(api, signInUrl)), logoutDelayMs);
  };

  if (!policy) return null;
  return (
    <Suspense fallback={null}>
      <PolicyDialog open={open} policy={policy} busy={busy} onAccept={() => void accept(policy)} onDecline={decline} />
    </Suspense>
  );
}

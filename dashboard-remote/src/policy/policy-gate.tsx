// decisions.md: until the current policy is acknowledged the API refuses every call, so the user
// either accepts it here or is signed out.
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from "@fluentui/react-components";
import { ERRORS, TOASTS, UI, type PolicyDoc } from "@steward/shared";
import { useCallback, useEffect, useState } from "react";
import { logoutUrl } from "../api/auth-api.ts";
import { acknowledgePolicy, getCurrentPolicy } from "../api/policy-api.ts";
import { useDashboardServices } from "../dashboard-services.tsx";
import { useNotify } from "../hooks/use-notify.tsx";
import { useRefresh } from "../hooks/use-refresh.tsx";
import { LABELS } from "../texts.ts";
import { usePolicyGateStyles } from "./policy-gate.styles.ts";
import { PolicyRenderer } from "./policy-renderer.tsx";

/** Long enough to read the toast before the browser leaves for the sign-in page. */
const DEFAULT_LOGOUT_DELAY_MS = 1500;

export interface PolicyGateProps {
  logoutDelayMs?: number;
}

export function PolicyGate({ logoutDelayMs = DEFAULT_LOGOUT_DELAY_MS }: PolicyGateProps) {
  const styles = usePolicyGateStyles();
  const { api, leaveTo } = useDashboardServices();
  const notify = useNotify();
  const { refresh } = useRefresh();
  const [pending, setPending] = useState<PolicyDoc | null>(null);
  const [busy, setBusy] = useState(false);

  const check = useCallback(async () => {
    try {
      const current = await getCurrentPolicy(api);
      setPending(current.policy && !current.accepted ? current.policy : null);
    } catch {
      // Reading the policy is exempt from the gate; if even that fails, the pages show the error.
    }
  }, [api]);

  useEffect(() => {
    void check();
    return api.on("policy-not-accepted", () => void check());
  }, [api, check]);

  const accept = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      await acknowledgePolicy(api, pending.id);
      notify.success(TOASTS.policyAccepted);
      setPending(null);
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
    setTimeout(() => leaveTo(logoutUrl(api)), logoutDelayMs);
  };

  return (
    <Dialog
      open={pending !== null}
      modalType="alert"
      // Escape and outside clicks must not close it: the only ways out are the two buttons.
      onOpenChange={() => {}}
    >
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{LABELS.policyDialogTitle}</DialogTitle>
          <DialogContent>
            <p className={styles.intro}>{LABELS.policyDialogIntro}</p>
            {pending && <PolicyRenderer document={pending.text} className={styles.document} />}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={decline} disabled={busy}>
              {UI.declinePolicy}
            </Button>
            <Button appearance="primary" onClick={() => void accept()} disabled={busy}>
              {UI.acceptPolicy}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

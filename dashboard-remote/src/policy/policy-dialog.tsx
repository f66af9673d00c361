import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from "@fluentui/react-components";
import { UI, type PolicyDoc } from "@steward/shared";
import { LABELS } from "../texts.ts";
import { usePolicyGateStyles } from "./policy-gate.styles.ts";
import { PolicyRenderer } from "./policy-renderer.tsx";

export interface PolicyDialogProps {
  open: boolean;
  policy: PolicyDoc;
  busy: boolean;
  onAccept(): void;
  onDecline(): void;
}

export function PolicyDialog({ open, policy, busy, onAccept, onDecline }: PolicyDialogProps) {
  const styles = usePolicyGateStyles();
  return (
    <Dialog
      open={open}
      modalType="alert"
      // Escape and outside clicks must not close it: the only ways out are the two buttons.
      onOpenChange={() => {}}
    >
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{LABELS.policyDialogTitle}</DialogTitle>
          <DialogContent>
            <p className={styles.intro}>{LABELS.policyDialogIntro}</p>
            <PolicyRenderer document={policy.text} className={styles.document} />
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onDecline} disabled={busy}>
              {UI.declinePolicy}
            </Button>
            <Button appearance="primary" onClick={onAccept} disabled={busy}>
              {UI.acceptPolicy}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

export default PolicyDialog;

import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from "@fluentui/react-components";
import type { PolicyDocument } from "@steward/shared";
import { useT } from "../../i18n/i18n-context.ts";
import { PolicyRenderer } from "../../policy/policy-renderer.tsx";
import { usePoliciesPageStyles } from "./policies-page.styles.ts";

/** What users will read in the acceptance modal: the same renderer, not the editor. */
export function PolicyPreviewDialog({ open, document, onClose }: { open: boolean; document: PolicyDocument; onClose(): void }) {
  const styles = usePoliciesPageStyles();
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t("policyEditor.previewTitle")}</DialogTitle>
          <DialogContent>
            <PolicyRenderer document={document} className={styles.preview} />
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {t("policyEditor.close")}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

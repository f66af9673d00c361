import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from "@fluentui/react-components";
import { POLICY_CHANGES_LISTED, type PolicyChanges, type PolicyDoc } from "@steward/shared";
import { useFormats } from "../components/format/use-formats.tsx";
import { usePolicyGateStyles } from "./policy-gate.styles.ts";
import { PolicyRenderer } from "./policy-renderer.tsx";
import { useT } from "../i18n/i18n-context.ts";

export interface PolicyDialogProps {
  open: boolean;
  policy: PolicyDoc;
  /** What changed since the version before, when there is one. */
  changes?: PolicyChanges | undefined;
  busy: boolean;
  onAccept(): void;
  onDecline(): void;
}

function Blocks({ title, blocks }: { title: string; blocks: readonly string[] }) {
  const t = useT();
  if (blocks.length === 0) return null;
  const listed = blocks.slice(0, POLICY_CHANGES_LISTED);
  return (
    <>
      <p>{title}</p>
      <ul>
        {listed.map((block, index) => (
          <li key={index}>{block.length > 160 ? `${block.slice(0, 157)}...` : block}</li>
        ))}
        {blocks.length > listed.length && <li>{t("policyGate.andMore", { count: blocks.length - listed.length })}</li>}
      </ul>
    </>
  );
}

/** Which version this is and when it was published, and what to read again since the one before. */
function VersionNote({ policy, changes }: { policy: PolicyDoc; changes: PolicyChanges | undefined }) {
  const t = useT();
  const format = useFormats();
  const version = t("policyGate.version", { version: policy.version, date: format.date(policy.createdAt) });
  return (
    <section aria-label={version}>
      <p>
        <strong>{version}</strong>
      </p>
      {changes && (
        <>
          <p>{t("policyGate.changesTitle", { since: changes.since })}</p>
          {changes.added.length === 0 && changes.removed.length === 0 ? (
            <p>{t("policyGate.noTextChanges")}</p>
          ) : (
            <>
              <Blocks title={t("policyGate.added")} blocks={changes.added} />
              <Blocks title={t("policyGate.removed")} blocks={changes.removed} />
            </>
          )}
        </>
      )}
    </section>
  );
}

export function PolicyDialog({ open, policy, changes, busy, onAccept, onDecline }: PolicyDialogProps) {
  const t = useT();
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
          <DialogTitle>{t("common.policyDialogTitle")}</DialogTitle>
          <DialogContent>
            <p className={styles.intro}>{t("common.policyDialogIntro")}</p>
            <VersionNote policy={policy} changes={changes} />
            <PolicyRenderer document={policy.text} className={styles.document} />
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onDecline} disabled={busy}>
              {t("ui.declinePolicy")}
            </Button>
            <Button appearance="primary" onClick={onAccept} disabled={busy}>
              {t("ui.acceptPolicy")}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

export default PolicyDialog;

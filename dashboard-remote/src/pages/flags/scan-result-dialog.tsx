import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, tokens } from "@fluentui/react-components";
import type { FlagDoc, FlagScanResult } from "@steward/shared";
import { humanize } from "../../texts.ts";
import { SeverityBadge } from "./flag-badges.tsx";
import { FLAG_TEXTS } from "./flag-texts.ts";

const useStyles = makeStyles({
  section: { marginBottom: tokens.spacingVerticalM },
  heading: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, margin: `0 0 ${tokens.spacingVerticalXS}` },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL, display: "flex", flexDirection: "column", gap: tokens.spacingVerticalXXS },
});

function FlagList({ title, flags }: { title: string; flags: FlagDoc[] }) {
  const styles = useStyles();
  return (
    <section className={styles.section} aria-label={title}>
      <h3 className={styles.heading}>{title}</h3>
      {flags.length === 0 ? (
        <div>{FLAG_TEXTS.nothing}</div>
      ) : (
        <ul className={styles.list}>
          {flags.map((flag) => (
            <li key={flag.id}>
              {flag.socialMedia.name}: {humanize(flag.category)} <SeverityBadge severity={flag.severity} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** What the risk scan just opened and closed. */
export function ScanResultDialog({ open, result, onClose }: { open: boolean; result: FlagScanResult; onClose(): void }) {
  return (
    <Dialog open={open} onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface aria-label={FLAG_TEXTS.scanTitle}>
        <DialogBody>
          <DialogTitle>{FLAG_TEXTS.scanTitle}</DialogTitle>
          <DialogContent>
            <FlagList title={FLAG_TEXTS.opened(result.opened.length)} flags={result.opened} />
            <FlagList title={FLAG_TEXTS.closed(result.closed.length)} flags={result.closed} />
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {FLAG_TEXTS.close}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles, tokens } from "@fluentui/react-components";
import type { FlagDoc, FlagScanResult } from "@steward/shared";
import { SeverityBadge } from "./flag-badges.tsx";
import { useT } from "../../i18n/i18n-context.ts";

const useStyles = makeStyles({
  section: { marginBottom: tokens.spacingVerticalM },
  heading: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, margin: `0 0 ${tokens.spacingVerticalXS}` },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL, display: "flex", flexDirection: "column", gap: tokens.spacingVerticalXXS },
});

function FlagList({ title, flags }: { title: string; flags: FlagDoc[] }) {
  const styles = useStyles();
  const t = useT();
  return (
    <section className={styles.section} aria-label={title}>
      <h3 className={styles.heading}>{title}</h3>
      {flags.length === 0 ? (
        <div>{t("flags.nothing")}</div>
      ) : (
        <ul className={styles.list}>
          {flags.map((flag) => (
            <li key={flag.id}>
              {flag.socialMedia.name}: {t(`flags.categories.${flag.category}`)} <SeverityBadge severity={flag.severity} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** What the risk scan just opened and closed. */
export function ScanResultDialog({ open, result, onClose }: { open: boolean; result: FlagScanResult; onClose(): void }) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface aria-label={t("flags.scanTitle")}>
        <DialogBody>
          <DialogTitle>{t("flags.scanTitle")}</DialogTitle>
          <DialogContent>
            <FlagList title={t("flags.opened", { n: result.opened.length })} flags={result.opened} />
            <FlagList title={t("flags.closed", { n: result.closed.length })} flags={result.closed} />
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {t("flags.close")}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

// A campaign's progress as words and a bar: decided share in the brand colour, overdue in red.
// Not a role=progressbar: nothing is loading, and the words say it all (the bar is decoration).
import { makeStyles, tokens } from "@fluentui/react-components";
import type { CampaignProgress } from "@steward/shared";
import { useFormats } from "../../components/format/use-formats.tsx";
import { useT } from "../../i18n/i18n-context.ts";

const useStyles = makeStyles({
  root: { display: "flex", flexDirection: "column", gap: tokens.spacingVerticalXXS, minWidth: "140px" },
  text: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2, fontVariantNumeric: "tabular-nums" },
});

export function CampaignProgressBar({ progress }: { progress: CampaignProgress }) {
  const styles = useStyles();
  const formats = useFormats();
  const t = useT();
  const { total, decided, overdue } = progress;
  const width = (n: number) => (total === 0 ? 0 : (n / total) * 100);
  return (
    <div className={styles.root}>
      <svg viewBox="0 0 100 8" preserveAspectRatio="none" width="100%" height="8" aria-hidden focusable="false">
        <rect x="0" y="0" width="100" height="8" rx="2" fill={tokens.colorNeutralBackground3} />
        <rect x="0" y="0" width={width(decided)} height="8" rx="2" fill={tokens.colorBrandBackground} />
        <rect x={width(decided)} y="0" width={width(overdue)} height="8" fill={tokens.colorPaletteRedBackground3} />
      </svg>
      <span className={styles.text}>
        {total === 0 ? "—" : t("campaigns.percent", { ratio: decided / total })} · {t("campaigns.progressLabel", { decided, total, overdue })}
      </span>
    </div>
  );
}

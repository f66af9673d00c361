// A run's counts: how many rows it creates, updates, leaves alone and refuses.
import { ROW_OUTCOMES, type ImportRunResult } from "@steward/shared";
import { useFormats } from "../../components/format/use-formats.tsx";
import { useT } from "../../i18n/i18n-context.ts";
import { useImportStyles } from "./imports.styles.ts";

export function RunCounts({ counts }: { counts: ImportRunResult["counts"] }) {
  const t = useT();
  const formats = useFormats();
  const styles = useImportStyles();
  return (
    <dl className={styles.counts} aria-label={t("imports.countsLabel")}>
      {ROW_OUTCOMES.map((outcome) => (
        <div key={outcome} className={styles.count}>
          <dt className={styles.countTerm}>{t(`imports.counts.${outcome}`)}</dt>
          <dd className={styles.countValue}>{formats.number(counts[outcome])}</dd>
        </div>
      ))}
    </dl>
  );
}

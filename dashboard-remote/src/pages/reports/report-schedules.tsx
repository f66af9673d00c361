// The caller's scheduled reports (issue 32): this report e-mailed to themselves monthly or
// quarterly, as PDF or XLSX; their schedules listed (every unit's), each stopped after confirming.
import { Button, Dropdown, Field, mergeClasses, Option } from "@fluentui/react-components";
import { REPORT_FORMATS, REPORT_FREQUENCIES, type ReportFormat, type ReportFrequency, type ReportSchedule, type UnitReport } from "@steward/shared";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { createReportSchedule, deleteReportSchedule } from "../../api/reports-api.ts";
import { ConfirmDialog } from "../../components/confirm-dialog/confirm-dialog.tsx";
import { useFormats } from "../../components/format/use-formats.tsx";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { invalidateAfter } from "../../data/invalidate.ts";
import { reportSchedulesQuery } from "../../data/reports-queries.ts";
import { useT } from "../../i18n/i18n-context.ts";
import { useNotify } from "../../notifications/use-notify.ts";
import { useReportsStyles } from "./reports-page.styles.ts";

export interface ReportSchedulesProps {
  /** The report on screen (null: the whole institution). */
  unit: UnitReport["unit"];
  unitName: string;
  email: string;
}

export function ReportSchedules({ unit, unitName, email }: ReportSchedulesProps) {
  const t = useT();
  const styles = useReportsStyles();
  const formats = useFormats();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { api } = useDashboardServices();
  const schedules = useQuery(reportSchedulesQuery(api));
  const [frequency, setFrequency] = useState<ReportFrequency>("monthly");
  const [format, setFormat] = useState<ReportFormat>("pdf");
  const [saving, setSaving] = useState(false);
  const [stopping, setStopping] = useState<ReportSchedule | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const scheduleName = (s: ReportSchedule) => s.unit?.name ?? t("reports.wholeInstitution");

  const add = async () => {
    setSaving(true);
    try {
      await createReportSchedule(api, { unitId: unit?.id ?? null, frequency, format });
      notify.success(t("reports.scheduled"));
      await invalidateAfter(queryClient, "reportSchedule");
    } catch {
      notify.error(t("reports.scheduleFailed"));
    } finally {
      setSaving(false);
    }
  };
  const stop = async () => {
    if (!stopping) return;
    setBusy(true);
    try {
      await deleteReportSchedule(api, stopping.id);
      notify.success(t("reports.stopped"));
      setStopping(null);
      setRefusal(null);
      await invalidateAfter(queryClient, "reportSchedule");
    } catch {
      setRefusal(t("reports.stopFailed"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="report-schedules">
      <h2 id="report-schedules" className={styles.sectionTitle}>
        {t("reports.schedules")}
      </h2>
      <p className={styles.note}>{t("reports.schedulesIntro", { email })}</p>
      <div className={styles.scheduleForm}>
        <Field label={t("reports.frequency")}>
          <Dropdown value={t(`reports.frequency_${frequency}`)} selectedOptions={[frequency]} onOptionSelect={(_e, data) => data.optionValue && setFrequency(data.optionValue as ReportFrequency)}>
            {REPORT_FREQUENCIES.map((f) => (
              <Option key={f} value={f}>
                {t(`reports.frequency_${f}`)}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field label={t("reports.format")}>
          <Dropdown value={t(`reports.format_${format}`)} selectedOptions={[format]} onOptionSelect={(_e, data) => data.optionValue && setFormat(data.optionValue as ReportFormat)}>
            {REPORT_FORMATS.map((f) => (
              <Option key={f} value={f}>
                {t(`reports.format_${f}`)}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Button appearance="primary" disabled={saving} onClick={() => void add()}>
          {t("reports.schedule")}
        </Button>
      </div>
      {schedules.data && schedules.data.docs.length === 0 && <p className={styles.note}>{t("reports.noSchedules")}</p>}
      {schedules.data && schedules.data.docs.length > 0 && (
        <table className={styles.table}>
          <caption className={styles.caption}>{t("reports.yourSchedules")}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.cell}>{t("reports.colReport")}</th>
              <th scope="col" className={styles.cell}>{t("reports.colFrequency")}</th>
              <th scope="col" className={styles.cell}>{t("reports.colFormat")}</th>
              <th scope="col" className={styles.cell}>{t("reports.colNext")}</th>
              <th scope="col" className={styles.cell}>{t("reports.colLastSent")}</th>
              <th scope="col" className={styles.cell}>{t("reports.colAction")}</th>
            </tr>
          </thead>
          <tbody>
            {schedules.data.docs.map((s) => (
              <tr key={s.id}>
                <td className={styles.cell}>{scheduleName(s)}</td>
                <td className={styles.cell}>{t(`reports.frequency_${s.frequency}`)}</td>
                <td className={styles.cell}>{t(`reports.format_${s.format}`)}</td>
                <td className={mergeClasses(styles.cell, styles.dateCell)}>{formats.date(s.nextRunOn)}</td>
                <td className={mergeClasses(styles.cell, styles.dateCell)}>{s.lastSentAt ? formats.dateTime(s.lastSentAt) : t("reports.notYet")}</td>
                <td className={styles.cell}>
                  <Button size="small" onClick={() => setStopping(s)} aria-label={`${t("reports.stop")}: ${scheduleName(s)}`}>
                    {t("reports.stop")}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ConfirmDialog
        open={stopping !== null}
        title={t("reports.stopTitle")}
        confirmLabel={t("reports.stop")}
        cancelLabel={t("reports.cancel")}
        busy={busy}
        refusal={refusal}
        onConfirm={() => void stop()}
        onCancel={() => {
          setStopping(null);
          setRefusal(null);
        }}
      >
        <p>{t("reports.stopBody", { unit: stopping ? scheduleName(stopping) : unitName })}</p>
      </ConfirmDialog>
    </section>
  );
}

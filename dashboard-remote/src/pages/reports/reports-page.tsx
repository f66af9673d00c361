// Reports (issue 32): a unit's report, or the whole institution's for super admins; the unit is
// chosen among those the caller reaches (the scoped units list). Every figure is a table, with a
// chart beside it for the eye; the same report downloads as XLSX or PDF (fetched with the page's
// credentials, the portal's bearer token included) and can be e-mailed monthly or quarterly.
import { Button, Field, mergeClasses, MessageBar, MessageBarBody, Spinner } from "@fluentui/react-components";
import { ArrowDownload20Regular } from "@fluentui/react-icons";
import { FLAG_SEVERITIES, PLATFORMS, SOCIAL_MEDIA_STATUSES, isSuperAdmin, type ReportFormat, type ReportTarget, type UnitReport } from "@steward/shared";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useState, type ReactNode } from "react";
import { downloadUnitReport } from "../../api/reports-api.ts";
import { useCurrentUser } from "../../components/current-user.ts";
import { FailureExplanation } from "../../components/failure/failure-explanation.tsx";
import { useFormats } from "../../components/format/use-formats.tsx";
import { PageHeader } from "../../components/page-header/page-header.tsx";
import { UnitPicker } from "../../components/pickers/unit-picker.tsx";
import { useDashboardServices } from "../../dashboard-services.tsx";
import { unitReportQuery } from "../../data/reports-queries.ts";
import { useT } from "../../i18n/i18n-context.ts";
import { useNotify } from "../../notifications/use-notify.ts";
import { reportTargetOf } from "./reports-search.ts";
import { CountBars, ShareBars, ShareDonut, type ChartSlice } from "./report-charts.tsx";
import { ReportSchedules } from "./report-schedules.tsx";
import { useReportsStyles } from "./reports-page.styles.ts";
import { saveFile } from "../../components/export-menu/save-file.ts";

const route = getRouteApi("/dashboard/reports");

function DownloadButtons({ target }: { target: ReportTarget }) {
  const t = useT();
  const notify = useNotify();
  const { api } = useDashboardServices();
  const [busy, setBusy] = useState<ReportFormat | null>(null);
  const download = async (format: ReportFormat) => {
    setBusy(format);
    try {
      const file = await downloadUnitReport(api, target, format);
      saveFile(file.blob, file.fileName ?? `steward-report.${format}`);
    } catch {
      notify.error(t("reports.downloadFailed"));
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <Button icon={busy === "xlsx" ? <Spinner size="tiny" /> : <ArrowDownload20Regular />} disabled={busy !== null} onClick={() => void download("xlsx")}>
        {t("reports.downloadXlsx")}
      </Button>
      <Button appearance="primary" icon={busy === "pdf" ? <Spinner size="tiny" /> : <ArrowDownload20Regular />} disabled={busy !== null} onClick={() => void download("pdf")}>
        {t("reports.downloadPdf")}
      </Button>
    </>
  );
}

/** One section: its title, the table that holds its numbers, and the chart beside it. */
function Section({ id, title, note, chart, children }: { id: string; title: string; note?: string | undefined; chart?: ReactNode; children: ReactNode }) {
  const styles = useReportsStyles();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {note && <p className={styles.note}>{note}</p>}
      <div className={styles.sectionBody}>
        <div className={styles.tableBox}>{children}</div>
        {chart && <div className={styles.chartBox}>{chart}</div>}
      </div>
    </section>
  );
}

function CountTable({ caption, label, unit, rows, total }: { caption: string; label: string; unit: string; rows: ChartSlice[]; total?: number }) {
  const styles = useReportsStyles();
  const formats = useFormats();
  const t = useT();
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.cell}>{label}</th>
          <th scope="col" className={styles.numberCell}>{unit}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.label}>
            <th scope="row" className={styles.rowHead}>{r.label}</th>
            <td className={styles.numberCell}>{formats.number(r.value)}</td>
          </tr>
        ))}
      </tbody>
      {total !== undefined && (
        <tfoot>
          <tr>
            <th scope="row" className={styles.rowHead}>{t("reports.total")}</th>
            <td className={styles.numberCell}>{formats.number(total)}</td>
          </tr>
        </tfoot>
      )}
    </table>
  );
}

function More({ shown, total }: { shown: number; total: number }) {
  const t = useT();
  const styles = useReportsStyles();
  const formats = useFormats();
  if (total === 0) return <p className={styles.note}>{t("reports.noneListed")}</p>;
  return total > shown ? <p className={styles.note}>{t("reports.moreRows", { shown: formats.number(shown), total: formats.number(total) })}</p> : null;
}

function ReportView({ report }: { report: UnitReport }) {
  const t = useT();
  const styles = useReportsStyles();
  const formats = useFormats();
  const status: ChartSlice[] = SOCIAL_MEDIA_STATUSES.map((s) => ({ label: t(`reports.status_${s}`), value: report.accounts.byStatus[s] ?? 0 }));
  const platforms: ChartSlice[] = PLATFORMS.map((p) => ({ label: t(`platforms.${p}`), value: report.accounts.byPlatform[p] ?? 0 }));
  const attestation: ChartSlice[] = [
    { label: t("reports.attested"), value: report.attestation.attested },
    { label: t("reports.due"), value: report.attestation.due },
    { label: t("reports.overdue"), value: report.attestation.overdue },
    { label: t("reports.notInCampaign"), value: report.attestation.notInCampaign },
  ];
  const severity: ChartSlice[] = FLAG_SEVERITIES.map((s) => ({ label: t(`reports.severity_${s}`), value: report.openFlags.bySeverity[s] ?? 0 }));
  const people = report.people;
  const trained: ChartSlice[] = [
    { label: t("reports.trainingAccessibility"), value: people.trainingAccessibility },
    { label: t("reports.trainingRisk"), value: people.trainingRisk },
    { label: t("reports.trainingBrand"), value: people.trainingBrand },
    ...(people.policyAcceptance === null ? [] : [{ label: t("reports.policyAcceptance"), value: people.policyAcceptance }]),
  ];
  const chartOf = (title: string) => t("reports.chartOf", { title });
  return (
    <div className={styles.sections}>
      <p className={styles.note}>{t("reports.asOf", { at: formats.dateTime(report.generatedAt) })}</p>
      <Section id="report-status" title={t("reports.accountsByStatus")} chart={<ShareDonut title={chartOf(t("reports.accountsByStatus"))} slices={status} />}>
        <CountTable caption={t("reports.accountsByStatus")} label={t("reports.colStatus")} unit={t("reports.colAccounts")} rows={status} total={report.accounts.total} />
      </Section>
      <Section id="report-platform" title={t("reports.accountsByPlatform")} chart={<CountBars title={chartOf(t("reports.accountsByPlatform"))} slices={platforms} />}>
        <CountTable caption={t("reports.accountsByPlatform")} label={t("reports.colPlatform")} unit={t("reports.colAccounts")} rows={platforms} />
      </Section>
      <Section id="report-attestation" title={t("reports.attestation")} note={t("reports.attestationNote")} chart={<ShareDonut title={chartOf(t("reports.attestation"))} slices={attestation} />}>
        <CountTable caption={t("reports.attestation")} label={t("reports.colState")} unit={t("reports.colAccounts")} rows={attestation} total={report.attestation.active} />
      </Section>
      <Section id="report-flags" title={t("reports.openFlags")} chart={<CountBars title={chartOf(t("reports.openFlags"))} slices={severity} />}>
        <CountTable caption={t("reports.openFlags")} label={t("reports.colSeverity")} unit={t("reports.colFlags")} rows={severity} total={report.openFlags.total} />
      </Section>
      <Section id="report-people" title={t("reports.people")} chart={<ShareBars slices={trained} of={people.total} />}>
        <table className={styles.table}>
          <caption className={styles.caption}>{t("reports.people")}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.cell}>{t("reports.colMeasure")}</th>
              <th scope="col" className={styles.numberCell}>{t("reports.colPeople")}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row" className={styles.rowHead}>{t("reports.peopleTotal")}</th>
              <td className={styles.numberCell}>{formats.number(people.total)}</td>
            </tr>
            {trained.map((r) => (
              <tr key={r.label}>
                <th scope="row" className={styles.rowHead}>{r.label}</th>
                <td className={styles.numberCell}>{formats.number(r.value)}</td>
              </tr>
            ))}
            {people.policyAcceptance === null && (
              <tr>
                <th scope="row" className={styles.rowHead}>{t("reports.policyAcceptance")}</th>
                <td className={styles.numberCell}>{t("reports.noPolicy")}</td>
              </tr>
            )}
          </tbody>
        </table>
      </Section>
      <Section id="report-dormant" title={t("reports.dormant")}>
        {report.dormantAccounts.accounts.length > 0 && (
          <table className={styles.table}>
            <caption className={styles.caption}>{t("reports.dormant")}</caption>
            <thead>
              <tr>
                <th scope="col" className={styles.cell}>{t("reports.colAccount")}</th>
                <th scope="col" className={styles.cell}>{t("reports.colUnit")}</th>
              </tr>
            </thead>
            <tbody>
              {report.dormantAccounts.accounts.map((a) => (
                <tr key={a.id}>
                  <td className={styles.cell}>{a.name}</td>
                  <td className={styles.cell}>{a.unit}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <More shown={report.dormantAccounts.accounts.length} total={report.dormantAccounts.total} />
      </Section>
      <Section id="report-idle" title={t("reports.idle")}>
        {report.idlePeople.people.length > 0 && (
          <table className={styles.table}>
            <caption className={styles.caption}>{t("reports.idle")}</caption>
            <thead>
              <tr>
                <th scope="col" className={styles.cell}>{t("reports.colName")}</th>
                <th scope="col" className={styles.cell}>{t("reports.colEmail")}</th>
                <th scope="col" className={styles.cell}>{t("reports.colLastSignIn")}</th>
              </tr>
            </thead>
            <tbody>
              {report.idlePeople.people.map((p) => (
                <tr key={p.id}>
                  <td className={styles.cell}>{p.name}</td>
                  <td className={styles.cell}>{p.email}</td>
                  <td className={mergeClasses(styles.cell, styles.dateCell)}>{p.lastSignInAt ? formats.date(p.lastSignInAt) : t("reports.never")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <More shown={report.idlePeople.people.length} total={report.idlePeople.total} />
      </Section>
      <Section id="report-handover" title={t("reports.handover")}>
        {report.overdueHandover.tasks.length > 0 && (
          <table className={styles.table}>
            <caption className={styles.caption}>{t("reports.handover")}</caption>
            <thead>
              <tr>
                <th scope="col" className={styles.cell}>{t("reports.colTask")}</th>
                <th scope="col" className={styles.cell}>{t("reports.colAccount")}</th>
                <th scope="col" className={styles.cell}>{t("reports.colAssignee")}</th>
                <th scope="col" className={styles.cell}>{t("reports.colDue")}</th>
              </tr>
            </thead>
            <tbody>
              {report.overdueHandover.tasks.map((task) => (
                <tr key={task.id}>
                  <td className={styles.cell}>{t(`handoverTasks.${task.kind}`)}</td>
                  <td className={styles.cell}>{task.account.name}</td>
                  <td className={styles.cell}>{task.assignee?.name ?? t("reports.nobody")}</td>
                  <td className={mergeClasses(styles.cell, styles.dateCell)}>{formats.date(task.dueAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <More shown={report.overdueHandover.tasks.length} total={report.overdueHandover.total} />
      </Section>
    </div>
  );
}

export function ReportsPage() {
  const t = useT();
  const styles = useReportsStyles();
  const user = useCurrentUser();
  const { api } = useDashboardServices();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const wholeInstitution = isSuperAdmin(user.role);
  const target = reportTargetOf(search, wholeInstitution);
  const report = useQuery({ ...unitReportQuery(api, target ?? "all"), enabled: target !== null });
  const [chosen, setChosen] = useState<{ id: number; name: string }[]>([]);
  const unitName = report.data?.unit ? report.data.unit.pathNames.join(" / ") : t("reports.wholeInstitution");
  return (
    <div className={styles.root}>
      <PageHeader title={t("reports.title")} actions={target !== null && report.data ? <DownloadButtons target={target} /> : undefined} />
      <p className={styles.intro}>{t("reports.intro")}</p>
      <Field label={t("reports.unit")} className={styles.picker}>
        <UnitPicker
          label={t("reports.unit")}
          single
          value={search.unit !== undefined ? (chosen.length > 0 && chosen[0]!.id === search.unit ? chosen : report.data?.unit ? [{ id: report.data.unit.id, name: report.data.unit.name }] : []) : []}
          {...(wholeInstitution ? { noneLabel: t("reports.wholeInstitution") } : {})}
          onChange={(units) => {
            setChosen(units.map(({ id, name }) => ({ id, name })));
            void navigate({ search: units[0] ? { unit: units[0].id } : {} });
          }}
        />
      </Field>
      {target === null ? (
        <p>{t("reports.chooseUnit")}</p>
      ) : report.isError ? (
        <MessageBar intent="error">
          <MessageBarBody>
            <FailureExplanation error={report.error} />
          </MessageBarBody>
        </MessageBar>
      ) : !report.data ? (
        <Spinner label={t("common.loading")} />
      ) : (
        <>
          <h2 className={styles.reportTitle}>{t("reports.reportOf", { unit: unitName })}</h2>
          <ReportView report={report.data} />
          <ReportSchedules unit={report.data.unit} unitName={unitName} email={user.email} />
        </>
      )}
    </div>
  );
}

// The report as the files show it (issue 32): one titled table per section, every text in the
// reader's language, numbers kept as numbers and moments as Dates (typed cells in XLSX). The XLSX
// and the PDF writers draw the same sections, so the two files never disagree.
import { FLAG_SEVERITIES, PLATFORMS, SOCIAL_MEDIA_STATUSES, type Locale, type UnitReport } from "@steward/shared";
import { serverT } from "../i18n/server-catalogue.ts";

export type Cell = string | number | Date | null;

export interface ReportSection {
  /** The section's title (the PDF heading). */
  title: string;
  /** The XLSX sheet's name (31 characters at most, as Excel allows). */
  sheet: string;
  headers: string[];
  rows: Cell[][];
  /** Rows drawn as bars in the PDF: a label column and a count column. */
  chart?: { label: number; value: number };
  /** The last row sums the others (left out of the bars). */
  totalRow?: boolean;
  /** Shown under the table when the list is cut (the totals still count every row). */
  note?: string;
}

export interface ReportDocument {
  title: string;
  unitLine: string;
  dateLine: string;
  sections: ReportSection[];
}

/** The institution's calendar date of a moment, written the reader's way (e.g. 26/11/2026 in es-CO). */
function dateText(locale: Locale, at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone }).format(at);
}

export function reportDocument(report: UnitReport, locale: Locale, timeZone: string): ReportDocument {
  const t = serverT(locale);
  const k = (key: string, values?: Record<string, string | number>) => t(`reports.${key}` as Parameters<typeof t>[0], values);
  const platformName = (p: string) => t(`platforms.${p}` as Parameters<typeof t>[0]);
  const more = (shown: number, total: number) => (total > shown ? k("moreRows", { shown, total }) : undefined);
  const unitName = report.unit ? report.unit.name : k("wholeInstitution");
  const people = report.people;
  const peopleRows: Cell[][] = [
    [k("people.total"), people.total],
    [k("people.trainingAccessibility"), people.trainingAccessibility],
    [k("people.trainingRisk"), people.trainingRisk],
    [k("people.trainingBrand"), people.trainingBrand],
    [k("people.policyAcceptance"), people.policyAcceptance ?? k("people.noPolicy")],
  ];
  const sections: ReportSection[] = [
    {
      title: k("section.accountsByStatus"),
      sheet: k("sheet.status"),
      headers: [k("col.status"), k("col.count")],
      rows: [...SOCIAL_MEDIA_STATUSES.map((s): Cell[] => [k(`status.${s}`), report.accounts.byStatus[s] ?? 0]), [k("total"), report.accounts.total]],
      chart: { label: 0, value: 1 },
      totalRow: true,
    },
    {
      title: k("section.accountsByPlatform"),
      sheet: k("sheet.platform"),
      headers: [k("col.platform"), k("col.count")],
      rows: PLATFORMS.map((p): Cell[] => [platformName(p), report.accounts.byPlatform[p] ?? 0]),
      chart: { label: 0, value: 1 },
    },
    {
      title: k("section.attestation"),
      sheet: k("sheet.attestation"),
      headers: [k("col.state"), k("col.count")],
      rows: [
        [k("attestation.attested"), report.attestation.attested],
        [k("attestation.due"), report.attestation.due],
        [k("attestation.overdue"), report.attestation.overdue],
        [k("attestation.notInCampaign"), report.attestation.notInCampaign],
        [k("total"), report.attestation.active],
      ],
      chart: { label: 0, value: 1 },
      totalRow: true,
    },
    {
      title: k("section.openFlags"),
      sheet: k("sheet.flags"),
      headers: [k("col.severity"), k("col.flags")],
      rows: [...FLAG_SEVERITIES.map((s): Cell[] => [k(`severity.${s}`), report.openFlags.bySeverity[s] ?? 0]), [k("total"), report.openFlags.total]],
      chart: { label: 0, value: 1 },
      totalRow: true,
    },
    {
      title: k("section.dormant"),
      sheet: k("sheet.dormant"),
      headers: [k("col.account"), k("col.unit")],
      rows: report.dormantAccounts.accounts.map((a): Cell[] => [a.name, a.unit]),
      note: more(report.dormantAccounts.accounts.length, report.dormantAccounts.total),
    },
    { title: k("section.people"), sheet: k("sheet.people"), headers: [k("col.measure"), k("col.people")], rows: peopleRows },
    {
      title: k("section.idle"),
      sheet: k("sheet.idle"),
      headers: [k("col.name"), k("col.email"), k("col.lastSignIn")],
      rows: report.idlePeople.people.map((p): Cell[] => [p.name, p.email, p.lastSignInAt ? new Date(p.lastSignInAt) : k("never")]),
      note: more(report.idlePeople.people.length, report.idlePeople.total),
    },
    {
      title: k("section.handover"),
      sheet: k("sheet.handover"),
      headers: [k("col.task"), k("col.account"), k("col.assignee"), k("col.due")],
      rows: report.overdueHandover.tasks.map((task): Cell[] => [k(`task.${task.kind}`), task.account.name, task.assignee?.name ?? k("nobody"), new Date(task.dueAt)]),
      note: more(report.overdueHandover.tasks.length, report.overdueHandover.total),
    },
  ];
  return {
    title: `${k("title")}: ${unitName}`,
    unitLine: k("unitLine", { path: report.unit ? report.unit.pathNames.join(" / ") : k("wholeInstitution") }),
    dateLine: k("dateLine", { date: dateText(locale, new Date(report.generatedAt), timeZone) }),
    sections,
  };
}

/** A moment in a table cell, as the reader writes dates. */
export function cellText(cell: Cell, locale: Locale, timeZone: string): string {
  if (cell === null) return "";
  if (cell instanceof Date) return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone }).format(cell);
  if (typeof cell === "number") return new Intl.NumberFormat(locale).format(cell);
  return cell;
}

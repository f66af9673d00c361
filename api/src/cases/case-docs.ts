// A case row as the API answers it (shared/contracts/cases.ts). The sender's contact is added only
// by the caller that may show it.
import { caseSlaStatus, CASE_CLOCK_HOURS, isLocale, type CaseClockDoc, type CaseDetailDoc, type CaseDoc, type CaseReporterDoc, type CaseState, type ContentKind, type Platform, type ReportKind } from "@steward/shared";
import type { CaseView } from "../repositories/cases-repo.ts";

const HOUR_MS = 3_600_000;

export function clockOf(row: CaseView, now: Date): CaseClockDoc | null {
  if (row.dueAt === null || row.confirmedAt === null) return null;
  return {
    startedAt: row.confirmedAt,
    dueAt: row.dueAt,
    status: caseSlaStatus({ startedAt: row.confirmedAt, closedAt: row.closedAt, breachedAt: row.breachedAt }, now),
    reminderSentAt: row.reminderSentAt,
    escalatedAt: row.escalatedAt,
    breachedAt: row.breachedAt,
  };
}

/** When a clock step falls due, counted from confirmation. */
export const clockStepAt = (confirmedAt: string, hours: number) => new Date(Date.parse(confirmedAt) + hours * HOUR_MS).toISOString();
export const dueAtOf = (confirmedAt: string) => clockStepAt(confirmedAt, CASE_CLOCK_HOURS.due);

export function caseDoc(row: CaseView, now: Date): CaseDoc {
  return {
    id: row.id,
    kind: row.kind as ReportKind,
    state: row.state as CaseState,
    account:
      row.accountId !== null && row.accountName !== null
        ? { id: row.accountId, name: row.accountName, platform: row.accountPlatform as Platform, profileUrl: row.accountProfileUrl ?? "" }
        : null,
    unit: row.unitId !== null && row.unitName !== null ? { id: row.unitId, name: row.unitName } : null,
    impostorUrl: row.impostorUrl,
    contentUrl: row.contentUrl,
    contentKind: row.contentKind as ContentKind | null,
    reportedAt: row.reportedAt,
    confirmedAt: row.confirmedAt ?? row.reportedAt,
    updatedAt: row.updatedAt,
    closedAt: row.closedAt,
    clock: clockOf(row, now),
    refusalReason: row.refusalReason,
    platformTicket: row.platformTicket,
  };
}

export const ownersOf = (row: Pick<CaseView, "owners">): number[] => {
  try {
    const ids = JSON.parse(row.owners) as unknown;
    return Array.isArray(ids) ? ids.filter((id): id is number => Number.isSafeInteger(id)) : [];
  } catch {
    return [];
  }
};

export const linksOf = (row: Pick<CaseView, "evidenceLinks">): string[] => {
  try {
    const links = JSON.parse(row.evidenceLinks) as unknown;
    return Array.isArray(links) ? links.filter((l): l is string => typeof l === "string") : [];
  } catch {
    return [];
  }
};

export function reporterOf(row: CaseView): CaseReporterDoc | null {
  if (row.reporterRedactedAt !== null || row.reporterEmail === null) return null;
  return { name: row.reporterName ?? "", email: row.reporterEmail, phone: row.reporterPhone, locale: isLocale(row.reporterLocale) ? row.reporterLocale : "en" };
}

/** The detail without its timeline and the caller's rights (the evidence file holds it too). */
export function caseDetailFields(row: CaseView, now: Date, owners: { id: number; name: string }[]): Omit<CaseDetailDoc, "timeline" | "mayChangeState"> {
  return {
    ...caseDoc(row, now),
    description: row.description,
    statement: row.statement,
    evidenceLinks: linksOf(row),
    claimedUnitName: row.claimedUnitName,
    officialAccountUrl: row.officialAccountUrl,
    signature: row.signature,
    reporter: reporterOf(row),
    reporterRedacted: row.reporterRedactedAt !== null,
    owners,
  };
}

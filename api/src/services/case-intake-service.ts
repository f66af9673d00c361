// The public side of cases (issue 34): a report from the form is kept as "received" and its sender
// gets a confirmation link by e-mail, in one transaction; the link, once opened, makes it a case,
// routes it, starts a removal request's 48-hour clock, audits it and tells its owners (the event's
// fan-out writes their inbox items and e-mails). Nothing the sender typed is ever sent back to them.
import { REPORT_CONFIRM_HOURS, REPORT_CONFIRM_PARAM, CASE_MESSAGES, PUBLIC_DIRECTORY_BASE, profileKeys, publicReportEndpoints, type Locale, type PublicReport, type ReportKind } from "@steward/shared";
import { randomId } from "../auth/tokens.ts";
import { writeAudit } from "../audit/write-audit.ts";
import { recordEvent } from "../events/record-event.ts";
import { badRequest } from "../domain/errors.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { sha256Hex } from "../mail/password-tokens.ts";
import { confirmationMail } from "../cases/case-mails.ts";
import { dueAtOf } from "../cases/case-docs.ts";
import { routeCase } from "../cases/case-routing.ts";
import { caseByTokenHash, insertCase, updateCase } from "../repositories/cases-repo.ts";
import { isPublishedNow, publishedByKeys } from "../repositories/directory-repo.ts";
import { publicUrlOf } from "../settings.ts";
import type { ServiceDeps } from "./deps.ts";

export type ConfirmOutcome =
  | { outcome: "pending" | "confirmed" | "already"; caseId: number; kind: ReportKind; locale: Locale }
  | { outcome: "invalid" };

const HOUR_MS = 3_600_000;

export function createCaseIntakeService(deps: ServiceDeps) {
  const { database, settings } = deps;

  /** The published account a report names, or a 400 in the sender's words. */
  async function officialAccount(report: PublicReport): Promise<number | null> {
    if (report.officialAccountId !== undefined) {
      if (await isPublishedNow(database.db, report.officialAccountId)) return report.officialAccountId;
      throw badRequest([{ path: "officialAccountId", message: CASE_MESSAGES.accountUnknown }]);
    }
    if (report.kind === "removal" && report.officialAccountUrl !== undefined) {
      const named = profileKeys(report.officialAccountUrl);
      const [row] = named.ok ? await publishedByKeys(database.db, named.keys) : [];
      if (row) return row.id;
      throw badRequest([{ path: "officialAccountUrl", message: CASE_MESSAGES.accountUnknown }]);
    }
    return null;
  }

  return {
    /** POST /public/v1/reports: kept unconfirmed, and the link sent. */
    async submit(report: PublicReport, requestLocale: Locale): Promise<void> {
      const accountId = await officialAccount(report);
      const now = deps.now();
      const token = randomId(32);
      const locale = report.reporter.locale ?? requestLocale;
      const link = `${publicUrlOf(settings)}${PUBLIC_DIRECTORY_BASE}${publicReportEndpoints.confirm.path}?${REPORT_CONFIRM_PARAM}=${encodeURIComponent(token)}`;
      const common = {
        kind: report.kind,
        state: "received",
        accountId,
        reporterName: report.reporter.name,
        reporterEmail: report.reporter.email,
        reporterLocale: locale,
        tokenHash: await sha256Hex(token),
        tokenExpiresAt: new Date(now.getTime() + REPORT_CONFIRM_HOURS * HOUR_MS).toISOString(),
        reportedAt: now.toISOString(),
        updatedAt: now.toISOString(),
      };
      const row =
        report.kind === "impostor"
          ? { ...common, impostorUrl: report.impostorUrl, evidenceLinks: JSON.stringify(report.evidenceLinks), claimedUnitName: report.claimedUnitName ?? null, description: report.description }
          : {
              ...common,
              officialAccountUrl: report.officialAccountUrl ?? null,
              contentUrl: report.contentUrl,
              contentKind: report.contentKind,
              statement: report.statement,
              signature: report.signature,
              reporterPhone: report.reporter.phone || null,
            };
      await database.write(async (tx) => {
        const id = await insertCase(tx, row);
        await enqueueMail(tx, confirmationMail(id, { name: report.reporter.name, email: report.reporter.email, locale }, report.kind, link), now);
      });
    },

    /** The link opened: what its page says (confirm, already confirmed, or not valid); changes nothing. */
    async check(token: string): Promise<ConfirmOutcome> {
      const row = await caseByTokenHash(database.db, await sha256Hex(token));
      if (!row) return { outcome: "invalid" };
      const answer = { caseId: row.id, kind: row.kind as ReportKind, locale: (row.reporterLocale === "es-CO" ? "es-CO" : "en") as Locale };
      if (row.state !== "received") return { outcome: "already", ...answer };
      return row.tokenExpiresAt <= deps.now().toISOString() ? { outcome: "invalid" } : { outcome: "pending", ...answer };
    },

    /** The page's button: the report becomes a case, once; a second press changes nothing. */
    async confirm(token: string): Promise<ConfirmOutcome> {
      const hash = await sha256Hex(token);
      const now = deps.now();
      return database.write(async (tx): Promise<ConfirmOutcome> => {
        const row = await caseByTokenHash(tx, hash);
        if (!row) return { outcome: "invalid" };
        const kind = row.kind as ReportKind;
        const locale = (row.reporterLocale === "es-CO" ? "es-CO" : "en") as Locale;
        if (row.state !== "received") return { outcome: "already", caseId: row.id, kind, locale };
        if (row.tokenExpiresAt <= now.toISOString()) return { outcome: "invalid" };
        const routing = await routeCase(tx, { accountId: row.accountId, claimedUnitName: row.claimedUnitName }, now, settings.TZ);
        const confirmedAt = now.toISOString();
        const dueAt = kind === "removal" ? dueAtOf(confirmedAt) : null;
        await updateCase(tx, row.id, { state: "confirmed", confirmedAt, updatedAt: confirmedAt, unitId: routing.unitId, owners: JSON.stringify(routing.owners), dueAt });
        // The sender's contact and words stay out of the audit log (kept for ever): it names the case and its routing.
        await writeAudit(
          tx,
          {
            action: "create",
            entity: "cases",
            documentId: row.id,
            actor: null,
            current: { kind, state: "confirmed", accountId: row.accountId, unitId: routing.unitId, owners: routing.owners, contentKind: row.contentKind, reportedAt: row.reportedAt, dueAt },
            organizations: routing.unitId === null ? [] : [routing.unitId],
          },
          now,
        );
        await recordEvent(
          tx,
          {
            type: "case.created",
            unitId: routing.unitId,
            subject: { type: "case", id: row.id },
            recipients: routing.owners,
            payload: { caseId: row.id, kind, accountId: row.accountId, accountName: routing.accountName, unitName: routing.unitName, contentKind: row.contentKind, dueAt, link: `/dashboard/cases/${row.id}` },
          },
          now,
        );
        return { outcome: "confirmed", caseId: row.id, kind, locale };
      });
    },
  };
}

export type CaseIntakeService = ReturnType<typeof createCaseIntakeService>;

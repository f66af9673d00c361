// What the sender of a report reads (issue 34): the confirmation link, and the outcome. Plain text
// in their language; what they typed is never repeated back, and no internal name (who handled it,
// which unit) is told. The kind names the case (`case:<id>:<what>`), so its timeline finds them.
import { REPORT_CONFIRM_HOURS, type CaseTargetState, type Locale, type ReportKind } from "@steward/shared";
import { serverT } from "../i18n/server-catalogue.ts";
import type { MailMessage } from "../mail/outbox.ts";
import { untrustedLine } from "../mail/untrusted-text.ts";

export function confirmationMail(caseId: number, to: { name: string; email: string; locale: Locale }, kind: ReportKind, link: string): MailMessage {
  const t = serverT(to.locale);
  const what = t(`cases.kind.${kind}`);
  return {
    kind: `case:${caseId}:confirm`,
    recipient: to.email,
    subject: t("cases.confirmSubject", { kind: what }),
    body: `${t("mail.greeting", { name: untrustedLine(to.name, 80) })}\n\n${t("cases.confirmBody", { kind: what, hours: REPORT_CONFIRM_HOURS })}\n\n${link}\n\n${t("cases.confirmIgnore")}\n`,
  };
}

export type Outcome = { state: Exclude<CaseTargetState, "in_review">; reason?: string | undefined; ticket?: string | undefined };

export function outcomeMail(caseId: number, to: { name: string; email: string; locale: Locale }, kind: ReportKind, outcome: Outcome): MailMessage {
  const t = serverT(to.locale);
  const what = t(`cases.kind.${kind}`);
  const line =
    outcome.state === "removed"
      ? t(kind === "impostor" ? "cases.outcome.removedImpostor" : "cases.outcome.removed")
      : outcome.state === "refused"
        ? t("cases.outcome.refused", { reason: untrustedLine(outcome.reason ?? "", 300) })
        : t("cases.outcome.reported_to_platform", { ticket: untrustedLine(outcome.ticket ?? "", 300) });
  return {
    kind: `case:${caseId}:${outcome.state}`,
    recipient: to.email,
    subject: t("cases.outcomeSubject", { kind: what, id: caseId }),
    body: `${t("mail.greeting", { name: untrustedLine(to.name, 80) })}\n\n${t("cases.outcomeIntro", { kind: what, id: caseId })}\n\n${line}\n\n${t("cases.outcomeClosing")}\n`,
  };
}

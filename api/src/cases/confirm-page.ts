// The small page the confirmation link answers (issue 34), in the sender's language, written like
// the directory's and the unsubscribe pages: every text escaped, no script (the envelope's CSP holds),
// and nothing the sender typed shown back.
import type { Locale, ReportKind } from "@steward/shared";
import { escapeHtml } from "../i18n/html-message.ts";
import { serverT } from "../i18n/server-catalogue.ts";

export type ConfirmPage = { kind: "pending" | "confirmed" | "already"; caseId: number; report: ReportKind; action?: string } | { kind: "invalid" };

export function renderConfirmPage(page: ConfirmPage, locale: Locale): string {
  const t = serverT(locale);
  if (page.kind === "pending") {
    // The button posts to the link's own address: a mail scanner that fetches links confirms nothing.
    const form = `<form method="post" action="${escapeHtml(page.action ?? "")}"><button type="submit">${escapeHtml(t("cases.pageConfirmButton"))}</button></form>`;
    return shell(locale, t("cases.pageConfirmTitle"), `<p>${escapeHtml(t("cases.pageConfirmBody", { kind: t(`cases.kind.${page.report}`) }))}</p>${form}`);
  }
  const [title, lines] =
    page.kind === "invalid"
      ? [t("cases.pageInvalidTitle"), [t("cases.pageInvalidBody")]]
      : page.kind === "already"
        ? [t("cases.pageAlreadyTitle"), [t("cases.pageAlreadyBody", { id: page.caseId })]]
        : [t("cases.pageConfirmedTitle"), [t("cases.pageConfirmedBody", { kind: t(`cases.kind.${page.report}`), id: page.caseId }), ...(page.report === "removal" ? [t("cases.pageClock")] : [])]];
  return shell(locale, title, lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(""));
}

function shell(locale: Locale, title: string, body: string): string {
  const t = serverT(locale);
  return (
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(t("cases.pageTitle", { title }))}</title></head><body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5">` +
    `<h1 style="font-size: 1.4rem">${escapeHtml(title)}</h1>${body}` +
    `<p><a href="/directory?lang=${encodeURIComponent(locale)}">${escapeHtml(t("cases.pageBack"))}</a></p></body></html>`
  );
}

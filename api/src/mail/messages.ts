// The welcome and password e-mails, in the recipient's language (their `locale`, else the
// institution's; the caller decides it from the recipient's row when the mail is queued).
import { PRODUCT_NAME, type Locale } from "@steward/shared";
import { serverT } from "../i18n/server-catalogue.ts";
import type { MailMessage } from "./outbox.ts";
import { untrustedLine } from "./untrusted-text.ts";

export interface MailRecipient {
  name: string;
  email: string;
  locale: Locale;
}

export function welcomeMail(to: MailRecipient, link: string): MailMessage {
  const t = serverT(to.locale);
  return {
    kind: "welcome",
    recipient: to.email,
    subject: t("mail.welcomeSubject", { product: PRODUCT_NAME }),
    body: `${t("mail.greeting", { name: untrustedLine(to.name, 80) })}\n\n${t("mail.welcomeBody", { product: PRODUCT_NAME })}\n\n${link}\n`,
  };
}

export function resetMail(to: MailRecipient, link: string): MailMessage {
  const t = serverT(to.locale);
  return {
    kind: "reset",
    recipient: to.email,
    subject: t("mail.resetSubject", { product: PRODUCT_NAME }),
    body: `${t("mail.greeting", { name: untrustedLine(to.name, 80) })}\n\n${t("mail.resetBody", { product: PRODUCT_NAME })}\n\n${link}\n\n${t("mail.resetNotYou")}\n`,
  };
}

/** `publicUrl` is the configured one (settings.ts publicUrlOf), never one taken from a request. */
export function passwordLink(publicUrl: string, token: string): string {
  return `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

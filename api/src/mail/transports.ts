// How queued e-mails leave: `log` (default) writes them to the server log, so a fresh install works
// offline; `smtp` hands them to an SMTP server through nodemailer (it runs on Deno and Node alike).
import nodemailer from "nodemailer";
import type { Logger } from "../logger.ts";
import type { Settings } from "../settings.ts";

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  headers?: Record<string, string>;
  attachments?: { filename: string; contentType: string; base64: string }[];
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function createLogTransport(logger: Logger): MailTransport {
  return {
    async send(mail) {
      logger.info("mail (log transport)", { to: mail.to, subject: mail.subject, text: mail.text, attachments: (mail.attachments ?? []).map((a) => a.filename) });
    },
    close() {},
  };
}

export function createSmtpTransport(url: string): MailTransport {
  const transport = nodemailer.createTransport(url);
  return {
    async send({ attachments, ...mail }) {
      await transport.sendMail({
        ...mail,
        ...(attachments?.length ? { attachments: attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.base64, encoding: "base64" })) } : {}),
      });
    },
    close: () => transport.close(),
  };
}

export function createMailTransport(settings: Settings, logger: Logger): MailTransport {
  if (settings.MAIL_TRANSPORT === "smtp" && settings.SMTP_URL) return createSmtpTransport(settings.SMTP_URL);
  return createLogTransport(logger);
}

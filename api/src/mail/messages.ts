import { PRODUCT_NAME } from "@steward/shared";
import type { MailMessage } from "./outbox.ts";
import { untrustedLine } from "./untrusted-text.ts";

export function welcomeMail(to: { name: string; email: string }, link: string): MailMessage {
  return {
    kind: "welcome",
    recipient: to.email,
    subject: `Welcome to ${PRODUCT_NAME}`,
    body:
      `Hello ${untrustedLine(to.name, 80)},\n\nAn account was created for you in ${PRODUCT_NAME}. Set your password here ` +
      `(the link works once and expires in 7 days):\n\n${link}\n`,
  };
}

export function resetMail(to: { name: string; email: string }, link: string): MailMessage {
  return {
    kind: "reset",
    recipient: to.email,
    subject: `Reset your ${PRODUCT_NAME} password`,
    body:
      `Hello ${untrustedLine(to.name, 80)},\n\nSomeone asked to reset your ${PRODUCT_NAME} password. If it was you, choose a new ` +
      `one here (the link works once and expires in 1 hour):\n\n${link}\n\nIf it was not you, ignore this e-mail.\n`,
  };
}

/** `publicUrl` is the configured one (settings.ts publicUrlOf), never one taken from a request. */
export function passwordLink(publicUrl: string, token: string): string {
  return `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

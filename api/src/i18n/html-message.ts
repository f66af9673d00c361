// A catalogue message with markup in it, for the pages the API writes itself. The message is
// escaped; each `{name}` then becomes markup made by the caller (its own values escaped there),
// so neither a translation nor a value can bring markup of its own.
import type { MessageValues } from "@steward/shared";

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export function htmlMessage(format: (values: MessageValues) => string, markup: Record<string, string>): string {
  const names = Object.keys(markup);
  const marks = Object.fromEntries(names.map((name, i) => [name, `\u0001${i}\u0001`]));
  let out = escapeHtml(format(marks));
  names.forEach((name, i) => (out = out.replace(`\u0001${i}\u0001`, markup[name]!)));
  return out;
}

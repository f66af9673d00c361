import type { LocalizeSentence } from "@steward/shared";
import { serverIssuesOf } from "../../components/form/server-issues.ts";
import type { T } from "../../i18n/i18n-context.ts";

/**
 * The server's own words for a refused policy (empty, or the same as the current version), said in
 * the reader's language when the catalogue knows the sentence.
 */
export function policySaveRefusal(error: unknown, t: T, localize: LocalizeSentence): string {
  const messages = (serverIssuesOf(error) ?? []).map((issue) => issue.message).filter((message) => message !== "");
  return messages.length > 0 ? [...new Set(messages.map(localize))].join("\n") : t("errors.policySaveFailed");
}

// The risk scan writes its findings' descriptions when it raises a flag, and they are stored as text
// (the flags contract's `description`). They are kept in English, the one form every reader can be
// given back from: a reader of another language gets the same finding re-said from its pattern
// (the English message with its placeholders as captures), with the names it held.
import type { FlagDoc, Locale } from "@steward/shared";
import { catalogueSentence } from "./api-sentences.ts";
import english from "./messages/en/riskScan.json" with { type: "json" };
import { serverT } from "./server-catalogue.ts";

type ScanKey = keyof typeof english;
export type ScanValues = Record<string, string>;

/** What the scan stores: the English sentence. Values are text, so numbers stay as the rule wrote them. */
export function scanDescription(key: ScanKey, values?: ScanValues): string {
  return serverT("en")(`riskScan.${key}`, values);
}

const scanSentence = catalogueSentence({ riskScan: english });

/** A stored scan description in `locale`; a text no pattern matches (written before, or by hand) as it is. */
export function localizeScanDescription(locale: Locale, text: string): string {
  return locale === "en" ? text : (scanSentence(locale, text) ?? text);
}

/** A flag as a reader of `locale` sees it: the scan's own words in their language, people's as typed. */
export function flagIn(locale: Locale): <F extends Pick<FlagDoc, "source" | "description">>(flag: F) => F {
  return (flag) => (flag.source === "scan" ? { ...flag, description: localizeScanDescription(locale, flag.description) } : flag);
}

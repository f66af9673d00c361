// The risk scan writes its findings' descriptions when it raises a flag, and they are stored as text
// (the flags contract's `description`). They are kept in English, the one form every reader can be
// given back from: a reader of another language gets the same finding re-said from its pattern
// (the English message with its placeholders as captures), with the names it held.
import type { FlagDoc, Locale } from "@steward/shared";
import english from "./messages/en/riskScan.json" with { type: "json" };
import { serverT } from "./server-catalogue.ts";

type ScanKey = keyof typeof english;
export type ScanValues = Record<string, string>;

/** What the scan stores: the English sentence. Values are text, so numbers stay as the rule wrote them. */
export function scanDescription(key: ScanKey, values?: ScanValues): string {
  return serverT("en")(`riskScan.${key}`, values);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// More placeholders first: "for A (primary), B (backup)." must not be read as one backup named "A (primary), B".
const patterns = (Object.entries(english) as [ScanKey, string][])
  .map(([key, message]) => {
    const names: string[] = [];
    const source = message
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (!name) return escape(part);
        names.push(name);
        return "(.+?)";
      })
      .join("");
    return { key, names, regex: new RegExp(`^${source}$`) };
  })
  .sort((a, b) => b.names.length - a.names.length);

/** A stored scan description in `locale`; a text no pattern matches (written before, or by hand) as it is. */
export function localizeScanDescription(locale: Locale, text: string): string {
  if (locale === "en") return text;
  for (const { key, names, regex } of patterns) {
    const match = regex.exec(text);
    if (match) return serverT(locale)(`riskScan.${key}`, Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ""])));
  }
  return text;
}

/** A flag as a reader of `locale` sees it: the scan's own words in their language, people's as typed. */
export function flagIn(locale: Locale): <F extends Pick<FlagDoc, "source" | "description">>(flag: F) => F {
  return (flag) => (flag.source === "scan" ? { ...flag, description: localizeScanDescription(locale, flag.description) } : flag);
}

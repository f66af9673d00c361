// The official account a report form names, typed by the reporter: its address (any form the
// verify API understands) or its name exactly as the directory shows it. The forms used to offer
// every published account in a list; at a real institution's size that was thousands of options.
import type { Locale } from "@steward/shared";
import { serverT } from "../i18n/server-catalogue.ts";
import type { FieldErrors, FormValues } from "./report-form-body.ts";
import type { ReportFormKind } from "./report-form-paths.ts";

export interface PublishedAccountFinder {
  /** The published account at this address, if any. */
  byAddress(address: string): Promise<number | null>;
  /** The published accounts with exactly this name (letter case aside). */
  byName(name: string): Promise<number[]>;
}

/** The fields that name an official account, by form. */
const ACCOUNT_FIELDS: Record<ReportFormKind, readonly string[]> = { impostor: ["pretendsAccount"], removal: ["account"] };

/** An address rather than a name: a scheme, a handle, or a host with a dot and no spaces. */
export const looksLikeAddress = (text: string): boolean => /^(https?:\/\/|@)/i.test(text) || /^[^\s]+\.[^\s]+$/.test(text);

/** Each account field's published account id, or its refusal in the page's language. */
export async function findNamedAccounts(kind: ReportFormKind, values: FormValues, locale: Locale, finder: PublishedAccountFinder): Promise<{ ids: Record<string, number>; errors: FieldErrors }> {
  const t = serverT(locale);
  const ids: Record<string, number> = {};
  const errors: FieldErrors = {};
  for (const field of ACCOUNT_FIELDS[kind]) {
    const text = values[field];
    if (!text) continue;
    const found = looksLikeAddress(text) ? [await finder.byAddress(text)].filter((id): id is number => id !== null) : await finder.byName(text);
    if (found.length === 1) ids[field] = found[0]!;
    else errors[field] = found.length === 0 ? t("reportForms.errorAccountUnknown") : t("reportForms.errorAccountSeveral", { name: text });
  }
  return { ids, errors };
}

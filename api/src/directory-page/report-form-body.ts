// The report forms' fields (render-report-forms.ts) turned into the public reports API's JSON body
// (POST /public/v1/reports, shared/contracts/cases.ts), and the API's refusals turned back into the
// field each one is about. The page checks only what a form control can say for itself (filled in,
// not too long, one of the choices); every other rule is the API's, said in its own sentences.
import type { Locale } from "@steward/shared";
import { serverT } from "../i18n/server-catalogue.ts";
import { REMOVAL_CONTENT_KINDS, REPORT_FIELDS } from "./render-report-forms.ts";
import type { ReportFormKind } from "./report-form-paths.ts";

export type FormValues = Record<string, string>;
export type FieldErrors = Record<string, string>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ADDRESS = /^https?:\/\/\S+$/i;

/** The fields of this kind's form, each trimmed and cut to its longest; nothing else is kept. */
export function formValues(kind: ReportFormKind, raw: URLSearchParams): FormValues {
  const out: FormValues = {};
  for (const [name, spec] of Object.entries(REPORT_FIELDS[kind])) {
    const value = (raw.get(name) ?? "").replace(/\r\n?/g, "\n").trim();
    // One character past the limit is kept, so "too long" is said instead of cutting silently.
    if (value) out[name] = value.slice(0, spec.max + 1);
  }
  return out;
}

/** The evidence box: one address per line, blank lines left out. */
export const evidenceLines = (text: string | undefined) => (text ?? "").split("\n").map((l) => l.trim()).filter(Boolean);

/** What the form can say without asking the API, in the page's language. */
export function checkForm(kind: ReportFormKind, values: FormValues, locale: Locale): FieldErrors {
  const t = serverT(locale);
  const errors: FieldErrors = {};
  const specs = REPORT_FIELDS[kind] as Record<string, { max: number; required: boolean }>;
  for (const [name, spec] of Object.entries(specs)) {
    const value = values[name];
    if (!value) {
      if (spec.required) errors[name] = name === "goodFaith" ? t("reportForms.errorGoodFaith") : t("reportForms.errorRequired");
    } else if (value.length > spec.max) errors[name] = t("reportForms.errorTooLong", { max: spec.max });
  }
  const choice = (name: string, known: Set<string>) => {
    if (values[name] && !errors[name] && !known.has(values[name]!)) errors[name] = t("reportForms.errorChoice");
  };
  const address = (name: string) => {
    if (values[name] && !errors[name] && !ADDRESS.test(values[name]!)) errors[name] = t("reportForms.errorUrl");
  };
  if (values.email && !errors.email && !EMAIL.test(values.email)) errors.email = t("reportForms.errorEmail");
  if (kind === "impostor") {
    address("impostorUrl");
    if (!errors.evidence && evidenceLines(values.evidence).some((l) => !ADDRESS.test(l))) errors.evidence = t("reportForms.errorUrl");
  } else {
    address("postUrl");
    choice("contentKind", new Set(REMOVAL_CONTENT_KINDS));
  }
  return errors;
}

/**
 * The JSON the API takes; `accountIds` are the accounts the form's fields named (report-form-accounts.ts).
 * The unit is sent as the reporter wrote it: the API finds it by name or path, or leaves the case to
 * the super admins. The good-faith statement is stored as the reporter agreed to it, in their
 * language, followed by their own words.
 */
export function reportBody(kind: ReportFormKind, values: FormValues, locale: Locale, accountIds: Readonly<Record<string, number>>): Record<string, unknown> {
  const t = serverT(locale);
  if (kind === "impostor") {
    return {
      kind,
      impostorUrl: values.impostorUrl ?? "",
      evidenceLinks: evidenceLines(values.evidence),
      ...(values.pretendsUnit ? { claimedUnitName: values.pretendsUnit } : {}),
      ...(accountIds.pretendsAccount !== undefined ? { officialAccountId: accountIds.pretendsAccount } : {}),
      description: values.description ?? "",
      reporter: { name: values.name ?? "", email: values.email ?? "", locale },
    };
  }
  return {
    kind,
    officialAccountId: accountIds.account,
    contentUrl: values.postUrl ?? "",
    contentKind: values.contentKind ?? "",
    statement: `${t("reportForms.goodFaithStatement")}\n\n${values.description ?? ""}`,
    reporter: { name: values.name ?? "", email: values.email ?? "", ...(values.phone ? { phone: values.phone } : {}), locale },
    signature: values.signature ?? "",
    consent: values.goodFaith === "yes",
  };
}

/** Which form field an API error's path is about ("reporter.email", "evidenceLinks.2"...). */
const FIELD_OF_PATH: Record<ReportFormKind, Record<string, string>> = {
  impostor: { impostorUrl: "impostorUrl", evidenceLinks: "evidence", claimedUnitName: "pretendsUnit", officialAccountId: "pretendsAccount", description: "description", "reporter.name": "name", "reporter.email": "email" },
  removal: {
    officialAccountId: "account",
    officialAccountUrl: "account",
    contentUrl: "postUrl",
    contentKind: "contentKind",
    statement: "description",
    "reporter.name": "name",
    "reporter.email": "email",
    "reporter.phone": "phone",
    signature: "signature",
    consent: "goodFaith",
  },
};

/** The API's refusals by field; those about no field of the form are returned apart. */
export function fieldErrorsFrom(kind: ReportFormKind, issues: readonly { path: string; message: string }[]): { fields: FieldErrors; other: string[] } {
  const fields: FieldErrors = {};
  const other: string[] = [];
  for (const issue of issues) {
    const path = issue.path.split(".");
    const field = FIELD_OF_PATH[kind][path.slice(0, 2).join(".")] ?? FIELD_OF_PATH[kind][path[0] ?? ""];
    if (field) fields[field] ??= issue.message;
    else other.push(issue.message);
  }
  return { fields, other };
}

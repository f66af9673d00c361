// The public directory's two forms (issue 34): "Report an impostor" and "Request removal of content",
// HTML made on the server like the directory itself (render-directory.ts): no sign-in, no script, a
// plain form posting to its own address (routes/report-forms-page.routes.ts turns it into the
// public reports API's JSON call). Every value echoed back is escaped; every error is tied to its
// field (aria-invalid + aria-describedby) and listed in a summary at the top; a phone gets one
// column. Every word is in the page's language (page-locale.ts).
import { LOCALE_NAMES, LOCALES, type Locale } from "@steward/shared";
import { escapeHtml as escape } from "../i18n/html-message.ts";
import { serverT, type ServerKey } from "../i18n/server-catalogue.ts";
import { REPORT_FORM_PATHS, type ReportFormKind } from "./report-form-paths.ts";
import { DIRECTORY_THEME_STYLES, type DirectoryTheme } from "./render-directory.ts";

/** What a removal request may be about ("what it is"): the API's own choices (shared/case-rules.ts). */
export const REMOVAL_CONTENT_KINDS = ["intimate_image", "photo_of_person", "personal_data", "comment", "other"] as const;

/** Each field's name in the form, its longest value, and whether it must be filled. */
export const REPORT_FIELDS = {
  impostor: {
    impostorUrl: { max: 2048, required: true },
    evidence: { max: 4000, required: false },
    pretendsAccount: { max: 2048, required: false },
    pretendsUnit: { max: 300, required: false },
    description: { max: 4000, required: true },
    name: { max: 200, required: true },
    email: { max: 254, required: true },
  },
  removal: {
    account: { max: 2048, required: true },
    postUrl: { max: 2048, required: true },
    contentKind: { max: 40, required: true },
    description: { max: 4000, required: true },
    goodFaith: { max: 3, required: true },
    name: { max: 200, required: true },
    email: { max: 254, required: true },
    phone: { max: 40, required: false },
    signature: { max: 200, required: true },
  },
} as const satisfies Record<ReportFormKind, Record<string, { max: number; required: boolean }>>;

export type ReportFieldName<K extends ReportFormKind> = keyof (typeof REPORT_FIELDS)[K] & string;

export interface ReportFormPageInput {
  kind: ReportFormKind;
  institution: string | undefined;
  locale: Locale;
  lang: Locale | undefined;
  /** This very page in each language. */
  languageLinks: Record<Locale, string>;
  theme: DirectoryTheme;
  /** What the reporter sent (or what a link prefilled), shown again after a refusal. */
  values: Readonly<Record<string, string>>;
  /** A sentence per field the API refused. */
  errors: Readonly<Record<string, string>>;
  /** A sentence not tied to one field (too many requests, the service unavailable). */
  formError?: string | undefined;
  /** The request was taken: the page says to check the e-mail instead of showing the form. */
  sent?: boolean | undefined;
}

type Words = (key: ServerKey, values?: Record<string, string | number>) => string;

const fieldId = (name: string) => `f-${name}`;
const errorId = (name: string) => `f-${name}-error`;

interface FieldOptions {
  hint?: string | undefined;
  type?: "text" | "url" | "email" | "tel";
  autocomplete?: string | undefined;
  inputmode?: string | undefined;
}

class FormWriter {
  constructor(
    private readonly input: ReportFormPageInput,
    private readonly t: Words,
  ) {}

  private spec(name: string): { max: number; required: boolean } {
    return (REPORT_FIELDS[this.input.kind] as Record<string, { max: number; required: boolean }>)[name]!;
  }

  /** The attributes tying a control to its label's hint and its error, and marking it invalid. */
  private described(name: string, hint: string | undefined): string {
    const ids = [hint ? `${fieldId(name)}-hint` : "", this.input.errors[name] ? errorId(name) : ""].filter(Boolean).join(" ");
    return `${ids ? ` aria-describedby="${ids}"` : ""}${this.input.errors[name] ? ' aria-invalid="true"' : ""}`;
  }

  private labelText(name: string, label: string): string {
    const optional = this.spec(name).required ? "" : ` <span class="muted">${escape(this.t("reportForms.optional"))}</span>`;
    return `${escape(label)}${optional}`;
  }

  private after(name: string, hint: string | undefined): string {
    const hintText = hint ? `<span id="${fieldId(name)}-hint" class="hint">${escape(hint)}</span>` : "";
    const error = this.input.errors[name] ? `<span id="${errorId(name)}" class="error">${escape(this.input.errors[name]!)}</span>` : "";
    return hintText + error;
  }

  private required(name: string): string {
    return this.spec(name).required ? " required" : "";
  }

  input1(name: string, label: string, options: FieldOptions = {}): string {
    const value = this.input.values[name] ?? "";
    const extra = `${options.autocomplete ? ` autocomplete="${options.autocomplete}"` : ""}${options.inputmode ? ` inputmode="${options.inputmode}"` : ""}`;
    return `<div class="field"><label for="${fieldId(name)}">${this.labelText(name, label)}</label><input id="${fieldId(name)}" name="${name}" type="${options.type ?? "text"}" maxlength="${this.spec(name).max}" value="${escape(value)}"${extra}${this.required(name)}${this.described(name, options.hint)}>${this.after(name, options.hint)}</div>`;
  }

  textarea(name: string, label: string, hint?: string): string {
    const value = this.input.values[name] ?? "";
    return `<div class="field"><label for="${fieldId(name)}">${this.labelText(name, label)}</label><textarea id="${fieldId(name)}" name="${name}" rows="5" maxlength="${this.spec(name).max}"${this.required(name)}${this.described(name, hint)}>${escape(value)}</textarea>${this.after(name, hint)}</div>`;
  }

  select(name: string, label: string, options: string, hint?: string): string {
    return `<div class="field"><label for="${fieldId(name)}">${this.labelText(name, label)}</label><select id="${fieldId(name)}" name="${name}"${this.required(name)}${this.described(name, hint)}>${options}</select>${this.after(name, hint)}</div>`;
  }

  option(name: string, value: string, text: string): string {
    const selected = (this.input.values[name] ?? "") === value ? " selected" : "";
    return `<option value="${escape(value)}"${selected}>${escape(text)}</option>`;
  }

  checkbox(name: string, label: string): string {
    const checked = this.input.values[name] ? " checked" : "";
    return `<div class="field check-field"><input id="${fieldId(name)}" name="${name}" type="checkbox" value="yes"${checked}${this.required(name)}${this.described(name, undefined)}><label for="${fieldId(name)}">${escape(label)}</label>${this.after(name, undefined)}</div>`;
  }
}

// The official account and the unit are typed, not chosen from a list: a real institution publishes
// thousands of accounts (the large demo 7,546: a 1.5 MB page of options). The route finds the
// account by its address or its exact name (report-form-accounts.ts).
function impostorFields(t: Words, w: FormWriter): string {
  return [
    w.input1("impostorUrl", t("reportForms.impostorUrl"), { type: "url", inputmode: "url", hint: t("reportForms.impostorUrlHint") }),
    w.textarea("evidence", t("reportForms.evidence"), t("reportForms.evidenceHint")),
    `<fieldset><legend>${escape(t("reportForms.pretendsLegend"))}</legend>`,
    w.input1("pretendsAccount", t("reportForms.pretendsAccount"), { hint: t("reportForms.pretendsAccountHint") }),
    w.input1("pretendsUnit", t("reportForms.pretendsUnit"), { hint: t("reportForms.pretendsUnitHint") }),
    `</fieldset>`,
    w.textarea("description", t("reportForms.impostorDescription"), t("reportForms.impostorDescriptionHint")),
  ].join("\n");
}

function removalFields(t: Words, w: FormWriter): string {
  const kinds = w.option("contentKind", "", t("reportForms.chooseOne")) + REMOVAL_CONTENT_KINDS.map((k) => w.option("contentKind", k, t(`reportForms.contentKind_${k}`))).join("");
  return [
    w.input1("account", t("reportForms.account"), { hint: t("reportForms.accountHint") }),
    w.input1("postUrl", t("reportForms.postUrl"), { type: "url", inputmode: "url", hint: t("reportForms.postUrlHint") }),
    w.select("contentKind", t("reportForms.contentKind"), kinds),
    w.textarea("description", t("reportForms.removalDescription"), t("reportForms.removalDescriptionHint")),
    `<p id="good-faith-statement" class="statement">${escape(t("reportForms.goodFaithStatement"))}</p>`,
    w.checkbox("goodFaith", t("reportForms.goodFaith")),
  ].join("\n");
}

function contactFields(input: ReportFormPageInput, t: Words, w: FormWriter): string {
  const fields = [
    w.input1("name", t("reportForms.name"), { autocomplete: "name" }),
    w.input1("email", t("reportForms.email"), { type: "email", autocomplete: "email", inputmode: "email", hint: t("reportForms.emailHint") }),
  ];
  if (input.kind === "removal") {
    fields.push(w.input1("phone", t("reportForms.phone"), { type: "tel", autocomplete: "tel", inputmode: "tel" }));
    fields.push(w.input1("signature", t("reportForms.signature"), { hint: t("reportForms.signatureHint") }));
  }
  return `<fieldset><legend>${escape(t("reportForms.contactLegend"))}</legend><p class="muted">${escape(t("reportForms.contactPrivacy"))}</p>\n${fields.join("\n")}</fieldset>`;
}

/** The errors at the top, each a link to its field: the first stop of a screen reader after a refusal. */
function errorSummary(input: ReportFormPageInput, t: Words, labels: Record<string, string>): string {
  const names = Object.keys(input.errors);
  if (names.length === 0 && !input.formError) return "";
  const items = names.map((n) => `<li><a href="#${fieldId(n)}">${escape(labels[n] ?? n)}: ${escape(input.errors[n]!)}</a></li>`).join("");
  const general = input.formError ? `<p>${escape(input.formError)}</p>` : "";
  return `<div class="errors" role="alert" aria-labelledby="errors-heading" tabindex="-1"><h2 id="errors-heading">${escape(t("reportForms.errorsHeading"))}</h2>${general}${items ? `<ul>${items}</ul>` : ""}</div>`;
}

function fieldLabels(kind: ReportFormKind, t: Words): Record<string, string> {
  const common = { description: t(kind === "impostor" ? "reportForms.impostorDescription" : "reportForms.removalDescription"), name: t("reportForms.name"), email: t("reportForms.email") };
  return kind === "impostor"
    ? { ...common, impostorUrl: t("reportForms.impostorUrl"), evidence: t("reportForms.evidence"), pretendsAccount: t("reportForms.pretendsAccount"), pretendsUnit: t("reportForms.pretendsUnit") }
    : { ...common, account: t("reportForms.account"), postUrl: t("reportForms.postUrl"), contentKind: t("reportForms.contentKind"), goodFaith: t("reportForms.goodFaith"), phone: t("reportForms.phone"), signature: t("reportForms.signature") };
}

function withLang(path: string, lang: Locale | undefined): string {
  return lang ? `${path}?lang=${encodeURIComponent(lang)}` : path;
}

const STYLE = `body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",sans-serif;background:var(--steward-bg);color:var(--steward-fg);line-height:1.5}
a{color:var(--steward-accent)}
a:focus-visible,input:focus-visible,select:focus-visible,textarea:focus-visible,button:focus-visible{outline:3px solid var(--steward-accent);outline-offset:2px}
header,main,footer{max-width:44rem;margin:0 auto;padding:1rem}
form{display:flex;flex-direction:column;gap:1rem}
fieldset{border:1px solid var(--steward-border);border-radius:8px;padding:.5rem 1rem 1rem;display:flex;flex-direction:column;gap:1rem;margin:0}
legend{font-weight:700;padding:0 .25rem}
.field{display:flex;flex-direction:column;gap:.25rem}
label{font-weight:600}
.check-field{flex-direction:row;flex-wrap:wrap;align-items:flex-start;gap:.5rem}.check-field input{margin-top:.35rem;width:1.2rem;height:1.2rem}.check-field label{flex:1}.check-field .error{flex-basis:100%}
input,select,textarea,button{font:inherit;padding:.5rem .6rem;border:1px solid var(--steward-border);background:var(--steward-bg);color:var(--steward-fg);border-radius:4px;max-width:100%;box-sizing:border-box}
input[type=text],input[type=url],input[type=email],input[type=tel],select,textarea{width:100%}
button{background:var(--steward-accent);color:var(--steward-bg);border-color:var(--steward-accent);cursor:pointer;align-self:flex-start;padding:.6rem 1.2rem}
[aria-invalid=true]{border:2px solid #b3261e}
.error{color:#b3261e;font-weight:600}.error::before{content:"⚠ "}
.errors{border:2px solid #b3261e;border-radius:8px;padding:0 1rem;margin-bottom:1rem}
.hint,.muted{color:var(--steward-muted)}.hint{font-size:.95em}
.statement{border-left:4px solid var(--steward-accent);padding-left:.75rem;margin:0}
.sent{border:2px solid var(--steward-badge);border-radius:8px;padding:0 1rem}
.languages{display:flex;gap:1rem;list-style:none;padding:0;margin:0}
[aria-current]{font-weight:700}
*{overflow-wrap:anywhere}`;

export function renderReportFormPage(input: ReportFormPageInput): string {
  const { kind, locale } = input;
  const t: Words = serverT(locale);
  const institution = input.institution ?? t("directoryPage.theInstitution");
  const heading = t(kind === "impostor" ? "reportForms.impostorHeading" : "reportForms.removalHeading");
  const lead = t(kind === "impostor" ? "reportForms.impostorLead" : "reportForms.removalLead", { institution });
  const w = new FormWriter(input, t);
  const back = `<p><a href="${escape(withLang("/directory", input.lang))}">${escape(t("reportForms.backToDirectory"))}</a></p>`;
  const body = input.sent
    ? `<section class="sent" role="status" aria-labelledby="sent-heading"><h2 id="sent-heading">${escape(t("reportForms.sentHeading"))}</h2><p>${escape(t("reportForms.sentBody"))}</p></section>${back}`
    : `${errorSummary(input, t, fieldLabels(kind, t))}
<p class="muted">${escape(t("reportForms.requiredNote"))}</p>
<form method="post" action="${escape(withLang(REPORT_FORM_PATHS[kind], input.lang))}" novalidate aria-labelledby="form-heading">
${input.lang ? `<input type="hidden" name="lang" value="${escape(input.lang)}">` : ""}
${kind === "impostor" ? impostorFields(t, w) : removalFields(t, w)}
${contactFields(input, t, w)}
<button type="submit">${escape(t(kind === "impostor" ? "reportForms.sendImpostor" : "reportForms.sendRemoval"))}</button>
</form>
${back}`;
  const languages = LOCALES.map((l) =>
    l === locale
      ? `<li><span aria-current="true" lang="${l}">${escape(LOCALE_NAMES[l])}</span></li>`
      : `<li><a href="${escape(input.languageLinks[l])}" hreflang="${l}" lang="${l}">${escape(LOCALE_NAMES[l])}</a></li>`,
  ).join("");
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(`${input.sent ? t("reportForms.sentHeading") : heading} · ${institution}`)}</title>
<style>
:root{${DIRECTORY_THEME_STYLES[input.theme]}}
${STYLE}
</style>
</head>
<body>
<header><h1 id="form-heading">${escape(heading)}</h1><p class="muted">${escape(lead)}</p></header>
<main>
${body}
</main>
<footer><nav aria-label="${escape(t("directoryPage.language"))}"><ul class="languages">${languages}</ul></nav></footer>
</body>
</html>`;
}

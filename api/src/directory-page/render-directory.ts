// The public directory page at /directory (issue 20): HTML made on the server that works without
// JavaScript. Search, the platform filter and the unit tree are plain links and a GET form, so it
// runs in any browser, a screen reader or a crawler. Themes are CSS custom properties an
// institution may override from its own stylesheet (`--steward-*`). Every word is in the page's
// language (page-locale.ts: `?lang`, else Accept-Language, else the institution's).
import { LOCALE_NAMES, LOCALES, PLATFORMS, type ListResponse, type Locale, type Platform, type PublicAccount, type VerifyAnswer } from "@steward/shared";
import { serverT, type ServerKey } from "../i18n/server-catalogue.ts";
import { formatDay } from "../i18n/text-dates.ts";
import { htmlMessage } from "../i18n/html-message.ts";
import { REPORT_FORM_PATHS } from "./report-form-paths.ts";

export const DIRECTORY_THEMES = ["light", "dark", "highContrast"] as const;
export type DirectoryTheme = (typeof DIRECTORY_THEMES)[number];

export interface DirectoryUnitNode {
  id: number;
  name: string;
  parentId: number | null;
}

export interface DirectoryPageInput {
  /** The root unit's name; undefined when there is not exactly one ("the institution", in words). */
  institution: string | undefined;
  locale: Locale;
  /** The language asked for by `?lang`, carried by the page's own links and forms; undefined when none was. */
  lang: Locale | undefined;
  /** This very page in each language: the same address and parameters with `lang` changed. */
  languageLinks: Record<Locale, string>;
  query: { q?: string | undefined; platform?: Platform | undefined; unit?: number | undefined; page: number };
  result: ListResponse<PublicAccount>;
  units: readonly DirectoryUnitNode[];
  theme: DirectoryTheme;
  /** The "is this account official?" box: the address asked about and the verify API's answer. */
  check?: { url: string; platform: Platform | undefined; answer: VerifyAnswer } | undefined;
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** Each theme's custom properties; the report forms' pages (render-report-forms.ts) wear them too. */
export const DIRECTORY_THEME_STYLES: Record<DirectoryTheme, string> = {
  light: "--steward-bg:#ffffff;--steward-fg:#1b1b1b;--steward-muted:#505050;--steward-accent:#0f5fa8;--steward-border:#c8c8c8;--steward-badge:#0e6b2f;",
  dark: "--steward-bg:#1b1b1b;--steward-fg:#f2f2f2;--steward-muted:#c8c8c8;--steward-accent:#8cc4ff;--steward-border:#5a5a5a;--steward-badge:#7fdc9b;",
  highContrast: "--steward-bg:#000000;--steward-fg:#ffffff;--steward-muted:#ffffff;--steward-accent:#ffff00;--steward-border:#ffffff;--steward-badge:#00ff00;",
};

type Words = (key: ServerKey, values?: Record<string, string | number>) => string;

/** A message with pieces of markup in it (html-message.ts). */
const withMarkup = (t: Words, key: ServerKey, markup: Record<string, string>) => htmlMessage((values) => t(key, values as Record<string, string>), markup);

function linkTo(input: Pick<DirectoryPageInput, "query" | "lang">, change: Partial<DirectoryPageInput["query"]>): string {
  const { query } = input;
  const next = { ...query, page: 1, ...change };
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  if (next.platform) params.set("platform", next.platform);
  if (next.unit !== undefined) params.set("unit", String(next.unit));
  if (next.page > 1) params.set("page", String(next.page));
  if (input.lang) params.set("lang", input.lang);
  const text = params.toString();
  return `/directory${text ? `?${text}` : ""}`;
}

/**
 * The unit tree, short without script (issue 30: a large institution's 1,827 units made the page
 * 54,000 px tall, and its top level alone holds hundreds): the whole tree sits behind a "Browse by
 * unit" <details>, and each unit's own units in a <details> of their own, all closed by default and
 * opened only on the way to the unit being shown.
 */
function unitTree(input: DirectoryPageInput, t: Words): string {
  const children = new Map<number | null, DirectoryUnitNode[]>();
  const known = new Set(input.units.map((u) => u.id));
  const parentOf = new Map<number, number | null>();
  for (const u of input.units) {
    const parent = u.parentId !== null && known.has(u.parentId) ? u.parentId : null;
    parentOf.set(u.id, parent);
    children.set(parent, [...(children.get(parent) ?? []), u]);
  }
  // The units above the one shown: their boxes start open, so the current unit is in sight.
  const onTheWay = new Set<number>();
  for (let at = input.query.unit !== undefined ? parentOf.get(input.query.unit) : undefined; at !== undefined && at !== null; at = parentOf.get(at)) onTheWay.add(at);
  const countInside = (id: number): number => (children.get(id) ?? []).reduce((sum, c) => sum + 1 + countInside(c.id), 0);
  const branch = (parent: number | null): string => {
    const nodes = (children.get(parent) ?? []).sort((a, b) => a.name.localeCompare(b.name));
    if (nodes.length === 0) return "";
    return `<ul>${nodes
      .map((u) => {
        const current = input.query.unit === u.id ? ' aria-current="page"' : "";
        const link = `<a href="${escape(linkTo(input, { unit: u.id }))}"${current}>${escape(u.name)}</a>`;
        const below = branch(u.id);
        if (!below) return `<li>${link}</li>`;
        const open = onTheWay.has(u.id) ? " open" : "";
        return `<li>${link}<details${open}><summary class="muted">${escape(t("directoryPage.unitsInside", { count: countInside(u.id) }))}</summary>${below}</details></li>`;
      })
      .join("")}</ul>`;
  };
  const all = input.query.unit === undefined ? ' aria-current="page"' : "";
  return `<nav aria-labelledby="units-heading"><h2 id="units-heading">${escape(t("directoryPage.units"))}</h2><ul><li><a href="${escape(linkTo(input, { unit: undefined }))}"${all}>${escape(t("directoryPage.allUnits"))}</a></li></ul><details${input.query.unit !== undefined ? " open" : ""}><summary>${escape(t("directoryPage.browseUnits"))}</summary>${branch(null)}</details></nav>`;
}

const platformName = (t: Words, platform: string) => ((PLATFORMS as readonly string[]).includes(platform) ? t(`platforms.${platform as Platform}`) : platform);

function accountRow(a: PublicAccount, t: Words, locale: Locale): string {
  const attested = a.attested
    ? `<span class="badge">${escape(t("directoryPage.attested"))}</span><span class="muted"> ${escape(formatDay((a.lastAttestedAt ?? "").slice(0, 10), locale))}</span>`
    : `<span class="muted">${escape(t("directoryPage.notAttested"))}</span>`;
  // data-label names each cell where a phone shows the row as a card (the header row is hidden there).
  const label = (key: ServerKey) => `data-label="${escape(t(key))}"`;
  return `<tr><th scope="row"><a href="${escape(a.profileUrl)}" rel="noopener">${escape(a.name)}</a></th><td ${label("directoryPage.platform")}>${escape(platformName(t, a.platform))}</td><td ${label("directoryPage.handle")}>${escape(a.handle)}</td><td ${label("directoryPage.unitAndContact")}>${escape(a.unit.path.join(" › "))}${
    a.unit.contact ? `<br><a class="muted" href="mailto:${escape(a.unit.contact)}">${escape(a.unit.contact)}</a>` : ""
  }</td><td ${label("directoryPage.status")}>${attested}</td></tr>`;
}

/** The verify API's answer in words, in `locale`: yes with whose it is, or no with why. */
export function checkAnswerText(answer: VerifyAnswer, locale: Locale = "en"): string {
  const t = serverT(locale);
  const unit = answer.unit ? answer.unit.path.join(" › ") : "";
  if (answer.verified && answer.account) return t("directory.official", { name: answer.account.name, unit });
  switch (answer.reason) {
    case "not_attested":
      return t("directory.listedNotAttested", { name: answer.account?.name ?? "", unit });
    case "compromised":
      return t("directory.compromised", { name: answer.account?.name ?? "", unit });
    case "archived":
      return t("directory.archived");
    case "platform_required":
      return t("directory.platformRequired");
    case "malformed_url":
    case "not_a_profile_url":
    case "unsupported_scheme":
      return t("directory.notAnAddress");
    default:
      return t("directory.notOfficial");
  }
}

function checkBox(input: DirectoryPageInput, t: Words, platformOptions: (selected: Platform | undefined) => string): string {
  const check = input.check;
  const answer = check
    ? `<p id="check-answer" role="status" class="answer ${check.answer.verified ? "yes" : "no"}">${escape(checkAnswerText(check.answer, input.locale))}</p>`
    : `<p id="check-answer" role="status" class="muted"></p>`;
  return `<section class="check" aria-labelledby="check-heading">
<h2 id="check-heading">${escape(t("directory.checkTitle"))}</h2>
<form method="get" action="/directory" aria-labelledby="check-heading">
${langField(input)}<label for="check">${escape(t("directory.checkLabel"))}<input id="check" name="check" type="url" inputmode="url" required maxlength="2048" value="${escape(check?.url ?? "")}" aria-describedby="check-hint check-answer"></label>
<label for="check-platform">${escape(t("directory.checkPlatform"))}<select id="check-platform" name="checkPlatform"><option value="">${escape(t("directory.anyPlatform"))}</option>${platformOptions(check?.platform)}</select></label>
<button type="submit">${escape(t("directory.check"))}</button>
</form>
<p id="check-hint" class="muted">${escape(t("directory.checkHint"))}</p>
${answer}
${reportLinks(input, t)}
</section>`;
}

/**
 * Beside the check: the two public forms (issue 34, render-report-forms.ts). When the address checked
 * is not official, the impostor form comes with that address already filled in; when it is, the
 * removal form comes with the account already named.
 */
function reportLinks(input: DirectoryPageInput, t: Words): string {
  const link = (path: string, extra: Record<string, string>) => {
    const params = new URLSearchParams(extra);
    if (input.lang) params.set("lang", input.lang);
    const text = params.toString();
    return escape(`${path}${text ? `?${text}` : ""}`);
  };
  const suspect = input.check && (input.check.answer.reason === "not_found" || input.check.answer.reason === "archived") ? { impostorUrl: input.check.url } : ({} as Record<string, string>);
  const official = input.check?.answer.account ? { account: input.check.answer.account.profileUrl } : ({} as Record<string, string>);
  return `<ul class="report-links" aria-label="${escape(t("reportForms.linksLabel"))}"><li><a href="${link(REPORT_FORM_PATHS.impostor, suspect)}">${escape(t("reportForms.impostorLink"))}</a></li><li><a href="${link(REPORT_FORM_PATHS.removal, official)}">${escape(t("reportForms.removalLink"))}</a></li></ul>`;
}

/** Keeps a language asked for by `?lang` through a form's submission. */
function langField(input: DirectoryPageInput): string {
  return input.lang ? `<input type="hidden" name="lang" value="${escape(input.lang)}">` : "";
}

/** Links to this page in the other language(s), each named in its own language; at the page's end, so the search stays the first stop after the skip link. */
function languageSwitch(input: DirectoryPageInput, t: Words): string {
  const items = LOCALES.map((l) =>
    l === input.locale
      ? `<li><span aria-current="true" lang="${l}">${escape(LOCALE_NAMES[l])}</span></li>`
      : `<li><a href="${escape(input.languageLinks[l])}" hreflang="${l}" lang="${l}">${escape(LOCALE_NAMES[l])}</a></li>`,
  ).join("");
  return `<nav aria-label="${escape(t("directoryPage.language"))}"><ul class="languages">${items}</ul></nav>`;
}

export function renderDirectoryPage(input: DirectoryPageInput): string {
  const { query, result, locale } = input;
  const t: Words = serverT(locale);
  const institution = input.institution ?? t("directoryPage.theInstitution");
  const optionsFor = (selected: Platform | undefined) =>
    PLATFORMS.map((p) => `<option value="${p}"${selected === p ? " selected" : ""}>${escape(platformName(t, p))}</option>`).join("");
  const platformOptions = optionsFor(query.platform);
  const rows = result.docs.map((a) => accountRow(a, t, locale)).join("");
  const pager = [
    result.hasPrevPage ? `<a href="${escape(linkTo(input, { page: query.page - 1 }))}" rel="prev">${escape(t("directoryPage.previousPage"))}</a>` : "",
    `<span>${escape(t("directoryPage.pageOf", { page: result.page, pages: result.totalPages }))}</span>`,
    result.hasNextPage ? `<a href="${escape(linkTo(input, { page: query.page + 1 }))}" rel="next">${escape(t("directoryPage.nextPage"))}</a>` : "",
  ].join(" ");
  const column = (key: ServerKey) => `<th scope="col">${escape(t(key))}</th>`;
  const programs = withMarkup(t, "directoryPage.programs", {
    verify: "<code>/public/v1/verify?url=…</code>",
    csv: `<a href="/public/v1/accounts?format=csv">CSV</a>`,
    jsonld: `<a href="/public/v1/accounts?format=jsonld">JSON-LD</a>`,
    archived: `<a href="/public/v1/accounts/archived">${escape(t("directoryPage.archivedLink"))}</a>`,
  });
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(t("directoryPage.title", { institution }))}</title>
<link rel="alternate" type="application/ld+json" href="/public/v1/accounts?format=jsonld">
${LOCALES.map((l) => `<link rel="alternate" hreflang="${l}" href="${escape(input.languageLinks[l])}">`).join("\n")}
<style>
:root{${DIRECTORY_THEME_STYLES[input.theme]}}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",sans-serif;background:var(--steward-bg);color:var(--steward-fg);line-height:1.5}
a{color:var(--steward-accent)}
a:focus-visible,input:focus-visible,select:focus-visible,button:focus-visible{outline:3px solid var(--steward-accent);outline-offset:2px}
.skip{position:absolute;left:-999px}.skip:focus{left:1rem;top:1rem;background:var(--steward-bg);padding:.5rem}
header,main,footer{max-width:72rem;margin:0 auto;padding:1rem}
.layout{display:grid;grid-template-columns:16rem 1fr;gap:2rem}
/* The accounts come first in the page's order (issue 30: on a phone they began 44,987 px down, under
   the unit tree); a wide screen still draws the tree as the left column. */
.layout>nav{grid-column:1;grid-row:1}.layout>#results{grid-column:2;grid-row:1}
@media (max-width:48rem){.layout{grid-template-columns:1fr}.layout>nav,.layout>#results{grid-column:1;grid-row:auto}}
form{display:flex;flex-wrap:wrap;gap:.75rem;align-items:end;margin-bottom:1rem}
label{display:flex;flex-direction:column;font-weight:600}
input,select,button{box-sizing:border-box;font:inherit;padding:.4rem .6rem;border:1px solid var(--steward-border);background:var(--steward-bg);color:var(--steward-fg);border-radius:4px}
button{background:var(--steward-accent);color:var(--steward-bg);border-color:var(--steward-accent);cursor:pointer}
table{width:100%;border-collapse:collapse}th,td{text-align:left;padding:.5rem;border-bottom:1px solid var(--steward-border);vertical-align:top}
nav ul{list-style:none;padding-left:1rem;margin:0}nav>ul{padding-left:0}
details>ul{padding-left:1rem}summary{cursor:pointer;font-size:.9em}
[aria-current]{font-weight:700}
.muted{color:var(--steward-muted)}.badge{color:var(--steward-badge);font-weight:700;white-space:nowrap}
.check{border:1px solid var(--steward-border);border-radius:8px;padding:0 1rem;margin-bottom:1.5rem}
.check input[type=url]{min-width:min(28rem,80vw)}
.answer{font-weight:700}
.report-links{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;list-style:none;padding:0;margin:0 0 1rem}
.languages{display:flex;gap:1rem;list-style:none;padding:0;margin:0}.answer.yes{color:var(--steward-badge)}
td,th{overflow-wrap:anywhere}
/* A phone shows each account as a card: the cells stack, each named by its column. */
@media (max-width:48rem){
table,tbody,tr,th,td{display:block;width:auto}
thead{position:absolute;left:-9999px}
tr{border:1px solid var(--steward-border);border-radius:8px;margin-bottom:.75rem;padding:.25rem 0}
tbody th,td{border-bottom:0;padding:.25rem .75rem}
td[data-label]::before{content:attr(data-label);display:block;font-size:.85em;font-weight:600;color:var(--steward-muted)}
.check input[type=url]{min-width:0;width:100%}
form label{width:100%}
}
</style>
</head>
<body>
<a class="skip" href="#results">${escape(t("directoryPage.skip"))}</a>
<header><h1>${escape(t("directoryPage.heading"))}</h1><p class="muted">${escape(t("directoryPage.lead", { institution }))}</p></header>
<main>
<form method="get" action="/directory" role="search" aria-label="${escape(t("directoryPage.searchRegion"))}">
<label for="q">${escape(t("directoryPage.search"))}<input id="q" name="q" type="search" value="${escape(query.q ?? "")}" maxlength="200"></label>
<label for="platform">${escape(t("directoryPage.platform"))}<select id="platform" name="platform"><option value="">${escape(t("directoryPage.allPlatforms"))}</option>${platformOptions}</select></label>
${query.unit !== undefined ? `<input type="hidden" name="unit" value="${query.unit}">` : ""}${langField(input)}
<button type="submit">${escape(t("directoryPage.search"))}</button>
</form>
${checkBox(input, t, optionsFor)}
<div class="layout">
<section id="results" aria-labelledby="results-heading">
<h2 id="results-heading">${escape(t("directoryPage.accountCount", { count: result.totalDocs }))}</h2>
${
  result.docs.length > 0
    ? `<table><caption class="muted">${escape(t("directoryPage.caption"))}</caption><thead><tr>${column("directoryPage.account")}${column("directoryPage.platform")}${column("directoryPage.handle")}${column("directoryPage.unitAndContact")}${column("directoryPage.status")}</tr></thead><tbody>${rows}</tbody></table>`
    : `<p>${escape(t("directoryPage.noMatch"))}</p>`
}
<p>${pager}</p>
<p class="muted">${programs}</p>
</section>
${unitTree(input, t)}
</div>
</main>
<footer>${languageSwitch(input, t)}</footer>
</body>
</html>`;
}

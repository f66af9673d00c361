// The public directory page at /directory (issue 20): HTML made on the server that works without
// JavaScript. Search, the platform filter and the unit tree are plain links and a GET form, so it
// runs in any browser, a screen reader or a crawler. Themes are CSS custom properties an
// institution may override from its own stylesheet (`--steward-*`).
import { DIRECTORY_TEXTS, PLATFORM_LABELS, type ListResponse, type Platform, type PublicAccount, type VerifyAnswer } from "@steward/shared";

export const DIRECTORY_THEMES = ["light", "dark", "highContrast"] as const;
export type DirectoryTheme = (typeof DIRECTORY_THEMES)[number];

export interface DirectoryUnitNode {
  id: number;
  name: string;
  parentId: number | null;
}

export interface DirectoryPageInput {
  institution: string;
  query: { q?: string | undefined; platform?: Platform | undefined; unit?: number | undefined; page: number };
  result: ListResponse<PublicAccount>;
  units: readonly DirectoryUnitNode[];
  theme: DirectoryTheme;
  /** The "is this account official?" box: the address asked about and the verify API's answer. */
  check?: { url: string; platform: Platform | undefined; answer: VerifyAnswer } | undefined;
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const THEMES: Record<DirectoryTheme, string> = {
  light: "--steward-bg:#ffffff;--steward-fg:#1b1b1b;--steward-muted:#505050;--steward-accent:#0f5fa8;--steward-border:#c8c8c8;--steward-badge:#0e6b2f;",
  dark: "--steward-bg:#1b1b1b;--steward-fg:#f2f2f2;--steward-muted:#c8c8c8;--steward-accent:#8cc4ff;--steward-border:#5a5a5a;--steward-badge:#7fdc9b;",
  highContrast: "--steward-bg:#000000;--steward-fg:#ffffff;--steward-muted:#ffffff;--steward-accent:#ffff00;--steward-border:#ffffff;--steward-badge:#00ff00;",
};

function linkTo(query: DirectoryPageInput["query"], change: Partial<DirectoryPageInput["query"]>): string {
  const next = { ...query, page: 1, ...change };
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  if (next.platform) params.set("platform", next.platform);
  if (next.unit !== undefined) params.set("unit", String(next.unit));
  if (next.page > 1) params.set("page", String(next.page));
  const text = params.toString();
  return `/directory${text ? `?${text}` : ""}`;
}

function unitTree(input: DirectoryPageInput): string {
  const children = new Map<number | null, DirectoryUnitNode[]>();
  const known = new Set(input.units.map((u) => u.id));
  for (const u of input.units) {
    const parent = u.parentId !== null && known.has(u.parentId) ? u.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), u]);
  }
  const branch = (parent: number | null): string => {
    const nodes = (children.get(parent) ?? []).sort((a, b) => a.name.localeCompare(b.name));
    if (nodes.length === 0) return "";
    return `<ul>${nodes
      .map((u) => {
        const current = input.query.unit === u.id ? ' aria-current="page"' : "";
        return `<li><a href="${escape(linkTo(input.query, { unit: u.id }))}"${current}>${escape(u.name)}</a>${branch(u.id)}</li>`;
      })
      .join("")}</ul>`;
  };
  const all = input.query.unit === undefined ? ' aria-current="page"' : "";
  return `<nav aria-labelledby="units-heading"><h2 id="units-heading">Units</h2><ul><li><a href="${escape(linkTo(input.query, { unit: undefined }))}"${all}>All units</a></li></ul>${branch(null)}</nav>`;
}

function accountRow(a: PublicAccount): string {
  const attested = a.attested
    ? `<span class="badge">Attested</span><span class="muted"> ${escape((a.lastAttestedAt ?? "").slice(0, 10))}</span>`
    : `<span class="muted">Not attested</span>`;
  const platform = PLATFORM_LABELS[a.platform as Platform] ?? a.platform;
  // data-label names each cell where a phone shows the row as a card (the header row is hidden there).
  return `<tr><th scope="row"><a href="${escape(a.profileUrl)}" rel="noopener">${escape(a.name)}</a></th><td data-label="Platform">${escape(platform)}</td><td data-label="Handle">${escape(a.handle)}</td><td data-label="Unit and contact">${escape(a.unit.path.join(" › "))}${
    a.unit.contact ? `<br><a class="muted" href="mailto:${escape(a.unit.contact)}">${escape(a.unit.contact)}</a>` : ""
  }</td><td data-label="Status">${attested}</td></tr>`;
}

/** The verify API's answer in words: yes with whose it is, or no with why. */
export function checkAnswerText(answer: VerifyAnswer): string {
  const unit = answer.unit ? answer.unit.path.join(" › ") : "";
  if (answer.verified && answer.account) return DIRECTORY_TEXTS.official(answer.account.name, unit);
  switch (answer.reason) {
    case "not_attested":
      return DIRECTORY_TEXTS.listedNotAttested(answer.account?.name ?? "", unit);
    case "archived":
      return DIRECTORY_TEXTS.archived;
    case "platform_required":
      return DIRECTORY_TEXTS.platformRequired;
    case "malformed_url":
    case "not_a_profile_url":
    case "unsupported_scheme":
      return DIRECTORY_TEXTS.notAnAddress;
    default:
      return DIRECTORY_TEXTS.notOfficial;
  }
}

function checkBox(input: DirectoryPageInput, platformOptions: (selected: Platform | undefined) => string): string {
  const check = input.check;
  const answer = check
    ? `<p id="check-answer" role="status" class="answer ${check.answer.verified ? "yes" : "no"}">${escape(checkAnswerText(check.answer))}</p>`
    : `<p id="check-answer" role="status" class="muted"></p>`;
  return `<section class="check" aria-labelledby="check-heading">
<h2 id="check-heading">${escape(DIRECTORY_TEXTS.checkTitle)}</h2>
<form method="get" action="/directory" aria-labelledby="check-heading">
<label for="check">${escape(DIRECTORY_TEXTS.checkLabel)}<input id="check" name="check" type="url" inputmode="url" required maxlength="2048" value="${escape(check?.url ?? "")}" aria-describedby="check-hint check-answer"></label>
<label for="check-platform">${escape(DIRECTORY_TEXTS.checkPlatform)}<select id="check-platform" name="checkPlatform"><option value="">${escape(DIRECTORY_TEXTS.anyPlatform)}</option>${platformOptions(check?.platform)}</select></label>
<button type="submit">${escape(DIRECTORY_TEXTS.check)}</button>
</form>
<p id="check-hint" class="muted">${escape(DIRECTORY_TEXTS.checkHint)}</p>
${answer}
</section>`;
}

export function renderDirectoryPage(input: DirectoryPageInput): string {
  const { query, result } = input;
  const optionsFor = (selected: Platform | undefined) =>
    (Object.keys(PLATFORM_LABELS) as Platform[]).map((p) => `<option value="${p}"${selected === p ? " selected" : ""}>${escape(PLATFORM_LABELS[p])}</option>`).join("");
  const platformOptions = optionsFor(query.platform);
  const rows = result.docs.map(accountRow).join("");
  const pager = [
    result.hasPrevPage ? `<a href="${escape(linkTo(query, { page: query.page - 1 }))}" rel="prev">Previous page</a>` : "",
    `<span>Page ${result.page} of ${result.totalPages}</span>`,
    result.hasNextPage ? `<a href="${escape(linkTo(query, { page: query.page + 1 }))}" rel="next">Next page</a>` : "",
  ].join(" ");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Official social media accounts · ${escape(input.institution)}</title>
<link rel="alternate" type="application/ld+json" href="/public/v1/accounts?format=jsonld">
<style>
:root{${THEMES[input.theme]}}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",sans-serif;background:var(--steward-bg);color:var(--steward-fg);line-height:1.5}
a{color:var(--steward-accent)}
a:focus-visible,input:focus-visible,select:focus-visible,button:focus-visible{outline:3px solid var(--steward-accent);outline-offset:2px}
.skip{position:absolute;left:-999px}.skip:focus{left:1rem;top:1rem;background:var(--steward-bg);padding:.5rem}
header,main{max-width:72rem;margin:0 auto;padding:1rem}
.layout{display:grid;grid-template-columns:16rem 1fr;gap:2rem}
@media (max-width:48rem){.layout{grid-template-columns:1fr}}
form{display:flex;flex-wrap:wrap;gap:.75rem;align-items:end;margin-bottom:1rem}
label{display:flex;flex-direction:column;font-weight:600}
input,select,button{font:inherit;padding:.4rem .6rem;border:1px solid var(--steward-border);background:var(--steward-bg);color:var(--steward-fg);border-radius:4px}
button{background:var(--steward-accent);color:var(--steward-bg);border-color:var(--steward-accent);cursor:pointer}
table{width:100%;border-collapse:collapse}th,td{text-align:left;padding:.5rem;border-bottom:1px solid var(--steward-border);vertical-align:top}
nav ul{list-style:none;padding-left:1rem;margin:0}nav>ul{padding-left:0}
[aria-current]{font-weight:700}
.muted{color:var(--steward-muted)}.badge{color:var(--steward-badge);font-weight:700;white-space:nowrap}
.check{border:1px solid var(--steward-border);border-radius:8px;padding:0 1rem;margin-bottom:1.5rem}
.check input[type=url]{min-width:min(28rem,80vw)}
.answer{font-weight:700}.answer.yes{color:var(--steward-badge)}
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
<a class="skip" href="#results">Skip to the accounts</a>
<header><h1>Official social media accounts</h1><p class="muted">The accounts ${escape(input.institution)} runs. An account not listed here is not official; check any address below.</p></header>
<main>
<form method="get" action="/directory" role="search" aria-label="Search the directory">
<label for="q">Search<input id="q" name="q" type="search" value="${escape(query.q ?? "")}" maxlength="200"></label>
<label for="platform">Platform<select id="platform" name="platform"><option value="">All platforms</option>${platformOptions}</select></label>
${query.unit !== undefined ? `<input type="hidden" name="unit" value="${query.unit}">` : ""}
<button type="submit">Search</button>
</form>
${checkBox(input, optionsFor)}
<div class="layout">
${unitTree(input)}
<section id="results" aria-labelledby="results-heading">
<h2 id="results-heading">${result.totalDocs} ${result.totalDocs === 1 ? "account" : "accounts"}</h2>
${
  result.docs.length > 0
    ? `<table><caption class="muted">Official accounts, by name</caption><thead><tr><th scope="col">Account</th><th scope="col">Platform</th><th scope="col">Handle</th><th scope="col">Unit and contact</th><th scope="col">Status</th></tr></thead><tbody>${rows}</tbody></table>`
    : `<p>No official account matches.</p>`
}
<p>${pager}</p>
<p class="muted">Programs can ask the same question at <code>/public/v1/verify?url=…</code>. Also as <a href="/public/v1/accounts?format=csv">CSV</a> and <a href="/public/v1/accounts?format=jsonld">JSON-LD</a>; <a href="/public/v1/accounts/archived">accounts no longer official</a>.</p>
</section>
</div>
</main>
</body>
</html>`;
}

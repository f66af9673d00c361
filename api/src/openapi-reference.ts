// The API reference page (GET /api/docs): the OpenAPI document read by a person, made on the server
// from the document itself, so it never drifts from it. Self-contained (no script, no CDN, no font):
// the server may have no network, and the page needs none.

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: unknown }>;
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
  security?: Array<Record<string, unknown>>;
  "x-steward-access"?: string;
  "x-steward-role-rule"?: string;
}

export interface ReferenceDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
}

const METHODS = ["get", "post", "put", "patch", "delete"];

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const schemaBlock = (schema: unknown) => (schema === undefined ? "" : `<pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre>`);

function contentOf(content: Record<string, { schema?: unknown }> | undefined): string {
  return Object.entries(content ?? {})
    .map(([type, media]) => `<div class="media"><code>${escapeHtml(type)}</code>${schemaBlock(media.schema)}</div>`)
    .join("");
}

function accessOf(op: Operation): string {
  const rule = op["x-steward-access"];
  const role = op["x-steward-role-rule"];
  const security = op.security?.flatMap((s) => Object.keys(s)).join(" or ");
  const parts = [rule && `access <code>${escapeHtml(rule)}</code>`, role && `role rule <code>${escapeHtml(role)}</code>`, security && `credentials: ${escapeHtml(security)}`];
  return parts.filter(Boolean).join("; ");
}

function operationHtml(method: string, path: string, op: Operation): string {
  const id = op.operationId ?? `${method}${path}`;
  const parameters = op.parameters?.length
    ? `<h4>Parameters</h4><table><tr><th>name</th><th>in</th><th>required</th><th>schema</th></tr>${op.parameters
        .map((p) => `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${escapeHtml(p.in)}</td><td>${p.required ? "yes" : "no"}</td><td><code>${escapeHtml(JSON.stringify(p.schema ?? {}))}</code></td></tr>`)
        .join("")}</table>`
    : "";
  const body = op.requestBody ? `<h4>Request body</h4>${contentOf(op.requestBody.content)}` : "";
  const responses = Object.entries(op.responses ?? {})
    .map(([status, r]) => `<div class="response"><strong>${escapeHtml(status)}</strong> ${escapeHtml(r.description ?? "")}${contentOf(r.content)}</div>`)
    .join("");
  return `<details id="${escapeHtml(id)}"><summary><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code> ${escapeHtml(op.summary ?? "")}</summary>
<p class="meta">operationId <code>${escapeHtml(id)}</code>${accessOf(op) ? `; ${accessOf(op)}` : ""}</p>${parameters}${body}<h4>Responses</h4>${responses}</details>`;
}

export function renderReference(document: ReferenceDocument, documentUrl: string): string {
  const byTag = new Map<string, string[]>();
  for (const [path, ops] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const op = ops[method];
      if (!op) continue;
      const tag = op.tags?.[0] ?? "other";
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(method, path, op)]);
    }
  }
  const tags = [...byTag.keys()].sort();
  const slug = (tag: string) => `tag-${tag.replace(/[^A-Za-z0-9]+/g, "-")}`;
  const schemas = Object.entries(document.components?.schemas ?? {});
  const title = escapeHtml(`${document.info.title} ${document.info.version}`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} reference</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0;display:flex;color:#1b1b1b}
nav{position:sticky;top:0;height:100vh;overflow:auto;padding:1rem;min-width:12rem;background:#f4f4f4}
main{padding:1rem 2rem;flex:1;min-width:0}
details{border:1px solid #ddd;border-radius:4px;margin:.4rem 0;padding:.3rem .6rem}
summary{cursor:pointer}
pre{background:#f7f7f7;padding:.5rem;overflow:auto;max-height:24rem;font-size:13px}
table{border-collapse:collapse}td,th{border:1px solid #ddd;padding:.2rem .5rem;text-align:left;vertical-align:top}
.method{display:inline-block;min-width:4rem;font-weight:bold}.get{color:#0b6a0b}.post{color:#8a4b00}.put,.patch{color:#00578a}.delete{color:#a4262c}
.meta{color:#444}
</style></head>
<body><nav aria-label="Resources"><strong>${title}</strong><ul>${tags.map((t) => `<li><a href="#${slug(t)}">${escapeHtml(t)}</a></li>`).join("")}${schemas.length ? `<li><a href="#schemas">schemas</a></li>` : ""}</ul></nav>
<main><h1>${title}</h1><p>The machine-readable document: <a href="${escapeHtml(documentUrl)}">${escapeHtml(documentUrl)}</a> (OpenAPI 3.1).</p>
${tags.map((t) => `<section id="${slug(t)}"><h2>${escapeHtml(t)}</h2>${byTag.get(t)!.join("\n")}</section>`).join("\n")}
${schemas.length ? `<section id="schemas"><h2>schemas</h2>${schemas.map(([name, s]) => `<details id="schema-${escapeHtml(name)}"><summary><code>${escapeHtml(name)}</code></summary>${schemaBlock(s)}</details>`).join("\n")}</section>` : ""}
</main></body></html>`;
}

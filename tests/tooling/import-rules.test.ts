// The import checker in `npm test` (npm run check:imports) must really fail on what it forbids:
// run it with the project's own rules over a tiny tree that breaks each of them.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { REPO_ROOT } from "../support/server.ts";

const tree = mkdtempSync(join(tmpdir(), "steward-import-rules-"));
afterAll(() => rmSync(tree, { recursive: true, force: true }));

function write(files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(tree, path)), { recursive: true });
    writeFileSync(join(tree, path), text);
  }
}

function check(...roots: string[]) {
  const run = spawnSync(process.execPath, [join(REPO_ROOT, "tools", "check-imports.mjs"), ...roots, "--config", join(REPO_ROOT, ".dependency-cruiser.cjs"), "--no-progress"], {
    cwd: tree,
    encoding: "utf8",
  });
  return { code: run.status, out: `${run.stdout}${run.stderr}` };
}

write({
  "tsconfig.json": JSON.stringify({ compilerOptions: { allowImportingTsExtensions: true, moduleResolution: "bundler", module: "preserve", noEmit: true, jsx: "react-jsx" } }),
  "api/src/services/user-service.ts": 'import { json } from "../http/respond.ts";\nexport const s = json;\n',
  "api/src/http/respond.ts": "export const json = 1;\n",
  "api/src/repositories/a-repo.ts": 'import type { B } from "./b-repo.ts";\nexport const a = (b: B): number => b.n;\n',
  "api/src/repositories/b-repo.ts": 'import { a } from "./a-repo.ts";\nexport interface B { n: number }\nexport const b = () => a;\n',
  "dashboard-remote/src/page.tsx": 'import { json } from "../../api/src/http/respond.ts";\nexport const Page = () => <div data-n={json as number}>x</div>;\n',
  "shared/index.ts": 'import { s } from "../api/src/services/user-service.ts";\nexport const x = s;\n',
  "cli/main.ts": 'import { json } from "../api/src/http/respond.ts";\nexport const y = json;\n',
  "api/src/ok/plain.ts": "export const fine = 1;\n",
  "api/src/db/schema.ts": "export const users = 1;\n",
  "api/src/db/tables/events.ts": "export const events = 1;\n",
  "api/src/services/sql-in-service.ts": 'import { eq } from "drizzle-orm";\nexport const q = eq;\n',
  "api/src/notifications/schema-in-notice.ts": 'import { users } from "../db/schema.ts";\nexport const n = users;\n',
  "api/src/jobs/table-in-job.ts": 'import type { events } from "../db/tables/events.ts";\nexport type J = typeof events;\n',
  "api/src/scim/sql-in-adapter.ts": 'import { sql } from "drizzle-orm/sql";\nexport const t = sql;\n',
  "api/src/services/plain-service.ts": 'import { client } from "../identity/client.ts";\nexport const service = client;\n',
  "api/src/identity/client.ts": "export const client = 1;\n",
  "api/src/saml/calls-a-service.ts": 'import { service } from "../services/plain-service.ts";\nexport const saml = service;\n',
  "api/src/webhooks/calls-a-service.ts": 'import type { service } from "../services/plain-service.ts";\nexport type W = typeof service;\n',
  "api/src/scim/scim.routes.ts": 'import { service } from "../services/plain-service.ts";\nexport const route = service;\n',
  "api/src/policies/users.ts": 'import { s } from "../services/user-service.ts";\nexport const p = s;\n',
  "api/src/repositories/asks-a-policy.ts": 'import { p } from "../policies/users.ts";\nexport const r = p;\n',
  "api/src/http/own-cors.ts": 'import { cors } from "hono/cors";\nexport const c = cors;\n',
  "api/src/repositories/sql-in-repo.ts": 'import { eq } from "drizzle-orm";\nimport { users } from "../db/schema.ts";\nexport const r = [eq, users];\n',
  "api/src/mail/sql-in-mail.ts": 'import { eq } from "drizzle-orm";\nexport const m = eq;\n',
  "api/src/audit/schema-in-audit.ts": 'import type { users } from "../db/schema.ts";\nexport type A = typeof users;\n',
  "api/src/jobs/scheduler.ts": 'import { events } from "../db/tables/events.ts";\nexport const s = events;\n',
  "api/src/repositories/audit-write-repo.ts": "export const insertAuditEntries = 1;\n",
  "api/src/audit/write-audit.ts": 'import { insertAuditEntries } from "../repositories/audit-write-repo.ts";\nexport const w = insertAuditEntries;\n',
  "api/src/services/writes-audit-itself.ts": 'import { insertAuditEntries } from "../repositories/audit-write-repo.ts";\nexport const x = insertAuditEntries;\n',
});

it("fails on an import cycle (a type-only one too) and on each wrong-way import, naming the rule", () => {
  const result = check("api", "shared", "cli", "dashboard-remote");
  expect(result.code).not.toBe(0);
  for (const rule of ["no-cycles", "services-know-no-http", "shared-imports-nothing-of-the-project", "ui-and-cli-speak-http-only"]) {
    expect(result.out).toContain(rule);
  }
});

it("passes a tree that keeps the rules", () => {
  expect(check("api/src/ok").code).toBe(0);
});

it("fails on SQL outside the repositories: drizzle-orm, the schema or a feature table, type-only too", () => {
  const offenders = ["api/src/services/sql-in-service.ts", "api/src/notifications/schema-in-notice.ts", "api/src/jobs/table-in-job.ts", "api/src/scim/sql-in-adapter.ts"];
  for (const file of offenders) {
    const result = check(file);
    expect(result.code, file).not.toBe(0);
    expect(result.out).toContain(`sql-lives-in-repositories: ${file} →`);
  }
  expect(check("api/src/repositories/sql-in-repo.ts").code).toBe(0);
});

it("fails on SQL in mail/ and audit/ and in the scheduler, which no exemption covers any more", () => {
  for (const file of ["api/src/mail/sql-in-mail.ts", "api/src/audit/schema-in-audit.ts", "api/src/jobs/scheduler.ts"]) {
    const result = check(file);
    expect(result.code, file).not.toBe(0);
    expect(result.out).toContain(`sql-lives-in-repositories: ${file} →`);
  }
});

it("fails when anything but audit/write-audit.ts calls the audit table's insert", () => {
  const result = check("api/src/services/writes-audit-itself.ts");
  expect(result.code).not.toBe(0);
  expect(result.out).toContain("one-audit-writer: api/src/services/writes-audit-itself.ts → api/src/repositories/audit-write-repo.ts");
  expect(check("api/src/audit/write-audit.ts").code).toBe(0);
});

it("fails when outside-system code calls a service (a type import too); services calling it, and its routes file, pass", () => {
  for (const file of ["api/src/saml/calls-a-service.ts", "api/src/webhooks/calls-a-service.ts"]) {
    const result = check(file);
    expect(result.code, file).not.toBe(0);
    expect(result.out).toContain(`outside-system-code-calls-no-service: ${file} →`);
  }
  expect(check("api/src/services/plain-service.ts", "api/src/scim/scim.routes.ts").code).toBe(0);
});

it("fails when a policy calls a service or a repository asks a policy", () => {
  const policy = check("api/src/policies/users.ts");
  expect(policy.code).not.toBe(0);
  expect(policy.out).toContain("policies-know-no-services-and-no-http: api/src/policies/users.ts → api/src/services/user-service.ts");
  const repo = check("api/src/repositories/asks-a-policy.ts");
  expect(repo.code).not.toBe(0);
  expect(repo.out).toContain("repositories-know-no-rules-and-no-http: api/src/repositories/asks-a-policy.ts → api/src/policies/users.ts");
});

it("fails on a second CORS implementation (hono/cors)", () => {
  const result = check("api/src/http/own-cors.ts");
  expect(result.code).not.toBe(0);
  expect(result.out).toContain("one-cors-implementation: api/src/http/own-cors.ts →");
});

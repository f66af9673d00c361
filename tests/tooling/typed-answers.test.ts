// A handler is typed against its declaration's answers (api/src/http/declare-route.ts): `npm run
// typecheck` must fail when one returns a shape or a status its route does not declare. TypeScript 7
// has no JavaScript API, so the real compiler runs over tiny route files against the real helpers.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { REPO_ROOT } from "../support/server.ts";

// Inside node_modules so that the fixtures resolve zod and hono as the API does, and so that the
// project's own typecheck (which excludes node_modules) never sees them.
const cache = join(REPO_ROOT, "node_modules", ".cache");
mkdirSync(cache, { recursive: true });
const tree = mkdtempSync(join(cache, "steward-typed-answers-"));
afterAll(() => rmSync(tree, { recursive: true, force: true }));

const api = (path: string) => JSON.stringify(join(REPO_ROOT, "api", "src", path));

const header = `import { z } from "zod";
import { publicRoute } from ${api("http/access-rules.ts")};
import { declareRoute, handle, router } from ${api("http/declare-route.ts")};
import { answer, refused } from ${api("http/responses.ts")};
import { flagRoutes } from ${api("routes/flags.routes.ts")};
import { flagEndpoints, type FlagContracts } from "@steward/shared";
import { contractCalls } from ${JSON.stringify(join(REPO_ROOT, "dashboard-remote", "src", "api", "contract-calls.ts"))};
import type { ApiClient } from ${JSON.stringify(join(REPO_ROOT, "dashboard-remote", "src", "api", "api-client.ts"))};
declare const api: ApiClient;
const flags = contractCalls<FlagContracts>(flagEndpoints);
const health = declareRoute({
  method: "get", path: "/health", summary: "s", access: publicRoute(),
  responses: { 200: answer("ok", z.object({ status: z.literal("ok"), checkedAt: z.number() })), 503: refused("down") },
});
`;

const FIXTURES = {
  right: `handle(router(), health, (c) => c.json({ status: "ok", checkedAt: 1 }));`,
  "wrong-shape": `handle(router(), health, (c) => c.json({ status: "fine", checkedAt: 1 }));`,
  "missing-field": `handle(router(), health, (c) => c.json({ status: "ok" as const }));`,
  // 503 is declared, but as a refusal: refusals are thrown, never returned.
  "wrong-status": `handle(router(), health, (c) => c.json({ status: "ok", checkedAt: 1 }, 503));`,
  // Enough for a document open beyond its id; not for the flag's real schema.
  "real-route": `handle(router(), flagRoutes.get, (c) => c.json({ doc: { id: c.req.valid("param").id } }));`,
  // The dashboard's calls are typed by the same contracts: input, endpoint and answer.
  "client-right": `export const shown: Promise<{ doc: { severity: "low" | "medium" | "high" | "critical" } }> = flags.update(api, { params: { id: 1 }, body: { severity: "low" } });`,
  "client-wrong-body": `flags.create(api, { body: { socialMedia: "7", category: "other", severity: "low" } });`,
  "client-wrong-endpoint": `contractCalls<FlagContracts>({ ...flagEndpoints, get: flagEndpoints.list });`,
  "client-wrong-answer": `export const id: Promise<{ doc: { id: string } }> = flags.get(api, { params: { id: 1 } });`,
};

/** One run of the real compiler, with the project's options, over every fixture: its diagnostics. */
let diagnostics: string | undefined;
function diagnosticsOf(name: keyof typeof FIXTURES): string[] {
  if (diagnostics === undefined) {
    for (const [file, body] of Object.entries(FIXTURES)) writeFileSync(join(tree, `${file}.ts`), `${header}${body}\n`);
    const files = Object.keys(FIXTURES).map((file) => `${file}.ts`);
    writeFileSync(join(tree, "tsconfig.json"), JSON.stringify({ extends: join(REPO_ROOT, "tsconfig.json"), compilerOptions: { types: [] }, include: [], files }));
    const run = spawnSync(process.execPath, [join(REPO_ROOT, "node_modules", "typescript", "bin", "tsc"), "-p", join(tree, "tsconfig.json")], { cwd: tree, encoding: "utf8" });
    diagnostics = `${run.stdout}${run.stderr}`;
  }
  return diagnostics.split("\n").filter((line) => line.startsWith(`${name}.ts(`));
}

it("a handler returning its declared shape and status type-checks", () => {
  expect(diagnosticsOf("right")).toEqual([]);
  // The fixtures compiled at all: every other one fails for its own reason, not a setup error.
  expect(diagnostics).not.toMatch(/TS2307|TS5\d\d\d|TS6\d\d\d/);
});

it("a handler returning a wrong shape fails the typecheck", () => {
  expect(diagnosticsOf("wrong-shape").join("\n")).toMatch(/error TS2/);
});

it("a handler leaving out a declared field fails the typecheck", () => {
  expect(diagnosticsOf("missing-field").join("\n")).toMatch(/error TS2/);
});

it("a handler answering with a status its route does not declare as an answer fails the typecheck", () => {
  expect(diagnosticsOf("wrong-status").join("\n")).toMatch(/error TS2/);
});

it("a real route's handler is held to its declared document", () => {
  expect(diagnosticsOf("real-route").join("\n")).toMatch(/error TS2/);
});

it("the dashboard's calls are held to the same contracts: body, endpoint and answer", () => {
  expect(diagnosticsOf("client-right")).toEqual([]);
  for (const wrong of ["client-wrong-body", "client-wrong-endpoint", "client-wrong-answer"] as const) expect(diagnosticsOf(wrong).join("\n"), wrong).toMatch(/error TS2/);
});

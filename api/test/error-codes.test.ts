// Every code a refusal carries is one of ERROR_CODES (shared/messages.ts), so the dashboard and the
// CLI can know them all; the API's sources name no code as a bare string.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { ERROR_CODES } from "@steward/shared";

const SRC = fileURLToPath(new URL("../src", import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith(".ts") ? [path] : [];
  });
}

// A refusal's code: `message: "SOME_CODE"` in a refusal body, or the code given to conflict() or
// forbidden(). Success answers ({ message: "LOGGED_OUT" }) are not refusals and live in routes.
const BARE_CODE = /(?:new (?:Refusal|HttpError)\([^)]*message: "([A-Z_]{3,})"|(?:conflict|forbidden)\("([A-Z_]{3,})")/g;

it("no refusal in the API names its code as a bare string", () => {
  const bare = sources(SRC).flatMap((file) => [...readFileSync(file, "utf8").matchAll(BARE_CODE)].map((m) => `${file}: ${m[1] ?? m[2]}`));
  expect(bare).toEqual([]);
});

it("codes are unique and written as they read", () => {
  const values = Object.values(ERROR_CODES);
  expect(new Set(values).size).toBe(values.length);
  for (const code of values) expect(code).toMatch(/^[A-Z][A-Z_]+$/);
});

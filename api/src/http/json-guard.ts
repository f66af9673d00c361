// Every JSON body is checked once, before any route's schema: values that no field of the product
// should hold are refused with a 400 naming the place, so no route can forget it.
import type { ValidationIssue } from "@steward/shared";
import { badRequest } from "./errors.ts";

export const MAX_JSON_DEPTH = 32;
const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);
// C0 controls except tab, line feed and carriage return; DEL; lone UTF-16 surrogates.
const BAD_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function describe(path: (string | number)[]): string {
  return path.join(".");
}

/** Returns the first problem found, or null. Iterative, so a hostile depth cannot blow the stack. */
export function findJsonProblem(root: unknown): ValidationIssue | null {
  const stack: { value: unknown; path: (string | number)[]; depth: number }[] = [{ value: root, path: [], depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === "string") {
      if (BAD_CHARACTER.test(value)) return { path: describe(path), message: "Contains control characters or invalid Unicode" };
      continue;
    }
    if (value === null || typeof value !== "object") continue;
    if (depth >= MAX_JSON_DEPTH) return { path: describe(path), message: `Nested deeper than ${MAX_JSON_DEPTH} levels` };
    if (Array.isArray(value)) {
      value.forEach((item, i) => stack.push({ value: item, path: [...path, i], depth: depth + 1 }));
      continue;
    }
    for (const [key, item] of Object.entries(value)) {
      if (FORBIDDEN_KEYS.has(key)) return { path: describe([...path, key]), message: "Key not allowed" };
      if (BAD_CHARACTER.test(key)) return { path: describe(path), message: "Key contains control characters or invalid Unicode" };
      stack.push({ value: item, path: [...path, key], depth: depth + 1 });
    }
  }
  return null;
}

export function assertSafeJson(value: unknown): void {
  const problem = findJsonProblem(value);
  if (problem) throw badRequest([problem], "Request body refused");
}

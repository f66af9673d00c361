// zod's own messages (a field missing, a wrong type, a value not offered: the ones a shared schema
// does not word itself) in the request's language. English keeps zod's own wording, which the API
// has always answered; another language gets these, written in its catalogue (zodIssues.json).
// A schema's own message always wins over this map (zod: schema-level error > per-parse error),
// and is said in the reader's language by the sentence catalogue instead (api-sentences.ts).
import type { z } from "zod";
import type { Locale } from "@steward/shared";
import { serverT } from "./server-catalogue.ts";

type ErrorMap = z.core.$ZodErrorMap;
type RawIssue = Parameters<ErrorMap>[0];

/** What zod would call the value received, for an invalid_type issue (its input is still at hand here). */
function typeOf(input: unknown): string {
  if (input === undefined) return "undefined";
  if (input === null) return "null";
  if (Array.isArray(input)) return "array";
  if (typeof input === "number" && Number.isNaN(input)) return "nan";
  return typeof input;
}

const text = (value: unknown) => (typeof value === "bigint" ? value.toString() : value instanceof Date ? value.toISOString() : String(value));
const list = (values: readonly unknown[]) => values.map((v) => (typeof v === "string" ? `"${v}"` : text(v))).join(" | ");

function messageOf(locale: Locale, issue: RawIssue): string {
  const t = serverT(locale);
  switch (issue.code) {
    case "invalid_type":
      return t("zodIssues.invalidType", { expected: String(issue.expected), received: typeOf(issue.input) });
    case "invalid_value":
      return t("zodIssues.invalidValue", { values: list(issue.values) });
    case "too_big":
      return t("zodIssues.tooBig", { origin: String(issue.origin), maximum: text(issue.maximum), inclusive: String(issue.inclusive ?? true) });
    case "too_small":
      return t("zodIssues.tooSmall", { origin: String(issue.origin), minimum: text(issue.minimum), inclusive: String(issue.inclusive ?? true) });
    case "invalid_format":
      return t("zodIssues.invalidFormat", { format: String(issue.format) });
    case "not_multiple_of":
      return t("zodIssues.notMultipleOf", { divisor: text(issue.divisor) });
    case "unrecognized_keys":
      return t("zodIssues.unrecognizedKeys", { count: issue.keys.length, keys: issue.keys.join(", ") });
    default:
      return t("zodIssues.invalid");
  }
}

const maps = new Map<Locale, ErrorMap>();

/** The per-parse error map for `locale`; undefined for English (zod's own words). */
export function zodErrorMapFor(locale: Locale): ErrorMap | undefined {
  if (locale === "en") return undefined;
  let map = maps.get(locale);
  if (!map) maps.set(locale, (map = (issue) => messageOf(locale, issue)));
  return map;
}

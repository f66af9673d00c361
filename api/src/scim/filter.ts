// SCIM filters (RFC 7644 section 3.4.2.2), as far as Steward answers them: one comparison
// `attribute eq value`. Users are found by `userName eq "..."` or `externalId eq "..."` (what Entra
// ID and Okta ask before they create someone); value paths in PATCH (`emails[type eq "work"]`) use
// the same comparison. Every other filter is refused with `invalidFilter`, never guessed at.
//
// The grammar is scim2-parse-filter's (issue 28: a kept library rather than our own parser); this
// file walks its tree and accepts only the one comparison. The library's own error messages name its
// tokens ("[(EOT)] is not json"), so they never reach a provider: every refusal is worded here.
import { parse, type Filter } from "scim2-parse-filter";
import { invalidFilter, type ScimError } from "./errors.ts";
import { topAttribute } from "./attributes.ts";

export const MAX_FILTER_LENGTH = 1000;

export interface Comparison {
  /** The attribute path as written (without surrounding spaces). */
  attribute: string;
  value: string | number | boolean | null;
}

const EXAMPLE = 'such as userName eq "ann@example.edu"';

/** The library's tree, or undefined when it cannot read the text. */
function tree(text: string): Filter | undefined {
  try {
    // The library's quoted-string pattern can match a raw line feed two ways, so a string of
    // unclosed line feeds backtracks exponentially (24 take 80 ms, 34 over a minute). A carriage
    // return is whitespace between tokens just as a line feed is, and inside a string both are
    // refused (JSON has no raw control characters), so swapping them changes no answer.
    return parse(text.replace(/\n/g, "\r"));
  } catch {
    return undefined;
  }
}

/**
 * The library keeps a string's backslashes as written (it unescapes `\"` alone); RFC 7644 says a
 * compValue is a JSON string, as Steward always read it. Every `"` it returns was written `\"` and
 * every backslash was written as one, so the literal is restored and read as JSON.
 */
function asJson(value: string): string | undefined {
  try {
    return JSON.parse(`"${value.replace(/"/g, '\\"')}"`) as string;
  } catch {
    return undefined;
  }
}

/**
 * `attrPath SP "eq" SP compValue`, the value a JSON literal. `refuse` makes the error (a list's
 * `invalidFilter`, a PATCH path's `invalidPath`).
 */
export function parseComparison(text: string, refuse: (detail: string) => ScimError = invalidFilter): Comparison {
  if (text.length > MAX_FILTER_LENGTH) throw refuse(`The filter is longer than ${MAX_FILTER_LENGTH} characters`);
  const filter = tree(text);
  const unreadable = () => refuse(`Cannot read the filter '${text}': Steward answers one comparison, ${EXAMPLE}`);
  const notOneLiteral = () =>
    refuse(`Cannot use the filter '${text}': Steward answers one comparison (no and, or, not or grouping) with a quoted string, true, false, a number or null`);
  if (!filter) throw unreadable();
  // The tree drops grouping: `(userName eq "x")` comes back as the bare comparison. Only a group
  // can start with '(' (an attribute is a word), and grouping is not answered.
  if (filter.op === "not" || filter.op === "[]" || /^\s*\(/.test(text)) throw unreadable();
  if (filter.op === "and" || filter.op === "or") throw notOneLiteral();
  if (filter.op !== "eq") {
    throw refuse(`Cannot use the filter '${text}': the operator '${filter.op}' is not supported; Steward answers one comparison with eq, ${EXAMPLE}`);
  }
  const value = typeof filter.compValue === "string" ? asJson(filter.compValue) : filter.compValue;
  if (value === undefined) throw notOneLiteral();
  return { attribute: filter.attrPath, value };
}

export interface UserFilter {
  attribute: "userName" | "externalId";
  value: string;
}

/** A Users list's filter: `userName eq "..."` (case-insensitive, as userName is) or `externalId eq "..."`. */
export function parseUserFilter(text: string): UserFilter {
  const { attribute, value } = parseComparison(text);
  const top = topAttribute(attribute);
  if (top !== "userName" && top !== "externalId") {
    throw invalidFilter(`Cannot filter on '${attribute}': Steward filters Users on userName eq and externalId eq only`);
  }
  if (typeof value !== "string") throw invalidFilter(`${top} is compared with a quoted string, such as ${top} eq "value"`);
  return { attribute: top, value };
}
